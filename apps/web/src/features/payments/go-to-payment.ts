import type { LanguageCode } from '@storefront/contracts/locale';
import { getPaymentLink } from './api/get-payment-link.ts';

/**
 * Asks where to pay (a retry of a failed payment gets a new reference) and sends the browser
 * there: the hosted card page is not part of the app. The page is asked for in the shop's
 * language, which the browser's own Accept-Language may not be. Rejects when the API refuses
 * (the caller shows why); resolves once the browser is on its way.
 */
export async function goToPayment(reference: string, language?: LanguageCode): Promise<void> {
  const { url } = await getPaymentLink(reference);
  const target = language ? `${url}${url.includes('?') ? '&' : '?'}lang=${language}` : url;
  window.location.assign(target);
}
