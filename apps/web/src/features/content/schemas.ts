// First, before any schema is built: zod must not probe for eval under our CSP (decision 15).
import '../../lib/forms/zod-jitless.ts';
import { contactUsRequestSchema } from '@storefront/contracts/catalogue';
import type { z } from 'zod';

/**
 * The contact form's schema is the contract's request schema (its messages are translation
 * keys), so the form and the API refuse the same things with the same words (decision 21).
 * This feature takes it from here, never from the contracts directly, so the jitless setting
 * above always runs first; only the lazy contact page imports this module.
 */
export const contactFormSchema = contactUsRequestSchema;
export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactMessage = z.output<typeof contactFormSchema>;

/** The shortest message the schema takes, for the hint and the {{min}} of its message. */
export const MESSAGE_MIN_LENGTH = contactFormSchema.shape.message.minLength ?? 1;
