import { isApiError } from '@storefront/client/api-error';
import type { AdminTranslation } from '@storefront/contracts/admin-translations';
import { Fragment, type Ref, useEffect, useId, useRef, useState } from 'react';
import type { AdminKey } from '../../i18n/en.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import {
  inputClass,
  linkClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../shared/ui/styles.ts';
import { useSaveTranslation } from './api.ts';
import {
  changedLanguages,
  type Drafts,
  draftsAfterSave,
  LANGUAGES,
  type Language,
  placeholderChips,
  problemOf,
  type Sent,
  saveBody,
  type TextProblem,
  textOf,
} from './translation-edit.ts';

const HEADING: Record<Language, AdminKey> = {
  en: 'translations.englishHeading',
  ar: 'translations.arabicHeading',
};
const LABEL: Record<Language, AdminKey> = {
  en: 'translations.english',
  ar: 'translations.arabic',
};
const dirOf = (lang: Language) => (lang === 'ar' ? 'rtl' : 'ltr');

/**
 * A cell of the table from 768 px. Below, a block: a row's blocks stack in the one cell the
 * browser makes for them, and the row is a card the width of the screen.
 */
export const cellClass = 'block px-3 py-2 align-top md:table-cell';
const badgeClass = 'inline-block rounded px-1.5 py-0.5 text-xs font-medium';
const chipClass = 'rounded border px-1 font-mono text-xs';

/** A key that may break after each dot (cart.items_one), not inside a word. */
const keyParts = (key: string) =>
  key.split('.').map((part, index, parts) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a key's parts are fixed, and may repeat
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          .<wbr />
        </>
      )}
    </Fragment>
  ));

/** Lines enough for the text, within reason: the field grows by hand too. */
const rowsFor = (text: string) =>
  Math.min(8, Math.max(2, Math.ceil(text.length / 45) + (text.match(/\n/g)?.length ?? 0)));

/**
 * One UI string: its key and what needs attention, English and Arabic side by side (each with
 * the placeholders it must keep, and the shipped text when the shop's own words replace it), and
 * Save, which sends only the languages changed. A problem shows before saving; the API checks
 * too, and its refusal shows under the language it names.
 */
export function TranslationRow({
  item,
  onSaved,
}: {
  item: AdminTranslation;
  onSaved: (key: string) => void;
}) {
  const { t } = useI18n();
  const save = useSaveTranslation();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [saved, setSaved] = useState(false);
  const rowRef = useRef<HTMLTableRowElement>(null);
  const savedRef = useRef<HTMLSpanElement>(null);
  const fields = useRef<Partial<Record<Language, HTMLTextAreaElement | null>>>({});
  // Where the keyboard goes once a button it was on goes away (Save disabled, a button gone).
  const focusNext = useRef<(() => HTMLElement | null | undefined) | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (!target) return;
    const active = document.activeElement;
    // Only if the focus is still this row's (or fell out of the page): never steal it.
    if (!active || active === document.body || rowRef.current?.contains(active)) target()?.focus();
  });

  const changed = changedLanguages(item, drafts);
  const problems = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, problemOf(item, lang, textOf(item, drafts, lang))]),
  ) as Record<Language, TextProblem | null>;
  const blocked = changed.some((lang) => problems[lang]);
  const sent: Sent | undefined = save.variables?.body;
  const refusal = isApiError(save.error) ? save.error : undefined;

  const problemText = (problem: TextProblem) =>
    problem.kind === 'required'
      ? t('translations.required')
      : t(
          problem.kind === 'missing'
            ? 'translations.placeholderMissing'
            : 'translations.placeholderUnknown',
          { placeholder: problem.placeholder },
        );
  const errorOf = (lang: Language): string | undefined => {
    const problem = problems[lang];
    if (problem) return problemText(problem);
    // The API's word on a language, while its text is the one it refused.
    const fromServer = refusal?.fields[lang];
    const text = textOf(item, drafts, lang);
    if (fromServer && sent && lang in sent && (sent[lang] === null || sent[lang] === text)) {
      return fromServer;
    }
    return undefined;
  };
  const generalError = !save.error
    ? undefined
    : !refusal
      ? t('common.failed')
      : refusal.code === 'network_error'
        ? t('common.offline')
        : LANGUAGES.some((lang) => refusal.fields[lang])
          ? undefined
          : refusal.message;

  const submit = (body: Sent, focus: () => HTMLElement | null | undefined) =>
    save.mutate(
      { key: item.key, body },
      {
        onSuccess: () => {
          setDrafts((now) => draftsAfterSave(now, body));
          setSaved(true);
          focusNext.current = focus;
          onSaved(item.key);
        },
      },
    );

  return (
    <tr ref={rowRef} className="border-b border-neutral-200">
      <th scope="row" className={`${cellClass} text-start font-normal`}>
        <div>
          <code dir="ltr" className="break-words font-mono text-xs text-neutral-800">
            {keyParts(item.key)}
          </code>
        </div>
        {item.attention && (
          <span className={`${badgeClass} mt-1 bg-amber-100 text-amber-900`}>
            {t(`translations.attention.${item.attention}`)}
          </span>
        )}
      </th>
      {LANGUAGES.map((lang) => (
        <LanguageCell
          key={lang}
          item={item}
          lang={lang}
          text={textOf(item, drafts, lang)}
          error={errorOf(lang)}
          pending={save.isPending}
          fieldRef={(element) => {
            fields.current[lang] = element;
          }}
          onChange={(value) => {
            setSaved(false);
            setDrafts((now) => ({ ...now, [lang]: value }));
          }}
          onUseShipped={() => submit({ [lang]: null }, () => fields.current[lang])}
        />
      ))}
      <td className={cellClass}>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={primaryButtonClass}
            aria-label={t('translations.saveOf', { key: item.key })}
            disabled={changed.length === 0 || blocked || save.isPending}
            onClick={() => submit(saveBody(item, drafts), () => savedRef.current)}
          >
            {t('translations.save')}
          </button>
          {changed.length > 0 && (
            <button
              type="button"
              className={secondaryButtonClass}
              aria-label={t('translations.discardOf', { key: item.key })}
              onClick={() => {
                const first = changed[0];
                setDrafts({});
                save.reset();
                focusNext.current = () => (first ? fields.current[first] : undefined);
              }}
            >
              {t('translations.discard')}
            </button>
          )}
          {saved && changed.length === 0 && (
            <span ref={savedRef} tabIndex={-1} className="text-sm font-medium text-green-800">
              <span aria-hidden="true">✓ </span>
              {t('translations.savedShort')}
            </span>
          )}
        </div>
        {generalError && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {generalError}
          </p>
        )}
      </td>
    </tr>
  );
}

/**
 * A language's text: a field named with the language and the key (the column's header says the
 * language on a wide screen, a caption above it on a phone), its error, the placeholders it must
 * keep, and, when the shop's words replace the shipped ones, those and the way back to them.
 */
function LanguageCell({
  item,
  lang,
  text,
  error,
  pending,
  fieldRef,
  onChange,
  onUseShipped,
}: {
  item: AdminTranslation;
  lang: Language;
  text: string;
  error: string | undefined;
  pending: boolean;
  fieldRef: Ref<HTMLTextAreaElement>;
  onChange: (value: string) => void;
  onUseShipped: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const chips = placeholderChips(item, lang, text);
  const hasChips = chips.keep.length > 0 || chips.canUse.length > 0;
  const edited = item.edited[lang];
  const describedBy = [
    error && `${id}-error`,
    hasChips && `${id}-keep`,
    edited && `${id}-edited`,
    edited && `${id}-shipped`,
  ]
    .filter(Boolean)
    .join(' ');
  const shipped = item.shipped[lang];

  return (
    <td className={cellClass}>
      <label htmlFor={id} className="sr-only">
        {t(LABEL[lang], { key: item.key })}
      </label>
      <span
        aria-hidden="true"
        className="mb-1 block text-xs font-semibold text-neutral-600 md:hidden"
      >
        {t(HEADING[lang])}
      </span>
      <textarea
        ref={fieldRef}
        id={id}
        lang={lang}
        dir={dirOf(lang)}
        rows={rowsFor(text)}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClass}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      {hasChips && (
        <p
          id={`${id}-keep`}
          className="mt-1 flex flex-wrap items-center gap-1 text-xs text-neutral-700"
        >
          {chips.keep.length > 0 && <span>{t('translations.keep')}</span>}
          {chips.keep.map(({ placeholder, kept }) => (
            <Fragment key={placeholder}>
              {' '}
              <code
                dir="ltr"
                className={`${chipClass} ${
                  kept
                    ? 'border-neutral-300 bg-neutral-50 text-neutral-800'
                    : 'border-red-300 bg-red-50 text-red-800'
                }`}
              >
                {placeholder}
              </code>
            </Fragment>
          ))}
          {chips.canUse.length > 0 && (
            <span className={chips.keep.length > 0 ? 'ms-2' : undefined}>
              {chips.keep.length > 0 ? ' ' : ''}
              {t('translations.canUse')}
            </span>
          )}
          {chips.canUse.map((placeholder) => (
            <Fragment key={placeholder}>
              {' '}
              <code
                dir="ltr"
                className={`${chipClass} border-dashed border-neutral-300 text-neutral-700`}
              >
                {placeholder}
              </code>
            </Fragment>
          ))}
        </p>
      )}
      {edited && (
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-neutral-700">
          <span id={`${id}-edited`} className={`${badgeClass} bg-sky-100 text-sky-900`}>
            {t('translations.edited')}
          </span>
          <span id={`${id}-shipped`} className="min-w-0 break-words">
            {t('translations.shipped')}{' '}
            {shipped ? (
              <bdi lang={lang} dir={dirOf(lang)}>
                {shipped}
              </bdi>
            ) : (
              t('translations.shippedEmpty')
            )}
          </span>
          <button
            type="button"
            className={`${linkClass} rounded text-xs disabled:cursor-not-allowed disabled:opacity-60`}
            aria-label={t('translations.useShippedOf', {
              language: t(HEADING[lang]),
              key: item.key,
            })}
            disabled={pending}
            onClick={onUseShipped}
          >
            {t('translations.useShipped')}
          </button>
        </div>
      )}
    </td>
  );
}
