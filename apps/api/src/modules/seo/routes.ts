import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { robotsTxt, shopIconPath, sitemapFile, sitemapIndex } from './service.ts';

/**
 * Issue 14: robots.txt and the sitemaps, for search engines. They are files of the site, not
 * API operations: outside /api, out of the endpoint table and the OpenAPI document. Registered
 * before the static site, so they answer rather than a robots.txt in the built storefront.
 */
export const seoRoutes: FastifyPluginAsync<{ db: Db; publicUrl?: string }> = async (
  app,
  { db, publicUrl },
) => {
  const originOf = (request: FastifyRequest) => publicOrigin(publicUrl, request);
  // The same for everyone and slow to change: an hour in any cache.
  const send = (reply: FastifyReply, type: string, body: string) =>
    reply.header('content-type', type).header('cache-control', 'public, max-age=3600').send(body);
  const XML = 'application/xml; charset=utf-8';

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    send(reply, 'text/plain; charset=utf-8', robotsTxt(originOf(request))),
  );

  // Browsers ask for /favicon.ico wherever a page names no icon (the pay page, a PDF, an image):
  // the shop's icon answers it rather than a 404 in every tab.
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').redirect(await shopIconPath(db), 301),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    send(reply, XML, await sitemapIndex(db, originOf(request))),
  );

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const body = await sitemapFile(db, originOf(request), request.params.file);
      if (body === null) throw notFound('There is no such sitemap.');
      return send(reply, XML, body);
    },
  );
};
