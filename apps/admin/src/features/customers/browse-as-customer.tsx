import { useI18n } from '../../i18n/i18n-context.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { secondaryButtonClass } from '../../shared/ui/styles.ts';
import { useBrowseAsCustomer } from './api/browse-as-customer.ts';

/** The impersonation's start, for staff who may (`impersonate`: owner and support). */
export function BrowseAsCustomer({ customerId }: { customerId: string }) {
  const { t, lang } = useI18n();
  const browse = useBrowseAsCustomer(customerId, lang);
  return (
    <div className="space-y-2">
      <FormAlert message={browse.isError ? t('customer.browseFailed') : undefined} />
      <button
        type="button"
        className={secondaryButtonClass}
        // Stays disabled after success: the page is leaving for the shop.
        disabled={browse.isPending || browse.isSuccess}
        onClick={() => browse.mutate()}
      >
        {t('customer.browseAs')}
      </button>
      <p className="text-xs text-neutral-600">{t('customer.browseHint')}</p>
    </div>
  );
}
