/** Phone checks and verification (apps/api/src/modules/accounts/phone). */
import type {
  noContentSchema,
  phoneCheckQuerySchema,
  phoneCheckResponseSchema,
  phoneVerifyConfirmSchema,
  phoneVerifyRequestResponseSchema,
  phoneVerifyRequestSchema,
} from '../../accounts.ts';
import { endpoint, types } from '../../endpoint.ts';

type NoContent = { status: 204; response: typeof noContentSchema };

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
