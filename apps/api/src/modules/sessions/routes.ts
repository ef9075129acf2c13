import {
  currentSessionSchema,
  noContentSchema,
  sessionIdParamsSchema,
} from '@storefront/contracts';
import * as endpoints from '@storefront/contracts/endpoints/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/route.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { currentSession, endSession } from './service.ts';

/** DELETE tenants/self/sessions/{id} (spec 7): logout and the end of an impersonation. */
export const sessionsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db },
) => {
  route(app, endpoints.getCurrentSession, {
    schema: {
      tags: ['sessions'],
      summary: "The caller's session: who requests act as, and who is impersonating them",
      security: [{ bearer: [] }],
      response: { 200: currentSessionSchema },
    },
    preValidation: authenticated,
    handler: async (request) => currentSession(db, requireUser(request)),
  });

  route(app, endpoints.endSession, {
    schema: {
      tags: ['sessions'],
      summary: 'End a session: logout, or the end of an impersonation',
      description:
        'Revokes the session at once: its access token is refused from the next request and ' +
        'its refresh token no longer works. Allowed for a session of the user the caller acts ' +
        'as, or an impersonation the calling staff member opened; any other id is 404. Ending ' +
        'an ended session is a 204.',
      security: [{ bearer: [] }],
      params: sessionIdParamsSchema,
      response: { 204: noContentSchema },
    },
    preValidation: authenticated,
    handler: async (request, reply) => {
      await endSession(db, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};
