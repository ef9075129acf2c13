import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

/** Staff-only paths: finding a customer and starting an impersonation (spec 1, 6). */
export const staffRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async () => {};
