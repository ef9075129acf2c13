import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

/** DELETE tenants/self/sessions/{id} (spec 7): logout and the end of an impersonation. */
export const sessionsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async () => {};
