import { THEME_PREVIEW_PARAM } from '@storefront/contracts/theme-rules';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { cardClass, linkClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import { usePreviewToken } from './api.ts';

/** The storefront pages the preview shows. */
const PAGES = {
  home: '/',
  product: '/products/1',
  category: '/search/filterSearch?categoryId=1',
} as const;
type PreviewPage = keyof typeof PAGES;

/** The window the storefront is drawn in: a desktop's, or a phone's 375 px. */
const VIEWPORTS = { desktop: 1280, phone: 375 } as const;
type PreviewWidth = keyof typeof VIEWPORTS;

/** The storefront's address for a page in a language, with the draft's token when there is one. */
export function previewAddress(page: PreviewPage, language: 'en' | 'ar', token: string | null) {
  const url = new URL(PAGES[page], window.location.origin);
  url.searchParams.set('lang', language);
  if (token) url.searchParams.set(THEME_PREVIEW_PARAM, token);
  return `${url.pathname}${url.search}`;
}

/** A few exclusive choices as one row of buttons (radios underneath), named by a legend. */
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
    <fieldset className="flex min-w-0 flex-wrap items-center gap-1">
      <legend className="sr-only">{label}</legend>
      <span aria-hidden="true" className="me-1 text-xs font-medium text-neutral-600">
        {label}
      </span>
      {options.map((option) => (
        <label
          key={option}
          className="cursor-pointer rounded-md border border-neutral-300 bg-white px-2 py-1 text-xs text-neutral-800 hover:bg-neutral-50 has-checked:border-primary-strong has-checked:bg-neutral-100 has-checked:font-semibold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-strong"
        >
          <input
            type="radio"
            className="sr-only"
            name={`theme-preview-${label}`}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {text(option)}
        </label>
      ))}
    </fieldset>
  );
}

/** The element's size, followed as it changes (none before it is measured, or without the API). */
function useSize(ref: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * The real storefront in a frame, drawn by the server with the saved draft (a signed
 * ?themePreview= token, asked again after each save), at a desktop's or a phone's width scaled
 * to fit, in either language; the live shop when there is no draft.
 */
export function ThemePreview({
  draftSavedAt,
  scheduled,
  className = '',
}: {
  draftSavedAt: string | null;
  /** The change set to go live later: the preview can show the shop as it will look then. */
  scheduled: { id: number; publishAt: string } | null;
  className?: string;
}) {
  const { t, lang } = useI18n();
  const [showScheduled, setShowScheduled] = useState(false);
  const of = scheduled && (showScheduled || draftSavedAt === null) ? 'scheduled' : 'draft';
  const version = of === 'scheduled' ? `${scheduled?.id} ${scheduled?.publishAt}` : draftSavedAt;
  const [page, setPage] = useState<PreviewPage>('home');
  const [width, setWidth] = useState<PreviewWidth>(() =>
    window.matchMedia?.('(max-width: 639px)').matches ? 'phone' : 'desktop',
  );
  const [language, setLanguage] = useState<'en' | 'ar'>(lang);
  const token = usePreviewToken(of, version);
  const stage = useRef<HTMLDivElement>(null);
  const size = useSize(stage);

  const draft = version !== null;
  const address = previewAddress(page, language, draft ? (token.data?.token ?? null) : null);
  const ready = !draft || token.data !== undefined;

  // The frame is laid out at the chosen width and scaled down to the stage, centred in it.
  const frameWidth = VIEWPORTS[width];
  const scale = size ? Math.min(1, size.width / frameWidth) : 1;
  const frameStyle = size
    ? {
        width: frameWidth,
        height: size.height / scale,
        transform: scale < 1 ? `scale(${scale})` : undefined,
        transformOrigin: '0 0',
        marginInlineStart: Math.max(0, (size.width - frameWidth * scale) / 2),
      }
    : { width: '100%', maxWidth: frameWidth, height: '100%', marginInline: 'auto' };

  return (
    <section
      id="theme-preview"
      aria-labelledby="theme-preview-title"
      className={`${cardClass} flex min-w-0 flex-col gap-2 p-3 ${className}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="theme-preview-title" className="font-semibold">
          {t('theme.preview')}
        </h2>
        <a href={address} target="_blank" rel="noopener" className={`${linkClass} text-sm`}>
          {t('theme.openPreview')}
        </a>
      </div>
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
          options={Object.keys(VIEWPORTS) as PreviewWidth[]}
          value={width}
          onChange={setWidth}
          text={(option) => t(`theme.previewWidth.${option}`)}
        />
        {scheduled && draftSavedAt && (
          <Choice
            label={t('theme.previewOf')}
            options={['draft', 'scheduled'] as const}
            value={of}
            onChange={(option) => setShowScheduled(option === 'scheduled')}
            text={(option) => t(`theme.previewOf.${option}`)}
          />
        )}
        <Choice
          label={t('theme.previewLanguage')}
          options={['en', 'ar'] as const}
          value={language}
          onChange={setLanguage}
          text={(option) => t(option === 'en' ? 'theme.english' : 'theme.arabic')}
        />
      </div>
      {!draft && <p className="text-xs text-neutral-600">{t('theme.previewNoDraft')}</p>}
      {draft && token.isError && !token.data && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-800">
          <p>{t('theme.previewFailed')}</p>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => void token.refetch()}
          >
            {t('common.retry')}
          </button>
        </div>
      )}
      {!ready && !token.isError && (
        <p className="text-xs text-neutral-600">{t('theme.previewOpening')}</p>
      )}
      {/* Left to right whatever the page's direction: the frame's own page has its own. */}
      <div
        ref={stage}
        dir="ltr"
        className="relative h-[32rem] min-h-0 overflow-hidden rounded-md border border-neutral-200 bg-neutral-200 xl:h-auto xl:min-h-[20rem] xl:flex-1"
      >
        {ready && (
          <iframe
            key={address}
            title={t(
              of === 'scheduled' && draft
                ? 'theme.previewScheduled'
                : draft
                  ? 'theme.previewFrame'
                  : 'theme.previewLive',
            )}
            src={address}
            className="block border-0 bg-white"
            style={frameStyle}
          />
        )}
      </div>
    </section>
  );
}
