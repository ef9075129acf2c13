/** The sessions' operations (apps/api/src/modules/sessions): the current one, and logout. */
import type { noContentSchema } from '../accounts.ts';
import type { currentSessionSchema } from '../auth.ts';
import { endpoint, types } from '../endpoint.ts';

export const getCurrentSession = endpoint(
  'GET',
  'tenants/self/sessions/current',
  types<{ response: typeof currentSessionSchema }>(),
);
/** Logout, or the end of an impersonation. */
export const endSession = endpoint(
  'DELETE',
  'tenants/self/sessions/{id}',
  types<{ status: 204; response: typeof noContentSchema }>(),
);
