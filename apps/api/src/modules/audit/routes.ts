import * as endpoints from '@storefront/contracts/endpoints/admin/audit';
import { auditPageSchema, auditQuerySchema } from '@storefront/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/route.ts';
import { listAudit } from './service.ts';

/** The audit of back-office changes: GET admin/audit. Writes come through service.ts. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  route(app, endpoints.listAuditEntries, {
    schema: {
      tags: ['admin'],
      summary: 'Back-office changes, newest first: who, with which permission, before and after',
      security: [{ bearer: [] }],
      querystring: auditQuerySchema,
      response: { 200: auditPageSchema },
    },
    handler: async (request) => listAudit(db, request.query),
  });
};
