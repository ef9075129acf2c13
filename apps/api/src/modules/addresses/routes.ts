import {
  addressesSchema,
  addressInputSchema,
  addressParamsSchema,
  addressSchema,
  addressUserParamsSchema,
  areasLookupQuerySchema,
  countryLookupsSchema,
  lookupItemsSchema,
  MAX_ADDRESSES,
  statesLookupQuerySchema,
} from '@storefront/contracts/addresses';
import * as endpoints from '@storefront/contracts/endpoints/addresses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/route.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import {
  areaLookup,
  countryLookup,
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  stateLookup,
  updateAddress,
} from './service.ts';

const LOOKUP_TAGS = ['lookups'];
const TAGS = ['addresses'];
const security = [{ bearer: [] }];
/** Reference data: the same for everyone, changed only by a release. */
const LOOKUP_CACHE = 'public, max-age=300';

const RULES =
  'Body: addressType (default Home), fullName (2–100), phone (normalised to E.164 for the ' +
  "address's country; 400 naming phone when it is not a valid number there), email (optional; " +
  'required for a guest, 400 naming email), countryId, stateId (required when the country has ' +
  'states), areaId (required when the state has areas), block/street/building (required for ' +
  'Kuwait), avenue, floor, apartment, note (≤ 500), isDefault. The country, state and area ' +
  'must exist and belong together: 400 naming the field otherwise. isDefault true unsets the ' +
  "user's other default in the same transaction. ";

/** Spec 7 Addresses and lookups (issue 6): countries, states, areas; a customer's addresses. */
export const addressesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  route(app, endpoints.listCountries, {
    schema: {
      tags: LOOKUP_TAGS,
      summary: 'The countries the shop ships to',
      description:
        'Public. id, code (ISO alpha-2, lower case), name in the request language, phoneCode. ' +
        `Kuwait is id 1. cache-control: ${LOOKUP_CACHE}.`,
      response: { 200: countryLookupsSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', LOOKUP_CACHE);
      return countryLookup(db, request.lang);
    },
  });

  route(app, endpoints.listStates, {
    schema: {
      tags: LOOKUP_TAGS,
      summary: "A country's states (Kuwait's governorates)",
      description: `Public. Empty for an unknown country. cache-control: ${LOOKUP_CACHE}.`,
      querystring: statesLookupQuerySchema,
      response: { 200: lookupItemsSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', LOOKUP_CACHE);
      return stateLookup(db, request.query.countryId, request.lang);
    },
  });

  route(app, endpoints.listAreas, {
    schema: {
      tags: LOOKUP_TAGS,
      summary: "A state's areas",
      description:
        'Public. Kuwait’s governorates have areas; other states have none (empty). ' +
        `cache-control: ${LOOKUP_CACHE}.`,
      querystring: areasLookupQuerySchema,
      response: { 200: lookupItemsSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', LOOKUP_CACHE);
      return areaLookup(db, request.query.stateId, request.lang);
    },
  });

  route(app, endpoints.listAddresses, {
    schema: {
      tags: TAGS,
      summary: "The caller's addresses (spec 3 Address)",
      description:
        '{userId} must be the caller (403 otherwise). The default first, then newest first; ' +
        'country, state and area names in the request language.',
      security,
      params: addressUserParamsSchema,
      response: { 200: addressesSchema },
    },
    preValidation: authenticated,
    handler: async (request) => listAddresses(db, requireUser(request).id, request.lang),
  });

  route(app, endpoints.getAddress, {
    schema: {
      tags: TAGS,
      summary: 'One of the caller’s addresses',
      description: '404 when it does not exist or is another user’s.',
      security,
      params: addressParamsSchema,
      response: { 200: addressSchema },
    },
    preValidation: authenticated,
    handler: async (request) =>
      getAddress(db, requireUser(request).id, request.params.id, request.lang),
  });

  route(app, endpoints.addAddress, {
    schema: {
      tags: TAGS,
      summary: 'Save a new address',
      description:
        `${RULES}A guest may save addresses too (guest checkout). The user's first address ` +
        `becomes the default. At most ${MAX_ADDRESSES} per user (409). Answers 201 with it.`,
      security,
      params: addressUserParamsSchema,
      body: addressInputSchema,
      response: { 201: addressSchema },
    },
    preValidation: authenticated,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const address = await createAddress(db, user, request.body, request.lang);
      return reply.code(201).send(address);
    },
  });

  route(app, endpoints.updateAddress, {
    schema: {
      tags: TAGS,
      summary: 'Replace one of the caller’s addresses',
      description: `${RULES}404 when it does not exist or is another user’s.`,
      security,
      params: addressParamsSchema,
      body: addressInputSchema,
      response: { 200: addressSchema },
    },
    preValidation: authenticated,
    handler: async (request) =>
      updateAddress(db, requireUser(request), request.params.id, request.body, request.lang),
  });

  route(app, endpoints.deleteAddress, {
    schema: {
      tags: TAGS,
      summary: 'Delete one of the caller’s addresses',
      description:
        '404 when it does not exist or is another user’s. A cart that had it as its ' +
        'shipping or billing address loses that choice (and its shipping method). 204.',
      security,
      params: addressParamsSchema,
    },
    preValidation: authenticated,
    handler: async (request, reply) => {
      await deleteAddress(db, requireUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  });
};
