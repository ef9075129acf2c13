/** Registration (apps/api/src/modules/accounts/register). */
import type { registerRequestSchema } from '../../accounts.ts';
import type { authTokensSchema } from '../../auth.ts';
import { endpoint, types } from '../../endpoint.ts';

type Tokens = { response: typeof authTokensSchema };

export const registerCustomer = endpoint(
  'POST',
  'users/customers/register',
  types<Tokens & { status: 201; body: typeof registerRequestSchema }>(),
);
