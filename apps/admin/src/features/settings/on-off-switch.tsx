import { useI18n } from '../../i18n/i18n-context.tsx';

/**
 * A switch (role switch): its name is the thing it turns on or off (`labelledBy`), its state is
 * read as on or off and written beside it. The knob sits at the start when off and at the end
 * when on, in either direction of reading.
 */
export function OnOffSwitch({
  on,
  labelledBy,
  pending,
  onToggle,
}: {
  on: boolean;
  labelledBy: string;
  pending: boolean;
  onToggle: () => void;
}) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-labelledby={labelledBy}
      // Not disabled while saving: the focus stays on it.
      aria-disabled={pending || undefined}
      onClick={() => {
        if (!pending) onToggle();
      }}
      className="inline-flex items-center gap-2 rounded-md px-1 py-1 text-sm font-medium text-neutral-800"
    >
      <span
        aria-hidden="true"
        className={`flex w-10 rounded-full border p-0.5 transition ${
          on
            ? 'justify-end border-primary-strong bg-primary-strong'
            : 'border-neutral-400 bg-neutral-200'
        }`}
      >
        <span className="size-4 rounded-full bg-white shadow-sm ring-1 ring-neutral-200" />
      </span>
      <span aria-hidden="true" className="text-start">
        {on ? t('settings.on') : t('settings.off')}
      </span>
    </button>
  );
}
