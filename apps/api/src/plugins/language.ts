import { LANGUAGE_HEADER, type LanguageCode, pickLanguage } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Spec 7: the language header of the request, narrowed to a language we have (else en). */
    lang: LanguageCode;
  }
}

export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (request, reply) => {
    request.lang = pickLanguage(request.headers[LANGUAGE_HEADER]);
    // Answers differ by language: shared caches must keep them apart.
    reply.header('vary', 'Accept-Language');
  });
});
