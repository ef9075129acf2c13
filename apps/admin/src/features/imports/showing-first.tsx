import { useI18n } from '../../i18n/i18n-context.tsx';

/** "Showing the first 200 of 1,234." when a report's list holds fewer than its count. */
export function ShowingFirst({ shown, total }: { shown: number; total: number }) {
  const { t } = useI18n();
  if (shown >= total) return null;
  return (
    <p className="mb-2 text-sm text-neutral-700">{t('imports.showingFirst', { shown, total })}</p>
  );
}
