import type { AdminTheme } from '@storefront/contracts/admin-theme';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { shopLocalToIso, toShopLocal } from '../../shared/shop-time.ts';
import { TextField } from '../../shared/ui/field.tsx';
import { cardClass, dangerButtonClass, secondaryButtonClass } from '../../shared/ui/styles.ts';

/**
 * The draft set to go live at a moment (typed in Kuwait time, sent in UTC), or the change already
 * scheduled with its moment and a way to cancel it. A draft with unsaved edits is saved first.
 */
export function ThemeSchedule({
  theme,
  canSchedule,
  busy,
  onSchedule,
  onCancel,
  className = '',
}: {
  theme: AdminTheme;
  /** A saved draft and no unsaved edits. */
  canSchedule: boolean;
  busy: boolean;
  onSchedule: (publishAt: string) => void;
  onCancel: () => void;
  className?: string;
}) {
  const { t, lang } = useI18n();
  const [at, setAt] = useState(() => toShopLocal(new Date(Date.now() + 24 * 3_600_000)));
  const [invalid, setInvalid] = useState(false);
  const scheduled = theme.scheduled;
  return (
    <section
      aria-labelledby="theme-schedule"
      className={`${cardClass} grid gap-3 p-4 ${className}`}
    >
      <h2 id="theme-schedule" className="font-semibold">
        {t('theme.schedule')}
      </h2>
      {scheduled ? (
        <div className="flex flex-wrap items-center gap-3">
          <span
            aria-hidden="true"
            className="size-5 shrink-0 rounded-full border border-neutral-300"
            style={{ backgroundColor: scheduled.color }}
          />
          <p className="min-w-0 flex-1 text-sm">
            {t('theme.scheduledFor', { time: formatDateTime(scheduled.publishAt, lang) })}
            {scheduled.scheduledBy && (
              <> · {t('theme.scheduledBy', { name: scheduled.scheduledBy })}</>
            )}
          </p>
          <button
            type="button"
            className={dangerButtonClass}
            disabled={busy}
            onClick={() => {
              if (window.confirm(t('theme.confirmCancelSchedule'))) onCancel();
            }}
          >
            {t('theme.cancelSchedule')}
          </button>
        </div>
      ) : (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const iso = shopLocalToIso(at);
            setInvalid(iso === null || new Date(iso).getTime() <= Date.now());
            if (iso && new Date(iso).getTime() > Date.now()) onSchedule(iso);
          }}
        >
          <TextField
            type="datetime-local"
            label={t('theme.scheduleAt')}
            hint={canSchedule ? t('theme.scheduleHint') : t('theme.scheduleNeedsDraft')}
            error={invalid ? t('theme.scheduleInvalid') : undefined}
            value={at}
            onChange={(event) => setAt(event.currentTarget.value)}
            className="min-w-0 basis-64"
          />
          <button type="submit" className={secondaryButtonClass} disabled={busy || !canSchedule}>
            {t('theme.scheduleButton')}
          </button>
        </form>
      )}
    </section>
  );
}
