import { HOME_PREVIEW_PARAM } from '@storefront/contracts/admin-home';
import { useState } from 'react';
import type { AdminLanguage } from '../../i18n/catalogue.ts';
import {
  Choice,
  initialPreviewWidth,
  PreviewPanel,
  type PreviewWidth,
  VIEWPORTS,
} from '../../shared/ui/storefront-frame.tsx';
import { useHomePreviewToken } from './api.ts';
import { useHomeI18n } from './text.ts';

export const HOME_PREVIEW_ID = 'home-preview';

/** The storefront's home in a language, drawn with the draft by the token's grace. */
export function homePreviewAddress(language: AdminLanguage, token: string) {
  const query = new URLSearchParams({ lang: language, [HOME_PREVIEW_PARAM]: token });
  return `/?${query}`;
}

/**
 * The storefront's home page in a frame, drawn by the server with the draft layout as it is
 * saved (a signed ?homePreview= token), at a desktop's or a phone's width, in either language.
 * The frame loads again after each save (`savedAt`); unsaved edits are not in it, and it says so.
 */
export function HomePreview({
  savedAt,
  hasDraft,
  unsaved,
}: {
  savedAt: string | null;
  hasDraft: boolean;
  unsaved: boolean;
}) {
  const { t, lang } = useHomeI18n();
  const [width, setWidth] = useState<PreviewWidth>(initialPreviewWidth);
  const [language, setLanguage] = useState<AdminLanguage>(lang);
  const token = useHomePreviewToken();
  const address = token.data ? homePreviewAddress(language, token.data.token) : null;

  return (
    <PreviewPanel
      id={HOME_PREVIEW_ID}
      className="mb-4"
      heading={t('homeSections.previewTitle')}
      address={address}
      openLabel={t('homeSections.openPreview')}
      choices={
        <>
          <Choice
            label={t('homeSections.previewWidth')}
            options={Object.keys(VIEWPORTS) as PreviewWidth[]}
            value={width}
            onChange={setWidth}
            text={(option) => t(`homeSections.previewWidth.${option}`)}
          />
          <Choice
            label={t('homeSections.previewLanguage')}
            options={['en', 'ar'] as const}
            value={language}
            onChange={setLanguage}
            text={(option) => t(`homeSections.previewLanguage.${option}`)}
          />
        </>
      }
      note={
        <>
          {t(hasDraft ? 'homeSections.previewSaved' : 'homeSections.previewNoDraft')}
          {unsaved && (
            <span className="font-medium text-amber-800"> {t('homeSections.previewUnsaved')}</span>
          )}
        </>
      }
      failure={
        token.isError && !token.data
          ? {
              message: t('homeSections.previewFailed'),
              retryLabel: t('common.retry'),
              retry: () => void token.refetch(),
            }
          : null
      }
      opening={!token.data && !token.isError ? t('homeSections.previewOpening') : null}
      frame={{
        // A save draws the frame again: the token stays, the draft it shows has changed.
        key: savedAt ?? 'live',
        width,
        className: 'h-[32rem]',
        title: t(hasDraft ? 'homeSections.previewFrame' : 'homeSections.previewLiveFrame'),
      }}
    />
  );
}
