import type { PaymentProvider, PaymentProviderCode } from '@storefront/contracts/payments';

/**
 * The payment method of the shopper's last order, remembered in this browser's localStorage
 * (issue 29): checkout chooses it again for them when it is still offered. Kept by the method's
 * code, which stays the same when the shop's ids change; a guest and a customer on one device
 * share it, as the device's owner is the one paying. Nothing else is stored, and storage that
 * throws (private modes) only means nothing is remembered.
 */
const STORAGE_KEY = 'lastPaymentMethod';

export function rememberPaymentMethod(code: PaymentProviderCode): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Not remembered: checkout asks again next time.
  }
}

/** The remembered method among those offered now; null when none is remembered or offered. */
export function rememberedPaymentMethod(
  providers: readonly PaymentProvider[],
): PaymentProvider | null {
  let code: string | null = null;
  try {
    code = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  return providers.find((provider) => provider.code === code) ?? null;
}
