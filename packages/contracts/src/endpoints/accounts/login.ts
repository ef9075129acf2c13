import type { authTokensSchema, loginRequestSchema, refreshRequestSchema } from '../../auth.ts';
import { endpoint, types } from '../../endpoint.ts';

type Tokens = { response: typeof authTokensSchema };

export const login = endpoint(
  'POST',
  'account/login',
  types<Tokens & { body: typeof loginRequestSchema }>(),
);
export const refreshToken = endpoint(
  'POST',
  'account/refresh-token',
  types<Tokens & { body: typeof refreshRequestSchema }>(),
);
