// First, before any schema is built: zod must not probe for eval under our CSP (decision 15).
import '../../lib/forms/zod-jitless.ts';
import { orderLookupRequestSchema } from '@storefront/contracts/orders';
import type { z } from 'zod';

/**
 * The track-order form's schema is the contract's request schema (its messages are translation
 * keys), so the form and the API refuse the same things with the same words (decision 21).
 * Taken from here, never from the contracts directly, so the jitless setting runs first.
 */
export const trackOrderSchema = orderLookupRequestSchema;
export type TrackOrderValues = z.input<typeof trackOrderSchema>;
export type TrackOrderRequest = z.output<typeof trackOrderSchema>;
