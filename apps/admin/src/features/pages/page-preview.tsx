import { PAGE_PREVIEW_PARAM } from '@storefront/contracts/admin-pages';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import {
  Choice,
  initialPreviewWidth,
  type PreviewWidth,
  StorefrontFrame,
  VIEWPORTS,
} from '../../shared/ui/storefront-frame.tsx';
import { cardClass, linkClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import { usePagePreviewToken } from './api.ts';
import type { PageLanguage } from './form-values.ts';

export const PAGE_PREVIEW_ID = 'page-preview';

/** The page on the storefront in a language, drawn with its draft by the token's grace. */
export function pagePreviewAddress(id: number, language: PageLanguage, token: string) {
  const query = new URLSearchParams({ lang: language, [PAGE_PREVIEW_PARAM]: token });
  return `/pages/${id}?${query}`;
}

/**
 * The page on the real storefront, in a frame: drawn by the server with the draft as it is saved
 * (a signed ?pagePreview= token, decision 70), hidden or not, at a desktop's or a phone's width,
 * in either language. It loads again after each save (`savedAt`); unsaved edits are not in it,
 * and it says so.
 */
export function PagePreview({
  id,
  savedAt,
  unsaved,
  initialLanguage,
}: {
  id: number;
  savedAt: string;
  unsaved: boolean;
  initialLanguage: PageLanguage;
}) {
  const { t } = useI18n();
  const [width, setWidth] = useState<PreviewWidth>(initialPreviewWidth);
  const [language, setLanguage] = useState<PageLanguage>(initialLanguage);
  const token = usePagePreviewToken(id);
  const address = token.data ? pagePreviewAddress(id, language, token.data.token) : null;

  return (
    <section
      id={PAGE_PREVIEW_ID}
      aria-labelledby="page-preview-title"
      className={`${cardClass} mb-4 flex min-w-0 flex-col gap-2 p-3`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="page-preview-title" className="font-semibold">
          {t('pages.previewTitle')}
        </h2>
        {address && (
          <a href={address} target="_blank" rel="noopener" className={`${linkClass} text-sm`}>
            {t('pages.openPreview')}
          </a>
        )}
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        <Choice
          label={t('pages.previewWidth')}
          options={Object.keys(VIEWPORTS) as PreviewWidth[]}
          value={width}
          onChange={setWidth}
          text={(option) => t(`pages.previewWidth.${option}`)}
        />
        <Choice
          label={t('pages.previewLanguage')}
          options={['en', 'ar'] as const}
          value={language}
          onChange={setLanguage}
          text={(option) => t(`pages.lang.${option}`)}
        />
      </div>
      <p className="text-xs text-neutral-600">
        {t('pages.previewSaved')}
        {unsaved && (
          <span className="font-medium text-amber-800"> {t('pages.previewUnsaved')}</span>
        )}
      </p>
      {token.isError && !token.data && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-800">
          <p>{t('pages.previewFailed')}</p>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => void token.refetch()}
          >
            {t('common.retry')}
          </button>
        </div>
      )}
      {!token.data && !token.isError && (
        <p className="text-xs text-neutral-600">{t('pages.previewOpening')}</p>
      )}
      <StorefrontFrame
        // A save draws the frame again: the token stays, the draft it shows has changed.
        key={savedAt}
        address={address}
        width={width}
        className="h-[32rem]"
        title={t('pages.previewFrame')}
      />
    </section>
  );
}
