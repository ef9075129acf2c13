import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

/** GET dev/outbox: the messages the shop sent, for development and tests (DEV_OUTBOX). */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async () => {};
