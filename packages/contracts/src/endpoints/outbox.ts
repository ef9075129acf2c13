/** The development outbox (apps/api/src/modules/outbox): only with DEV_OUTBOX. */
import type { outboxMessagesSchema, outboxQuerySchema } from '../accounts.ts';
import { endpoint, types } from '../endpoint.ts';

export const listOutboxMessages = endpoint(
  'GET',
  'dev/outbox',
  types<{ response: typeof outboxMessagesSchema; query: typeof outboxQuerySchema }>(),
);
