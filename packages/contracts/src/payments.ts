import { z } from 'zod';
import { idParamSchema } from './input-rules.ts';
import { ORDER_STATUSES, type OrderStatus } from './order-rules.ts';

/**
 * Spec 7 Payments and shipping (issue 6): payment providers, the cart's payment method, payment
 * links and results. Amounts are integer fils (decision 4). A payment's reference (128 random
 * bits, base64url) is what the gateway, the hosted page and the storefront speak of.
 *
 * Providers: cash on delivery (offline: no payment step, the order is 'placed') and the
 * built-in sandbox card gateway (redirect: a hosted page at /pay/<reference> served by the API).
 */

const id = idParamSchema;

/** Reference data: stable ids. */
export const CASH_ON_DELIVERY_PAYMENT_METHOD_ID = 1;
export const SANDBOX_CARD_PAYMENT_METHOD_ID = 2;

export const paymentProviderCodes = ['cash_on_delivery', 'sandbox_card'] as const;
export type PaymentProviderCode = (typeof paymentProviderCodes)[number];

/** offline: no payment step (cash on delivery); redirect: the browser pays on a hosted page. */
export const paymentProviderKinds = ['offline', 'redirect'] as const;
export type PaymentProviderKind = (typeof paymentProviderKinds)[number];

/** GET payment-providers: the active providers, in the request language, sorted. */
export const paymentProviderSchema = z.object({
  paymentMethodId: z.number().int(),
  code: z.enum(paymentProviderCodes),
  name: z.string(),
  description: z.string(),
  kind: z.enum(paymentProviderKinds),
});
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;
export const paymentProvidersSchema = z.array(paymentProviderSchema);

/** PUT carts/payment-method?paymentMethodId (answers the whole cart). */
export const cartPaymentMethodQuerySchema = z.object({ paymentMethodId: id });
export type CartPaymentMethodQuery = z.input<typeof cartPaymentMethodQuerySchema>;

/** A payment reference in a path: 128 bits base64url is 22 characters; be a little lenient. */
export const paymentReferenceSchema = z
  .string('payments.validation.reference')
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'payments.validation.reference');
export const paymentReferenceParamsSchema = z.object({ ref: paymentReferenceSchema });

/** GET payments/reference/{ref}/payment-link: where the browser pays (a relative URL). */
export const paymentLinkSchema = z.object({
  /** The reference to pay: a new one when a failed payment is retried. */
  reference: z.string(),
  /** '/pay/<reference>' for the sandbox gateway. */
  url: z.string(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

export const paymentStatuses = ['pending', 'succeeded', 'failed'] as const;
export type PaymentStatusValue = (typeof paymentStatuses)[number];

export const orderStatuses = ORDER_STATUSES;
export type OrderStatusValue = OrderStatus;

/** Why a card payment failed (UI keys payments.failure.<reason>). */
export const paymentFailureReasons = ['card_declined', 'card_not_supported'] as const;
export type PaymentFailureReason = (typeof paymentFailureReasons)[number];

/** GET payments/reference/{ref}/status. */
export const paymentStatusSchema = z.object({
  reference: z.string(),
  status: z.enum(paymentStatuses),
  orderId: z.number().int(),
  /** The order number shown to the shopper. */
  orderNumber: z.string(),
  orderStatus: z.enum(orderStatuses),
  /** fils */
  amount: z.number().int(),
  /** 'card_declined' | 'card_not_supported' when failed; null otherwise. */
  failureReason: z.string().nullable(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** GET payment-requests/reference/{ref}/access: what the hosted payment page shows. */
export const paymentAccessSchema = z.object({
  reference: z.string(),
  /** The shop's title (spec 9 Title). */
  shopTitle: z.string(),
  orderNumber: z.string(),
  /** fils, from the database. */
  amount: z.number().int(),
  paymentMethodId: z.number().int(),
  providerCode: z.enum(paymentProviderCodes),
});
export type PaymentAccess = z.infer<typeof paymentAccessSchema>;

/** PUT payment-requests/reference/{ref}/submitted (idempotent). */
export const paymentSubmittedBodySchema = z.object({ paymentMethodId: id });
export type PaymentSubmittedBody = z.input<typeof paymentSubmittedBodySchema>;
export const paymentSubmittedSchema = z.object({
  reference: z.string(),
  status: z.enum(paymentStatuses),
  /** When the payment was first marked submitted (ISO). */
  submittedAt: z.string(),
});
export type PaymentSubmitted = z.infer<typeof paymentSubmittedSchema>;

/** GET payments/payment-result?reference&result&signature: the gateway's signed callback. */
export const paymentResultValues = ['succeeded', 'failed'] as const;
export const paymentResultQuerySchema = z.object({
  reference: paymentReferenceSchema,
  result: z.enum(paymentResultValues, 'payments.validation.result'),
  signature: z.string('payments.validation.signature').regex(/^[A-Za-z0-9_-]{10,128}$/, {
    message: 'payments.validation.signature',
  }),
});
export type PaymentResultQuery = z.infer<typeof paymentResultQuerySchema>;
/** Its answer: a 303 redirect, with no body. */
export const paymentResultRedirectSchema = z
  .null()
  .describe('Redirect to /checkout/result?reference=…');

/** GET tabby-accounts / tamara-accounts: configured buy-now-pay-later accounts (none in the demo). */
export const bnplAccountSchema = z.object({
  accountId: z.string(),
  name: z.string(),
});
export const bnplAccountsSchema = z.array(bnplAccountSchema);
export type BnplAccounts = z.infer<typeof bnplAccountsSchema>;
