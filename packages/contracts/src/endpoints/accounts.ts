/** The accounts' operations (apps/api/src/modules/accounts): guests, sign-in, registration, the profile, passwords and phones. */
import type {
  changePasswordRequestSchema,
  customerSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  noContentSchema,
  phoneCheckQuerySchema,
  phoneCheckResponseSchema,
  phoneVerifyConfirmSchema,
  phoneVerifyRequestResponseSchema,
  phoneVerifyRequestSchema,
  registerRequestSchema,
  resetLinkStatusSchema,
  resetPasswordQuerySchema,
  resetPasswordRequestSchema,
  updateCustomerRequestSchema,
} from '../accounts.ts';
import type { authTokensSchema, loginRequestSchema, refreshRequestSchema } from '../auth.ts';
import { endpoint, types } from '../endpoint.ts';

type Tokens = { response: typeof authTokensSchema };
type NoContent = { status: 204; response: typeof noContentSchema };

export const createGuest = endpoint(
  'POST',
  'users/customers/guest',
  types<Tokens & { status: 201 }>(),
);
export const refreshToken = endpoint(
  'POST',
  'account/refresh-token',
  types<Tokens & { body: typeof refreshRequestSchema }>(),
);
export const login = endpoint(
  'POST',
  'account/login',
  types<Tokens & { body: typeof loginRequestSchema }>(),
);
export const registerCustomer = endpoint(
  'POST',
  'users/customers/register',
  types<Tokens & { status: 201; body: typeof registerRequestSchema }>(),
);

export const getCustomer = endpoint(
  'GET',
  'users/customers/{userId}',
  types<{ response: typeof customerSchema }>(),
);
export const updateCustomer = endpoint(
  'PUT',
  'users/customers/{userId}',
  types<{ response: typeof customerSchema; body: typeof updateCustomerRequestSchema }>(),
);

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

export const checkPhone = endpoint(
  'GET',
  'users/phone/check',
  types<{ response: typeof phoneCheckResponseSchema; query: typeof phoneCheckQuerySchema }>(),
);
export const requestPhoneCode = endpoint(
  'POST',
  'phone/verify/request',
  types<{
    response: typeof phoneVerifyRequestResponseSchema;
    body: typeof phoneVerifyRequestSchema;
  }>(),
);
export const confirmPhoneCode = endpoint(
  'POST',
  'phone/verify/confirm',
  types<NoContent & { body: typeof phoneVerifyConfirmSchema }>(),
);
