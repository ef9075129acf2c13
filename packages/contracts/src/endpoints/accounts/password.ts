/** Passwords: change, forgotten, reset (apps/api/src/modules/accounts/password). */
import type {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  noContentSchema,
  resetLinkStatusSchema,
  resetPasswordQuerySchema,
  resetPasswordRequestSchema,
} from '../../accounts.ts';
import { endpoint, types } from '../../endpoint.ts';

type NoContent = { status: 204; response: typeof noContentSchema };

export const changePassword = endpoint(
  'PUT',
  'users/{userId}/change-customer-password',
  types<NoContent & { body: typeof changePasswordRequestSchema }>(),
);
/** Answers 202 whether or not the email is known (no account enumeration). */
export const requestPasswordReset = endpoint(
  'POST',
  'account/forgot-password',
  types<{
    status: 202;
    response: typeof forgotPasswordResponseSchema;
    body: typeof forgotPasswordRequestSchema;
  }>(),
);
export const checkResetLink = endpoint(
  'GET',
  'account/reset-password',
  types<{ response: typeof resetLinkStatusSchema; query: typeof resetPasswordQuerySchema }>(),
);
export const resetPassword = endpoint(
  'PUT',
  'account/reset-password',
  types<NoContent & { body: typeof resetPasswordRequestSchema }>(),
);
