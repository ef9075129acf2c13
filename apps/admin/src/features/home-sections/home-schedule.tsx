import { useState } from 'react';
import { formatDateTime } from '../../shared/format-date.ts';
import { shopLocalToIso, toShopLocal } from '../../shared/shop-time.ts';
import { TextField } from '../../shared/ui/field.tsx';
import { cardClass, dangerButtonClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import { useHomeI18n } from './text.ts';

/**
 * The draft set to go live at a moment (typed in Kuwait time, sent in UTC), or the moment already
 * set, by whom, and a way to cancel it. Unsaved edits are saved first (the saved draft goes live).
 */
export function HomeSchedule({
  publishAt,
  scheduledBy,
  canSchedule,
  unsaved,
  busy,
  onSchedule,
  onCancel,
}: {
  publishAt: string | null;
  scheduledBy: string | null;
  /** A saved draft, or edits to save first. */
  canSchedule: boolean;
  unsaved: boolean;
  busy: boolean;
  onSchedule: (publishAt: string) => void;
  onCancel: () => void;
}) {
  const { t, lang } = useHomeI18n();
  const [at, setAt] = useState(() => toShopLocal(new Date(Date.now() + 24 * 3_600_000)));
  const [invalid, setInvalid] = useState(false);
  return (
    <section aria-labelledby="home-schedule" className={`${cardClass} grid gap-3 p-4`}>
      <h2 id="home-schedule" className="font-semibold">
        {t('homeSections.schedule')}
      </h2>
      {publishAt ? (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <p className="min-w-0 flex-1 text-sm">
              {t('homeSections.scheduledFor', { time: formatDateTime(publishAt, lang) })}
              {scheduledBy && <> {t('homeSections.scheduledBy', { name: scheduledBy })}</>}
            </p>
            <button
              type="button"
              className={dangerButtonClass}
              disabled={busy}
              onClick={() => {
                if (window.confirm(t('homeSections.confirmCancelSchedule'))) onCancel();
              }}
            >
              {t('homeSections.cancelSchedule')}
            </button>
          </div>
          <p className="text-xs text-neutral-600">{t('homeSections.scheduledEdits')}</p>
        </div>
      ) : (
        <form
          noValidate
          aria-labelledby="home-schedule"
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const iso = shopLocalToIso(at);
            const later = iso !== null && new Date(iso).getTime() > Date.now();
            setInvalid(!later);
            if (iso && later && canSchedule) onSchedule(iso);
          }}
        >
          <TextField
            type="datetime-local"
            label={t('homeSections.scheduleAt')}
            hint={
              !canSchedule
                ? t('homeSections.scheduleNeedsDraft')
                : unsaved
                  ? `${t('homeSections.scheduleHint')} ${t('homeSections.scheduleSavesFirst')}`
                  : t('homeSections.scheduleHint')
            }
            error={invalid ? t('homeSections.scheduleInvalid') : undefined}
            value={at}
            onChange={(event) => setAt(event.currentTarget.value)}
            className="min-w-0 basis-64"
          />
          <button type="submit" className={secondaryButtonClass} disabled={busy || !canSchedule}>
            {t('homeSections.scheduleButton')}
          </button>
        </form>
      )}
    </section>
  );
}
