import { isApiError } from '@storefront/client/api-error';
import { LoaderCircle, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '../../../lib/forms/styles.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { goToPayment } from '../go-to-payment.ts';

// Every main and second button of the shop looks the same (the theme's colour for the main one).
const whileBusy = 'disabled:cursor-wait disabled:opacity-70';
export const primaryClass = `${primaryButtonClass} ${whileBusy}`;
export const secondaryClass = `${secondaryButtonClass} ${whileBusy}`;

/** 'Try again' / 'Go to payment': asks the payment link (a new one after a failure) and goes. */
export function PayButton({
  reference,
  label,
  onAlreadyPaid,
  primary = true,
}: {
  reference: string;
  label: string;
  onAlreadyPaid: () => void;
  primary?: boolean;
}) {
  const { t, language } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const go = async () => {
    setBusy(true);
    setError(null);
    try {
      await goToPayment(reference, language);
    } catch (cause) {
      setBusy(false);
      if (isApiError(cause) && cause.status === 409) onAlreadyPaid();
      setError(
        isApiError(cause) && cause.status < 500 && cause.code !== 'network_error'
          ? cause.message
          : t('payments.goToPayment.failed'),
      );
    }
  };
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => void go()}
        disabled={busy}
        className={primary ? primaryClass : secondaryClass}
      >
        {busy ? (
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
        ) : (
          <RotateCw aria-hidden className="size-4" />
        )}
        {label}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
