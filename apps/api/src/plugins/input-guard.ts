import { controlCharacterPath } from '@storefront/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error.ts';

const CONTROL_MESSAGE = 'validation.controlCharacters';

/**
 * One rule for all text a client sends (issue 12): no control characters (contracts'
 * input-rules.ts), in the body, the query, the path or a header. PostgreSQL refuses U+0000 in
 * text, so without this any field that reaches it was a 500. Run before every handler, after
 * authentication and the route's schema, so a route cannot forget it and an anonymous caller
 * still meets the 401 first; a 400 names the field.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    assertNoControlCharacters(request);
  });
});

export function assertNoControlCharacters(request: FastifyRequest): void {
  const parts: [string, unknown][] = [
    ['body', request.body],
    ['query', request.query],
    ['params', request.params],
    ['headers', request.headers],
  ];
  for (const [part, value] of parts) {
    const path = controlCharacterPath(value);
    if (path !== undefined) {
      throw badRequest(CONTROL_MESSAGE, { [path === '' ? part : path]: CONTROL_MESSAGE });
    }
  }
}
