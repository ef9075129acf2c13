import { z } from 'zod';
import { INT4_MAX, idParamSchema } from './input-rules.ts';
import {
  MANUAL_REFUND_METHODS,
  REFUND_METHODS,
  REFUND_NOTE_MAX_LENGTH,
  REFUND_SCOPES,
  RETURN_STATUSES,
} from './refund-rules.ts';

/**
 * Refunds and returns in the back office (issue 26; endpoints/admin/order-refunds.ts,
 * apps/api/src/modules/orders/refunds and returns): a refund of the whole order, chosen lines, an
 * amount or a received return, never more than was paid; a return request approved, refused with
 * a reason the shopper reads, or received with its units back in stock or not. Money is integer
 * fils.
 */

const whole = (message: string) =>
  z.number(message).int(message).positive(message).max(INT4_MAX, message);

export const refundLineSchema = z.object({
  itemId: whole('validation.refundLine'),
  quantity: whole('validation.refundQuantity'),
});

/** Which fields each scope takes: anything else is refused, so no refund is ever ambiguous. */
const SCOPE_FIELDS = {
  order: [],
  lines: ['lines'],
  amount: ['amount'],
  return: ['returnId'],
} as const;
const SCOPED = ['lines', 'amount', 'returnId'] as const;
/** What a scope's own field says when it is missing. */
const missing = {
  lines: 'validation.refundLines',
  amount: 'validation.refundAmount',
  returnId: 'validation.refundReturn',
} as const;

/**
 * POST admin/orders/{id}/refunds. scope order: all that is left to refund; lines: the paid value
 * of these units; amount: fils; return: a received return's lines. method: how an order not paid
 * by card was paid back (a card payment goes back through its gateway).
 */
export const orderRefundRequestSchema = z
  .object({
    scope: z.enum(REFUND_SCOPES, 'validation.refundScope'),
    lines: z
      .array(refundLineSchema, 'validation.refundLines')
      .min(1, 'validation.refundLines')
      .max(200, 'validation.refundLines')
      .optional(),
    amount: whole('validation.refundAmount').optional(),
    returnId: whole('validation.id').optional(),
    method: z.enum(MANUAL_REFUND_METHODS, 'validation.refundMethod').optional(),
    note: z
      .string('validation.refundNote')
      .trim()
      .max(REFUND_NOTE_MAX_LENGTH, 'validation.refundNote')
      .default(''),
  })
  .superRefine((input, ctx) => {
    const takes: readonly string[] = SCOPE_FIELDS[input.scope] ?? [];
    for (const field of SCOPED) {
      const given = input[field] !== undefined;
      if (takes.includes(field) && !given) {
        ctx.addIssue({ code: 'custom', path: [field], message: missing[field] });
      }
      if (!takes.includes(field) && given) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'validation.refundScopeField' });
      }
    }
  });
export type OrderRefundRequest = z.input<typeof orderRefundRequestSchema>;
export type OrderRefundData = z.output<typeof orderRefundRequestSchema>;

export const returnParamsSchema = z.object({ id: idParamSchema, returnId: idParamSchema });

const decisionText = (message: string, min: number) =>
  z.string(message).trim().min(min, message).max(REFUND_NOTE_MAX_LENGTH, message);

/** POST …/returns/{returnId}/approve: an optional note the shopper reads. */
export const approveReturnSchema = z.object({
  note: decisionText('validation.returnNote', 0).default(''),
});
export type ApproveReturnRequest = z.input<typeof approveReturnSchema>;

/** POST …/returns/{returnId}/refuse: why, which the shopper reads. */
export const refuseReturnSchema = z.object({
  reason: decisionText('validation.refuseReason', 1),
});
export type RefuseReturnRequest = z.input<typeof refuseReturnSchema>;

/** POST …/returns/{returnId}/receive: whether the units go back on the shelf. */
export const receiveReturnSchema = z.object({
  restock: z.boolean('validation.restock'),
});
export type ReceiveReturnRequest = z.input<typeof receiveReturnSchema>;

const lineSchema = z.object({ itemId: z.number().int(), quantity: z.number().int() });

/** Money paid back on an order, as its page lists it. */
export const orderRefundSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  method: z.enum(REFUND_METHODS),
  /** The gateway's reference for a card refund; null for money paid back by hand. */
  gatewayReference: z.string().nullable(),
  /** The units refunded, for a refund of lines or of a return; empty for an amount. */
  lines: z.array(lineSchema),
  note: z.string(),
  /** The return it paid back, if any. */
  returnId: z.number().int().nullable(),
  /** Who recorded it; null once their account is gone. */
  actorEmail: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** A return request as staff see it: what, why, and what was decided. */
export const adminOrderReturnSchema = z.object({
  returnId: z.number().int(),
  createdAt: z.string(),
  reason: z.string(),
  status: z.enum(RETURN_STATUSES),
  lines: z.array(lineSchema),
  /** The refusal's reason, or the approval's note (the shopper reads both). */
  decisionNote: z.string(),
  decidedAt: z.string().nullable(),
  decidedByEmail: z.string().nullable(),
  receivedAt: z.string().nullable(),
  restocked: z.boolean(),
  /** The refund that paid it back; null while it is not refunded. */
  refundId: z.number().int().nullable(),
});
export type AdminOrderReturn = z.infer<typeof adminOrderReturnSchema>;

/** What an order's page shows of its money back, beside the order. */
export const orderRefundsSummarySchema = z.object({
  /** What the shop holds of the shopper's money: a card payment taken, or cash once delivered. */
  paidTotal: z.number().int(),
  refundedTotal: z.number().int(),
  /** paidTotal − refundedTotal: the most a new refund may pay back. */
  refundableTotal: z.number().int(),
  /** Paid by card: refunds go back through the gateway; otherwise staff record how. */
  refundsThroughGateway: z.boolean(),
  refunds: z.array(orderRefundSchema),
  returns: z.array(adminOrderReturnSchema),
});
export type OrderRefundsSummary = z.infer<typeof orderRefundsSummarySchema>;
