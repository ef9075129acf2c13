import { THEME_PREVIEW_PARAM } from '@storefront/contracts/theme-rules';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { cardClass, linkClass } from '../../shared/ui/styles.ts';
import { usePreviewToken } from './api.ts';

const PAGES = {
  home: '/',
  product: '/products/1',
  category: '/search/filterSearch?categoryId=1',
} as const;
type PreviewPage = keyof typeof PAGES;

function Choice<T extends string>({
  label,
  options,
  value,
  onChange,
  text,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  text: (option: T) => string;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-1">
      <legend className="sr-only">{label}</legend>
      <span aria-hidden="true" className="me-1 text-xs font-medium text-neutral-600">
        {label}
      </span>
      {options.map((option) => (
        <label
          key={option}
          className="cursor-pointer rounded-md border border-neutral-300 px-2 py-1 text-xs has-checked:border-primary-strong has-checked:bg-neutral-100 has-focus-visible:outline-2 has-focus-visible:outline-primary-strong"
        >
          <input
            type="radio"
            className="sr-only"
            name={label}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {text(option)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The real storefront in a frame, drawn by the server with the saved draft (a signed
 * ?themePreview= token), at desktop or phone width, in either language; the live shop when there
 * is no draft.
 */
export function ThemePreview({ draftSavedAt }: { draftSavedAt: string | null }) {
  const { t, lang } = useI18n();
  const [page, setPage] = useState<PreviewPage>('home');
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop');
  const [language, setLanguage] = useState<'en' | 'ar'>(lang);
  const token = usePreviewToken(draftSavedAt);
  const url = new URL(PAGES[page], window.location.origin);
  url.searchParams.set('lang', language);
  if (draftSavedAt && token.data) url.searchParams.set(THEME_PREVIEW_PARAM, token.data.token);
  const address = `${url.pathname}${url.search}`;
  const waiting = draftSavedAt !== null && !token.data;

  return (
    <section aria-labelledby="theme-preview" className={`${cardClass} grid gap-2 p-3`}>
      <h2 id="theme-preview" className="font-semibold">
        {t('theme.preview')}
      </h2>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        <Choice
          label={t('theme.previewPage')}
          options={Object.keys(PAGES) as PreviewPage[]}
          value={page}
          onChange={setPage}
          text={(option) => t(`theme.previewPage.${option}`)}
        />
        <Choice
          label={t('theme.previewWidth')}
          options={['desktop', 'phone'] as const}
          value={width}
          onChange={setWidth}
          text={(option) => t(`theme.previewWidth.${option}`)}
        />
        <Choice
          label={t('theme.previewLanguage')}
          options={['en', 'ar'] as const}
          value={language}
          onChange={setLanguage}
          text={(option) => t(option === 'en' ? 'theme.english' : 'theme.arabic')}
        />
      </div>
      {!draftSavedAt && <p className="text-xs text-neutral-600">{t('theme.previewNoDraft')}</p>}
      <div className="overflow-hidden rounded-md border border-neutral-200 bg-neutral-100">
        {!waiting && (
          <iframe
            key={address}
            title={t(draftSavedAt ? 'theme.previewFrame' : 'theme.previewLive')}
            src={address}
            className={`mx-auto block h-[36rem] bg-white ${width === 'phone' ? 'w-[375px] max-w-full' : 'w-full'}`}
          />
        )}
      </div>
      <a href={address} target="_blank" rel="noopener" className={`${linkClass} text-sm`}>
        {t('theme.openPreview')}
      </a>
    </section>
  );
}
