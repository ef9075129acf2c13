import { z } from 'zod';

/**
 * Spec 7 Account and users: request and response shapes. Validation messages are UI translation
 * keys (i18n/validation.en.ts): the storefront shows them through its translator, and the API
 * answers them in the request's language, so one rule gives one message on both sides.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const DISPLAY_NAME_MAX_LENGTH = 100;

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(254, 'validation.tooLong')
  .pipe(z.email('validation.email'));

/** A new password (spec 9 leaves the rules open): length here; the API also refuses common ones. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong');

/** A password being checked, not chosen: any non-empty string of sane size. */
export const currentPasswordSchema = z
  .string()
  .min(1, 'validation.required')
  .max(1024, 'validation.tooLong');

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(DISPLAY_NAME_MAX_LENGTH, 'validation.tooLong');

/**
 * A phone number as typed: digits with an optional leading +, spaces, dashes and brackets. The
 * API normalises it to E.164 (default country kw, spec 9) and answers 400 when it is not a
 * possible number there.
 */
export const phoneInputSchema = z
  .string()
  .trim()
  .max(24, 'validation.phone')
  .regex(/^\+?[0-9][0-9 ()-]{5,22}$/, 'validation.phone');

/** An optional phone: empty means none. */
export const optionalPhoneSchema = z.union([z.literal(''), phoneInputSchema]).optional();

/** POST users/customers/register (spec 7). A guest being upgraded sends the role and user headers. */
export const registerRequestSchema = z.object({
  displayName: displayNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  phone: optionalPhoneSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** GET users/customers/{userId} (spec 3 Customer). */
export const customerSchema = z.object({
  userId: z.string(),
  role: z.enum(['guest', 'customer', 'staff']),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  avatarPath: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** PUT users/customers/{userId}: the storefront adds an empty avatarPath (spec 7). */
export const updateCustomerRequestSchema = z.object({
  displayName: displayNameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
  avatarPath: z.string().max(500, 'validation.tooLong').optional(),
});
export type UpdateCustomerRequest = z.infer<typeof updateCustomerRequestSchema>;

/** PUT users/{userId}/change-customer-password (spec 7). */
export const changePasswordRequestSchema = z.object({
  oldPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST account/forgot-password. The answer is the same whether or not the email has an account. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
/** Its 202 answer: always this, so it tells nothing about which emails have accounts. */
export const forgotPasswordResponseSchema = z.object({ accepted: z.literal(true) });

/** A reset link carries the email and a single-use token. */
const resetToken = z.string().min(16, 'validation.resetLink').max(256, 'validation.resetLink');

/** GET account/reset-password?email&token: is this link still good? */
export const resetPasswordQuerySchema = z.object({ email: emailSchema, token: resetToken });
export type ResetPasswordQuery = z.infer<typeof resetPasswordQuerySchema>;
/** 200 when the link can still be used; an unusable one is a 400 naming `token`. */
export const resetLinkStatusSchema = z.object({ valid: z.literal(true) });

/** PUT account/reset-password. */
export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  token: resetToken,
  newPassword: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The answer of a call that succeeds with 204 and no body (PUT account/reset-password, …). */
export const noContentSchema = z.null().describe('No content');

/** The storefront page a reset email links to (with ?email=&token=). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** GET users/phone/check?PhoneNumber (spec 7; its rules are ours, spec 5). */
export const phoneCheckQuerySchema = z.object({ PhoneNumber: phoneInputSchema });
export const phoneCheckResponseSchema = z.object({
  /** E.164, e.g. +96550001234; null when the input is not a possible number. */
  phoneNumber: z.string().nullable(),
  isValid: z.boolean(),
  /** False when another account already uses the number. */
  isAvailable: z.boolean(),
});
export type PhoneCheckResponse = z.infer<typeof phoneCheckResponseSchema>;

/** POST phone/verify/request (spec 7): a one-time code is sent by SMS to the caller's phone. */
export const phoneVerifyRequestSchema = z.object({
  phone: phoneInputSchema,
  name: z.string().trim().max(DISPLAY_NAME_MAX_LENGTH, 'validation.tooLong').optional(),
});
export const phoneVerifyRequestResponseSchema = z.object({
  phone: z.string(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int().positive(),
});

/** POST phone/verify/confirm (ours): the code from the SMS; attempts are limited. */
export const PHONE_CODE_LENGTH = 6;
export const phoneVerifyConfirmSchema = z.object({
  phone: phoneInputSchema,
  code: z.string().regex(/^\d{6}$/, 'validation.phoneCode'),
});

/** GET dev/outbox: filters (recipient exact, email lower-cased), newest first. */
export const outboxQuerySchema = z.object({
  to: z.string().trim().min(1).max(320).optional(),
  channel: z.enum(['email', 'sms']).optional(),
  $top: z.coerce.number().int().min(1).max(200).default(50),
});

/** Outgoing messages as the development outbox shows them (GET dev/outbox). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxMessagesSchema = z.array(outboxMessageSchema);
