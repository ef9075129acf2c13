import { useI18n } from '../../i18n/i18n-context.tsx';
import { dangerButtonClass, secondaryButtonClass } from './styles.ts';

/**
 * Rename and Delete for a row of a list (a category, a brand): short words on screen, the row's
 * name in what a screen reader hears, and Delete asks first with `confirmText`.
 */
export function RowActions({
  name,
  confirmText,
  deleting,
  onRename,
  onDelete,
}: {
  name: string;
  confirmText: string;
  deleting: boolean;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <button
        type="button"
        className={secondaryButtonClass}
        aria-label={t('categories.rename', { name })}
        onClick={onRename}
      >
        {t('categories.renameShort')}
      </button>
      <button
        type="button"
        className={dangerButtonClass}
        aria-label={t('categories.delete', { name })}
        disabled={deleting}
        onClick={() => {
          if (window.confirm(confirmText)) onDelete();
        }}
      >
        {t('categories.deleteShort')}
      </button>
    </>
  );
}
