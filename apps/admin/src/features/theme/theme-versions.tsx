import type { ThemeVersion } from '@storefront/contracts/admin-theme';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { cardClass, secondaryButtonClass } from '../../shared/ui/styles.ts';

/** Every version published, newest first: the live one marked, the others restorable. */
export function ThemeVersions({
  versions,
  restoring,
  onRestore,
}: {
  versions: ThemeVersion[];
  restoring: boolean;
  onRestore: (id: number) => void;
}) {
  const { t, lang } = useI18n();
  return (
    <section aria-labelledby="theme-versions" className={cardClass}>
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
                  className="size-5 shrink-0 rounded-full border border-neutral-300"
                  style={{ backgroundColor: version.color }}
                />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {t('theme.version', { id: version.id })}{' '}
                    <span dir="ltr" className="font-mono text-xs text-neutral-600">
                      {version.color}
                    </span>
                    {version.live && (
                      <span className="ms-2 rounded bg-green-100 px-1.5 py-0.5 text-xs font-medium text-green-900">
                        {t('theme.live')}
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-neutral-600">
                    {version.publishedBy
                      ? t('theme.publishedBy', { time, name: version.publishedBy })
                      : `${t('theme.startingTheme')} · ${t('theme.publishedAt', { time })}`}
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
                    disabled={restoring}
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
