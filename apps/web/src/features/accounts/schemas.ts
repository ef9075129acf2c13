// First, before any schema is built: zod must not probe for eval under our CSP (decision 15).
import '../../lib/forms/zod-jitless.ts';
import {
  changePasswordRequestSchema,
  currentPasswordSchema,
  emailSchema,
  forgotPasswordRequestSchema,
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  registerRequestSchema,
  resetPasswordQuerySchema,
  updateCustomerRequestSchema,
} from '@storefront/contracts/accounts';
import { z } from 'zod';

/**
 * The account forms' schemas: the contracts' request schemas (their messages are translation
 * keys) plus what only a form has (a confirmation field, "remember me"). Every module of this
 * feature takes contract values from here, never from '@storefront/contracts/accounts' directly,
 * so the jitless setting above always runs first. Only the lazy account pages import this
 * module: zod and react-hook-form stay out of the home page's first load.
 */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** Values for the {{min}} and {{max}} placeholders of the validation messages. */
export const validationValues = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } as const;

const confirmation = z.string().min(1, 'validation.required');

/** Spec 4 login; LoginByEmail (spec 9): email and password. */
export const loginFormSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  rememberMe: z.boolean(),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;

export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: confirmation })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'validation.passwordsDiffer',
    path: ['confirmPassword'],
  });
export type RegisterFormValues = z.input<typeof registerFormSchema>;

export const forgotPasswordFormSchema = forgotPasswordRequestSchema;
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordFormSchema>;

/** The reset link's query (?email=&token=), checked before asking the server. */
export const resetLinkSchema = resetPasswordQuerySchema;

export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: confirmation })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'validation.passwordsDiffer',
    path: ['confirmPassword'],
  });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/** Spec 7: the profile's editable fields (the request adds avatarPath itself). */
export const profileFormSchema = updateCustomerRequestSchema.pick({
  displayName: true,
  email: true,
  phone: true,
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: confirmation })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'validation.passwordsDiffer',
    path: ['confirmPassword'],
  });
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;
