import type { ThemeVersion } from '@storefront/contracts/admin-theme';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { cardClass, secondaryButtonClass } from '../../shared/ui/styles.ts';

/**
 * Every version published, newest first: when and by whom (or the theme the shop started with),
 * its colour, the live one marked, and the others restorable (published again, after a yes).
 */
export function ThemeVersions({
  versions,
  busy,
  onRestore,
  className = '',
}: {
  versions: ThemeVersion[];
  busy: boolean;
  onRestore: (id: number) => void;
  className?: string;
}) {
  const { t, lang } = useI18n();
  return (
    <section aria-labelledby="theme-versions" className={`${cardClass} min-w-0 ${className}`}>
      <h2 id="theme-versions" className="border-b border-neutral-100 p-3 font-semibold">
        {t('theme.versions')}
      </h2>
      {versions.length === 0 ? (
        <p className="p-3 text-sm text-neutral-600">{t('theme.versionsEmpty')}</p>
      ) : (
        <ol className="divide-y divide-neutral-100">
          {versions.map((version) => {
            const time = formatDateTime(version.publishedAt, lang);
            return (
              <li key={version.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                <span
                  aria-hidden="true"
                  className="size-6 shrink-0 rounded-full border border-neutral-300"
                  style={{ backgroundColor: version.color }}
                />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-2 font-medium">
                    {t('theme.version', { id: version.id })}
                    <span dir="ltr" className="font-mono text-xs font-normal text-neutral-600">
                      {version.color}
                    </span>
                    {version.live && (
                      <span className="rounded bg-green-100 px-1.5 py-0.5 text-xs font-medium text-green-900">
                        {t('theme.live')}
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-neutral-600">
                    <time dateTime={version.publishedAt}>
                      {version.publishedBy
                        ? t('theme.publishedBy', { time, name: version.publishedBy })
                        : t('theme.publishedAt', { time })}
                    </time>
                    {version.publishedBy === null && <> · {t('theme.startingTheme')}</>}
                    {version.restoredFrom !== null && (
                      <> · {t('theme.restoredFrom', { id: version.restoredFrom })}</>
                    )}
                  </p>
                </div>
                {!version.live && (
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    aria-label={t('theme.restoreOf', { id: version.id })}
                    disabled={busy}
                    onClick={() => {
                      if (window.confirm(t('theme.confirmRestore', { id: version.id }))) {
                        onRestore(version.id);
                      }
                    }}
                  >
                    {t('theme.restore')}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
