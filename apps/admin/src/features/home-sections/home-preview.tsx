import { HOME_PREVIEW_PARAM } from '@storefront/contracts/admin-home';
import { useState } from 'react';
import type { AdminLanguage } from '../../i18n/catalogue.ts';
import {
  Choice,
  initialPreviewWidth,
  type PreviewWidth,
  StorefrontFrame,
  VIEWPORTS,
} from '../../shared/ui/storefront-frame.tsx';
import { cardClass, linkClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
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
    <section
      id={HOME_PREVIEW_ID}
      aria-labelledby="home-preview-title"
      className={`${cardClass} mb-4 flex min-w-0 flex-col gap-2 p-3`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="home-preview-title" className="font-semibold">
          {t('homeSections.previewTitle')}
        </h2>
        {address && (
          <a href={address} target="_blank" rel="noopener" className={`${linkClass} text-sm`}>
            {t('homeSections.openPreview')}
          </a>
        )}
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
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
      </div>
      <p className="text-xs text-neutral-600">
        {t(hasDraft ? 'homeSections.previewSaved' : 'homeSections.previewNoDraft')}
        {unsaved && (
          <span className="font-medium text-amber-800"> {t('homeSections.previewUnsaved')}</span>
        )}
      </p>
      {token.isError && !token.data && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-800">
          <p>{t('homeSections.previewFailed')}</p>
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
        <p className="text-xs text-neutral-600">{t('homeSections.previewOpening')}</p>
      )}
      <StorefrontFrame
        // A save draws the frame again: the token stays, the draft it shows has changed.
        key={savedAt ?? 'live'}
        address={address}
        width={width}
        className="h-[32rem]"
        title={t(hasDraft ? 'homeSections.previewFrame' : 'homeSections.previewLiveFrame')}
      />
    </section>
  );
}
