import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { withAnswers } from './docs-answers.ts';

/** Each tag the operations use, in the reference's order, with what it groups. */
const TAGS = [
  { name: 'health', description: 'Whether the server is up.' },
  { name: 'theme', description: "The shop's look and settings: colours, logo, menus, footer." },
  { name: 'menus', description: 'Navigation menus and their published items.' },
  { name: 'locale', description: 'Languages and the UI text catalogue.' },
  {
    name: 'accounts',
    description:
      'Guests, registration, sign-in, tokens, the profile, passwords and phone verification.',
  },
  { name: 'sessions', description: "The caller's session, and ending it (logout)." },
  { name: 'staff', description: 'Staff only: finding customers and browsing as one.' },
  {
    name: 'admin',
    description:
      'The back office: each operation needs the permission it names (x-permission), which ' +
      "the caller's role grants (docs/admin.md).",
  },
  { name: 'development', description: 'Development only: the emails and SMS the shop sent.' },
  {
    name: 'catalogue',
    description: 'Products, search, suggestions, prices, stock, categories, brands, data lists.',
  },
  { name: 'content', description: 'Static pages and the contact form.' },
  { name: 'cart', description: "The caller's cart: lines, quantities, promo code." },
  { name: 'wishlist', description: "The caller's wishlist." },
  { name: 'lookups', description: 'Countries, states and areas for addresses.' },
  { name: 'addresses', description: "The caller's saved addresses." },
  { name: 'shipping', description: "Shipping methods, and the cart's addresses and method." },
  {
    name: 'orders',
    description: 'Placing an order from the cart, the order history, invoices, cancels, returns.',
  },
  { name: 'files', description: 'Uploads and stored files.' },
  {
    name: 'payments',
    description: "Payment providers, the cart's payment method and card payments' life.",
  },
];

/**
 * OpenAPI 3.1 generated from the routes' zod schemas, with a reference UI at /api/docs. Each
 * operation is named after its endpoint table entry and lists every error it can answer
 * (route() and lib/error-answers.ts; the answers are drawn in docs-answers.ts).
 */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storefront API',
        description:
          'The API behind the storefront. Every call may send Accept-Language (en, ar) and a ' +
          'Bearer access token; errors are `{ "error": { "code", "message", "fields"? } }`. ' +
          'How to call it, and how to generate a client from this document: docs/api.md.',
        version: '1.0.0',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      // Relative: the document describes the server that serves it, wherever that is.
      servers: [{ url: '/', description: 'The server this document is served from' }],
      tags: TAGS,
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    // An OpenAPI document is always made here (`openapi` above), never a Swagger 2 one.
    transformObject: (document) =>
      'openapiObject' in document ? withAnswers(document.openapiObject) : document.swaggerObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // Serves its own CSP with hashes for its inline bits, so the page passes a strict policy.
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true, displayOperationId: true },
  });
});
