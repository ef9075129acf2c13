import type { FastifyRequest } from 'fastify';

/**
 * Where the storefront is, for links the server writes (emails, sitemaps, canonical URLs):
 * PUBLIC_URL when it is set, else the origin the request came to.
 */
export const publicOrigin = (publicUrl: string | undefined, request: FastifyRequest) =>
  publicUrl ?? `${request.protocol}://${request.host}`;
