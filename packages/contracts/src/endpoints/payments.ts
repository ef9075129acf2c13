/**
 * The payments' operations under /api (apps/api/src/modules/payments). The sandbox gateway's
 * hosted page (/pay/{reference}) is not part of the API and has no endpoint here.
 */
import type { cartSchema } from '../cart.ts';
import { endpoint, types } from '../endpoint.ts';
import type {
  bnplAccountsSchema,
  cartPaymentMethodQuerySchema,
  paymentAccessSchema,
  paymentLinkSchema,
  paymentProvidersSchema,
  paymentResultQuerySchema,
  paymentResultRedirectSchema,
  paymentStatusSchema,
  paymentSubmittedBodySchema,
  paymentSubmittedSchema,
} from '../payments.ts';

export const listPaymentProviders = endpoint(
  'GET',
  'payment-providers',
  types<{ response: typeof paymentProvidersSchema }>(),
);
export const setCartPaymentMethod = endpoint(
  'PUT',
  'carts/payment-method',
  types<{ response: typeof cartSchema; query: typeof cartPaymentMethodQuerySchema }>(),
);
export const getPaymentLink = endpoint(
  'GET',
  'payments/reference/{ref}/payment-link',
  types<{ response: typeof paymentLinkSchema }>(),
);
export const getPaymentStatus = endpoint(
  'GET',
  'payments/reference/{ref}/status',
  types<{ response: typeof paymentStatusSchema }>(),
);
export const getPaymentAccess = endpoint(
  'GET',
  'payment-requests/reference/{ref}/access',
  types<{ response: typeof paymentAccessSchema }>(),
);
export const markPaymentSubmitted = endpoint(
  'PUT',
  'payment-requests/reference/{ref}/submitted',
  types<{ response: typeof paymentSubmittedSchema; body: typeof paymentSubmittedBodySchema }>(),
);
/** The card gateway's signed result callbacks: browser redirects (303) back to the shop. */
type Redirect = { status: 303; response: typeof paymentResultRedirectSchema };
export const receivePaymentResult = endpoint(
  'GET',
  'payments/payment-result',
  types<Redirect & { query: typeof paymentResultQuerySchema }>(),
);
export const receiveSandboxPaymentResult = endpoint(
  'GET',
  'payments/sandbox/payment-result',
  types<Redirect & { query: typeof paymentResultQuerySchema }>(),
);
export const listTabbyAccounts = endpoint(
  'GET',
  'tabby-accounts',
  types<{ response: typeof bnplAccountsSchema }>(),
);
export const listTamaraAccounts = endpoint(
  'GET',
  'tamara-accounts',
  types<{ response: typeof bnplAccountsSchema }>(),
);
