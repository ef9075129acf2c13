import { THEME_PREVIEW_PARAM } from '@storefront/contracts/theme-rules';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import {
  Choice,
  initialPreviewWidth,
  PreviewPanel,
  type PreviewWidth,
  VIEWPORTS,
} from '../../shared/ui/storefront-frame.tsx';
import { usePreviewToken } from './api.ts';

/** The storefront pages the preview shows. */
const PAGES = {
  home: '/',
  product: '/products/1',
  category: '/search/filterSearch?categoryId=1',
} as const;
type PreviewPage = keyof typeof PAGES;

/** The storefront's address for a page in a language, with the draft's token when there is one. */
export function previewAddress(page: PreviewPage, language: 'en' | 'ar', token: string | null) {
  const url = new URL(PAGES[page], window.location.origin);
  url.searchParams.set('lang', language);
  if (token) url.searchParams.set(THEME_PREVIEW_PARAM, token);
  return `${url.pathname}${url.search}`;
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
  const [width, setWidth] = useState<PreviewWidth>(initialPreviewWidth);
  const [language, setLanguage] = useState<'en' | 'ar'>(lang);
  const token = usePreviewToken(of, version);

  const draft = version !== null;
  const address = previewAddress(page, language, draft ? (token.data?.token ?? null) : null);
  const ready = !draft || token.data !== undefined;

  return (
    <PreviewPanel
      id="theme-preview"
      className={className}
      heading={t('theme.preview')}
      address={ready ? address : null}
      openLabel={t('theme.openPreview')}
      choices={
        <>
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
        </>
      }
      note={draft ? null : t('theme.previewNoDraft')}
      failure={
        draft && token.isError && !token.data
          ? {
              message: t('theme.previewFailed'),
              retryLabel: t('common.retry'),
              retry: () => void token.refetch(),
            }
          : null
      }
      opening={!ready && !token.isError ? t('theme.previewOpening') : null}
      frame={{
        width,
        className: 'h-[32rem] xl:h-auto xl:min-h-[20rem] xl:flex-1',
        title: t(
          of === 'scheduled' && draft
            ? 'theme.previewScheduled'
            : draft
              ? 'theme.previewFrame'
              : 'theme.previewLive',
        ),
      }}
    />
  );
}
