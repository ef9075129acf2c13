import { useI18n } from '../../i18n/i18n-context.tsx';
import { primaryButtonClass, secondaryButtonClass } from './styles.ts';

/** A filter form's Apply (submits it) and Clear, laid out by the form that holds them. */
export function FilterActions({ className, onClear }: { className: string; onClear: () => void }) {
  const { t } = useI18n();
  return (
    <div className={className}>
      <button type="submit" className={primaryButtonClass}>
        {t('common.apply')}
      </button>
      <button type="button" className={secondaryButtonClass} onClick={onClear}>
        {t('common.clear')}
      </button>
    </div>
  );
}
