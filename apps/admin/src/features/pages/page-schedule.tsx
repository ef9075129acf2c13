import { useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { shopLocalToIso, toShopLocal } from '../../shared/shop-time.ts';
import { TextField } from '../../shared/ui/field.tsx';
import { cardClass, dangerButtonClass, secondaryButtonClass } from '../../shared/ui/styles.ts';

/**
 * The draft set to go live at a moment (typed in Kuwait time, sent in UTC), or the publish
 * already scheduled with its moment, who set it and a way to cancel it. As the theme's
 * (theme-schedule.tsx), outside the page's form; unsaved edits are saved first, by the page.
 */
export function PageSchedule({
  publishAt,
  scheduledBy,
  canSchedule,
  busy,
  error,
  onSchedule,
  onCancel,
}: {
  publishAt: string | null;
  scheduledBy: string | null;
  /** Something to publish: a saved draft, unsaved edits, or a page not yet on the shop. */
  canSchedule: boolean;
  busy: boolean;
  /** The API's refusal of the moment (more than a year ahead, already past). */
  error?: string | undefined;
  onSchedule: (publishAt: string) => void;
  onCancel: () => void;
}) {
  const { t, lang } = useI18n();
  const id = useId();
  const [at, setAt] = useState(() => toShopLocal(new Date(Date.now() + 24 * 3_600_000)));
  const [invalid, setInvalid] = useState(false);
  return (
    <section aria-labelledby={`${id}-title`} className={`${cardClass} grid gap-3 p-4`}>
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {t('pages.schedule')}
      </h2>
      {publishAt ? (
        <>
          <p className="text-sm">
            {t('pages.scheduledFor', { time: formatDateTime(publishAt, lang) })}
            {scheduledBy && <> · {t('pages.scheduledBy', { name: scheduledBy })}</>}
          </p>
          <p className="text-xs text-neutral-600">{t('pages.scheduledNote')}</p>
          <div>
            <button
              type="button"
              className={dangerButtonClass}
              disabled={busy}
              onClick={() => {
                if (window.confirm(t('pages.confirmCancelSchedule'))) onCancel();
              }}
            >
              {t('pages.cancelSchedule')}
            </button>
          </div>
        </>
      ) : (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const iso = shopLocalToIso(at);
            const later = iso !== null && new Date(iso).getTime() > Date.now();
            setInvalid(!later);
            if (iso && later) onSchedule(iso);
          }}
        >
          <TextField
            type="datetime-local"
            label={t('pages.scheduleAt')}
            hint={canSchedule ? t('pages.scheduleHint') : t('pages.scheduleNothing')}
            error={invalid ? t('pages.scheduleInvalid') : error}
            value={at}
            onChange={(event) => setAt(event.currentTarget.value)}
            className="min-w-0 basis-64"
          />
          <button type="submit" className={secondaryButtonClass} disabled={busy || !canSchedule}>
            {t('pages.scheduleButton')}
          </button>
        </form>
      )}
    </section>
  );
}
