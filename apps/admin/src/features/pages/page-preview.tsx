import { PAGE_PREVIEW_PARAM } from '@storefront/contracts/admin-pages';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import {
  Choice,
  initialPreviewWidth,
  PreviewPanel,
  type PreviewWidth,
  VIEWPORTS,
} from '../../shared/ui/storefront-frame.tsx';
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
    <PreviewPanel
      id={PAGE_PREVIEW_ID}
      className="mb-4"
      heading={t('pages.previewTitle')}
      address={address}
      openLabel={t('pages.openPreview')}
      choices={
        <>
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
        </>
      }
      note={
        <>
          {t('pages.previewSaved')}
          {unsaved && (
            <span className="font-medium text-amber-800"> {t('pages.previewUnsaved')}</span>
          )}
        </>
      }
      failure={
        token.isError && !token.data
          ? {
              message: t('pages.previewFailed'),
              retryLabel: t('common.retry'),
              retry: () => void token.refetch(),
            }
          : null
      }
      opening={!token.data && !token.isError ? t('pages.previewOpening') : null}
      frame={{
        // A save draws the frame again: the token stays, the draft it shows has changed.
        key: savedAt,
        width,
        className: 'h-[32rem]',
        title: t('pages.previewFrame'),
      }}
    />
  );
}
