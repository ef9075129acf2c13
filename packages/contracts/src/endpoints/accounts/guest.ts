import type { authTokensSchema } from '../../auth.ts';
import { endpoint, types } from '../../endpoint.ts';

type Tokens = { response: typeof authTokensSchema };

export const createGuest = endpoint(
  'POST',
  'users/customers/guest',
  types<Tokens & { status: 201 }>(),
);
