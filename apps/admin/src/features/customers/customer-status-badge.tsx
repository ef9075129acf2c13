import type { CustomerStatus } from '@storefront/contracts/admin-customers';
import { useI18n } from '../../i18n/i18n-context.tsx';

const tone: Record<CustomerStatus, string> = {
  active: 'bg-green-100 text-green-800',
  deactivated: 'bg-red-100 text-red-800',
};

/** Whether the account may sign in, in words (the colour only repeats them). */
export function CustomerStatusBadge({ status }: { status: CustomerStatus }) {
  const { t } = useI18n();
  return (
    <span
      data-status={status}
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${tone[status]}`}
    >
      {t(`customers.status.${status}`)}
    </span>
  );
}
