import { isApiError } from '@storefront/client/api-error';
import { placeholderProblem } from '@storefront/contracts/admin-translation-rules';
import type { AdminTranslation } from '@storefront/contracts/admin-translations';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { TextAreaField } from '../../shared/ui/field.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import { useSaveTranslation } from './api.ts';

type Language = 'en' | 'ar';
const LANGUAGES: Language[] = ['en', 'ar'];

const badgeClass = 'rounded px-1.5 py-0.5 text-xs font-medium';

/**
 * One UI string: its key, English and Arabic side by side, the placeholders it must keep, and
 * Save (only what changed). A problem with a placeholder shows before saving; the API checks too.
 */
export function TranslationRow({
  item,
  onSaved,
}: {
  item: AdminTranslation;
  onSaved: (message: string) => void;
}) {
  const { t } = useI18n();
  const save = useSaveTranslation();
  const [text, setText] = useState<Record<Language, string>>({ en: item.en, ar: item.ar });
  const changed = LANGUAGES.filter((lang) => text[lang] !== item[lang]);
  const serverFields = isApiError(save.error) ? save.error.fields : {};

  const problemOf = (lang: Language): string | undefined => {
    if (text[lang] === item[lang]) return serverFields[lang];
    const problem = placeholderProblem(text[lang], {
      own: item.shipped[lang],
      en: item.shipped.en,
      ar: item.shipped.ar,
    });
    if (!problem) return serverFields[lang];
    return t(
      problem.kind === 'missing'
        ? 'translations.placeholderMissing'
        : 'translations.placeholderUnknown',
      { placeholder: problem.placeholder },
    );
  };
  const problems = { en: problemOf('en'), ar: problemOf('ar') };
  const clientProblem = changed.some((lang) => problemOf(lang) && !serverFields[lang]);

  const submit = (body: Partial<Record<Language, string | null>>) =>
    save.mutate(
      { key: item.key, body },
      {
        onSuccess: ({ translation }) => {
          setText({ en: translation.en, ar: translation.ar });
          onSaved(t('translations.saved', { key: item.key }));
        },
      },
    );

  return (
    <li className="border-b border-neutral-100 p-3">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <code className="break-all text-xs text-neutral-700" dir="ltr">
          {item.key}
        </code>
        {item.attention && (
          <span className={`${badgeClass} bg-amber-100 text-amber-900`}>
            {t(`translations.attention.${item.attention}`)}
          </span>
        )}
        {(item.edited.en || item.edited.ar) && (
          <span className={`${badgeClass} bg-sky-100 text-sky-900`}>
            {t('translations.edited')}
          </span>
        )}
        {item.placeholders.length > 0 && (
          <span className="text-xs text-neutral-600">
            {t('translations.keep', { placeholders: item.placeholders.join(' ') })}
          </span>
        )}
      </div>
      <form
        className="grid gap-3 md:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (changed.length === 0 || clientProblem) return;
          submit(Object.fromEntries(changed.map((lang) => [lang, text[lang]])));
        }}
      >
        {LANGUAGES.map((lang) => (
          <div key={lang}>
            <TextAreaField
              label={t(lang === 'en' ? 'translations.english' : 'translations.arabic', {
                key: item.key,
              })}
              lang={lang}
              dir={lang === 'ar' ? 'rtl' : 'ltr'}
              rows={2}
              value={text[lang]}
              error={problems[lang]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setText((now) => ({ ...now, [lang]: value }));
              }}
            />
            {item.edited[lang] && (
              <button
                type="button"
                className="mt-1 text-xs font-medium text-primary-strong underline-offset-2 hover:underline"
                aria-label={t('translations.useShippedOf', {
                  key: item.key,
                  language: t(
                    lang === 'en' ? 'translations.englishHeading' : 'translations.arabicHeading',
                  ),
                })}
                disabled={save.isPending}
                onClick={() => submit({ [lang]: null })}
              >
                {t('translations.useShipped')}
              </button>
            )}
          </div>
        ))}
        <div className="flex items-center gap-2 md:col-span-2">
          <button
            type="submit"
            className={primaryButtonClass}
            aria-label={t('translations.saveOf', { key: item.key })}
            disabled={changed.length === 0 || clientProblem || save.isPending}
          >
            {t('translations.save')}
          </button>
          {changed.length > 0 && (
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => {
                setText({ en: item.en, ar: item.ar });
                save.reset();
              }}
            >
              {t('common.cancel')}
            </button>
          )}
          {save.error && !isApiError(save.error) && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {t('common.failed')}
            </p>
          )}
          {isApiError(save.error) && Object.keys(save.error.fields).length === 0 && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {save.error.message}
            </p>
          )}
        </div>
      </form>
    </li>
  );
}
