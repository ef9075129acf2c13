import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/http-error.ts';

/** Where the back office lives; every address under it is the admin app's. */
export const ADMIN_PREFIX = '/admin';

/**
 * Serves the built back office (apps/admin, drawn in the browser): its hashed assets for a year,
 * and its index.html for every other address under /admin, never kept (a new build is picked up
 * at the next visit) and never indexed. Nothing of it is drawn on the server, and nothing of it
 * reaches a shopper's page. Without a build, /admin answers 404 like any unknown address.
 */
export const adminAppPlugin = fp(async (app: FastifyInstance, opts: { adminDist: string }) => {
  const indexFile = path.join(opts.adminDist, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const assets = path.join(opts.adminDist, 'assets');

  await app.register(fastifyStatic, {
    root: opts.adminDist,
    prefix: `${ADMIN_PREFIX}/`,
    index: false,
    wildcard: false,
    decorateReply: false,
    cacheControl: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (res, filePath) =>
      res.header(
        'cache-control',
        filePath.startsWith(assets + path.sep)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      ),
  });

  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    // A missing asset is a 404, not the app's page in its place.
    if (request.url.startsWith(`${ADMIN_PREFIX}/assets/`)) throw notFound('No such file.');
    return reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  };
  app.get(ADMIN_PREFIX, sendApp);
  app.get(`${ADMIN_PREFIX}/*`, sendApp);
});
