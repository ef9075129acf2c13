import { useI18n } from '../../i18n/i18n-context.tsx';
import { useThemeConfig } from '../../shared/api/get-theme-config.ts';

/** The shop's name (from its theme, in the chosen language) and "Back office". */
export function ShopName({ className = 'text-neutral-900' }: { className?: string }) {
  const { t } = useI18n();
  const title = useThemeConfig().data?.title;
  return (
    <p className={`flex min-w-0 items-baseline gap-2 ${className}`}>
      <span className="truncate font-semibold">{title ?? t('app.shop')}</span>
      <span className="hidden shrink-0 text-xs opacity-75 sm:inline">{t('app.name')}</span>
    </p>
  );
}
