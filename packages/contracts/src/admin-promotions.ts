import { z } from 'zod';
import { INT4_MAX, idParamSchema } from './input-rules.ts';

/**
 * The back office's promo codes (issue 26), under /api/admin/promotions
 * (endpoints/admin/promotions.ts). Money is integer fils (the admin shows and reads KD with 3
 * decimals); moments are ISO 8601 with their offset (the admin enters Kuwait time).
 */

export const ADMIN_PROMOTIONS_PAGE_SIZE = 50;

/** A code as stored: 3 to 32 of A–Z, 0–9, '-' and '_' (typed in any case, kept upper-case). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

export const PROMOTION_KINDS = ['percentage', 'fixed'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * Where a code stands now: disabled (turned off), else scheduled (before its start), expired (at
 * or after its end), used up (its total limit reached: the cart refuses it), else active.
 */
export const PROMOTION_STATUSES = ['active', 'scheduled', 'expired', 'usedUp', 'disabled'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** The status of a code at `now` (the API's list filters by the same rule in SQL). */
export function promotionStatus(
  code: {
    active: boolean;
    startsAt: string | null;
    endsAt: string | null;
    usageLimit: number | null;
    usedCount: number;
  },
  now: Date,
): PromotionStatus {
  if (!code.active) return 'disabled';
  if (code.startsAt !== null && Date.parse(code.startsAt) > now.getTime()) return 'scheduled';
  if (code.endsAt !== null && Date.parse(code.endsAt) <= now.getTime()) return 'expired';
  if (code.usageLimit !== null && code.usedCount >= code.usageLimit) return 'usedUp';
  return 'active';
}

// ---------------------------------------------------------------------------------------------
// The list

/** GET admin/promotions: `query` matches the code anywhere, case-insensitive; newest first. */
export const adminPromotionsQuerySchema = z.object({
  query: z.string().trim().max(32, 'validation.tooLong').optional(),
  status: z.enum(PROMOTION_STATUSES, 'validation.promotionStatus').optional(),
  page: idParamSchema.optional(),
});
export type AdminPromotionsQuery = z.input<typeof adminPromotionsQuerySchema>;

export const adminPromotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discountType: z.enum(PROMOTION_KINDS),
  /** Percent (1–100) for 'percentage', fils for 'fixed'. */
  discountValue: z.number().int(),
  /** Fils: the cart's sub-total from which the code applies. */
  minSubtotal: z.number().int(),
  startsAt: z.string().nullable(),
  /** The first moment the code no longer works. */
  endsAt: z.string().nullable(),
  /** Orders it may be used by in all; null: no limit. */
  usageLimit: z.number().int().nullable(),
  /** Orders of one customer it may be used by; null: no limit. */
  perCustomerLimit: z.number().int().nullable(),
  active: z.boolean(),
  status: z.enum(PROMOTION_STATUSES),
  /** Uses counted against `usageLimit` (taken by each order placed, given back on cancelling). */
  usedCount: z.number().int(),
  /** Orders that used it and were not cancelled. */
  orders: z.number().int(),
  /** Fils: the discount those orders were given. */
  discountGiven: z.number().int(),
  createdAt: z.string(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

export const adminPromotionPageSchema = z.object({
  items: z.array(adminPromotionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminPromotionPage = z.infer<typeof adminPromotionPageSchema>;

// ---------------------------------------------------------------------------------------------
// Create and update

const limitSchema = z
  .number('validation.promoLimit')
  .int('validation.promoLimit')
  .min(1, 'validation.promoLimit')
  .max(INT4_MAX, 'validation.promoLimit')
  .nullable();

const momentSchema = z.iso.datetime({ offset: true, error: 'validation.dateTime' }).nullable();

/**
 * POST admin/promotions and PUT admin/promotions/{id}: the whole code. `code` is upper-cased
 * before it is checked. `discountValue`: a percent from 1 to 100, or fils above 0. `endsAt` must
 * be after `startsAt` when both are set. Limits: null (or left out) for none.
 */
export const adminPromotionInputSchema = z
  .object({
    code: z
      .string('validation.promoCodeFormat')
      .trim()
      .toUpperCase()
      .regex(PROMO_CODE_PATTERN, 'validation.promoCodeFormat'),
    discountType: z.enum(PROMOTION_KINDS, 'validation.promoKind'),
    discountValue: z
      .number('validation.promoValue')
      .int('validation.promoValue')
      .min(1, 'validation.promoValue')
      .max(INT4_MAX, 'validation.promoValue'),
    minSubtotal: z
      .number('validation.price')
      .int('validation.price')
      .min(0, 'validation.price')
      .max(INT4_MAX, 'validation.price')
      .default(0),
    startsAt: momentSchema.default(null),
    endsAt: momentSchema.default(null),
    usageLimit: limitSchema.default(null),
    perCustomerLimit: limitSchema.default(null),
    active: z.boolean('validation.promoActive').default(true),
  })
  .superRefine((input, ctx) => {
    if (input.discountType === 'percentage' && input.discountValue > 100) {
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: 'validation.promoPercent' });
    }
    if (
      input.startsAt !== null &&
      input.endsAt !== null &&
      Date.parse(input.endsAt) <= Date.parse(input.startsAt)
    ) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'validation.promoEndsAt' });
    }
  });
export type AdminPromotionInput = z.input<typeof adminPromotionInputSchema>;
export type AdminPromotionData = z.output<typeof adminPromotionInputSchema>;
