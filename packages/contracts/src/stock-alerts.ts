import { z } from 'zod';
import { emailSchema } from './accounts.ts';
import { idParamSchema } from './input-rules.ts';

/**
 * Issue 29, "Tell me when it's back": a shopper on an out-of-stock product leaves an email, and
 * the shop writes once when the product can be bought again, in the language they asked in.
 */

/** POST products/{productId}/stock-alerts. */
export const stockAlertParamsSchema = z.object({ productId: idParamSchema });

export const stockAlertRequestSchema = z.object({ email: emailSchema });
export type StockAlertRequest = z.infer<typeof stockAlertRequestSchema>;

/** The same answer however often it is asked: one pending alert per product and email. */
export const stockAlertSchema = z.object({
  productId: z.number().int(),
  /** As stored: trimmed and lower-cased. */
  email: z.string(),
});
export type StockAlert = z.infer<typeof stockAlertSchema>;
