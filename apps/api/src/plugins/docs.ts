import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 generated from the routes' zod schemas, with a reference UI at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storefront API',
        description:
          'The API behind the storefront. Every call may send Accept-Language (en, ar) and a ' +
          'Bearer access token; errors are `{ "error": { "code", "message", "fields"? } }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // Serves its own CSP with hashes for its inline bits, so the page passes a strict policy.
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
});
