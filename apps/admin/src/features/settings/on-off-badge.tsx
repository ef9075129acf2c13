import { useI18n } from '../../i18n/i18n-context.tsx';

/** On or off, in words (the colour only repeats them). */
export function OnOffBadge({ on }: { on: boolean }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${
        on ? 'bg-green-100 text-green-800' : 'bg-neutral-200 text-neutral-800'
      }`}
    >
      {on ? t('settings.on') : t('settings.off')}
    </span>
  );
}

/** The shop's default shipping method. */
export function DefaultBadge() {
  const { t } = useI18n();
  return (
    <span className="inline-block whitespace-nowrap rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">
      {t('shipping.default')}
    </span>
  );
}
