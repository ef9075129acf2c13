import {
  addWishlistItemSchema,
  addWishlistItemsSchema,
  itemIdParamsSchema,
  MAX_BULK_ITEMS,
  MAX_WISHLIST_ITEMS,
  updateWishlistItemSchema,
  wishlistSchema,
} from '@storefront/contracts/cart';
import * as endpoints from '@storefront/contracts/endpoints/wishlist';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/route.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import {
  addWishlistItems,
  getWishlist,
  removeWishlistItem,
  updateWishlistItem,
} from './service.ts';

const TAGS = ['wishlist'];
const security = [{ bearer: [] }];
const ANSWER =
  'Answers the whole wishlist, newest first, priced and stocked now in the request language; ' +
  'entries whose product is no longer sold are left out (and come back if it is again).';
const PRODUCT_RULES =
  'A product that is not published (or sits in a hidden category) is a 404 naming productId; ' +
  'a variationId of another product is a 400 naming variationId. A product already in the ' +
  'list stays once: a variationId given replaces its variation, none keeps it. More than ' +
  `${MAX_WISHLIST_ITEMS} products is a 409.`;

/**
 * Spec 7 Wishlist (issue 5): the caller's wishlist (a guest's too; with an impersonation token,
 * the customer's). Every call needs a token and answers the whole list, so the storefront
 * writes the answer straight into its cache.
 */
export const wishlistRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const answer = (request: FastifyRequest) =>
    getWishlist(db, requireUser(request).id, request.lang);

  route(app, endpoints.getWishlist, {
    schema: {
      tags: TAGS,
      summary: "The caller's wishlist",
      description:
        `${ANSWER} With a chosen variation, price, oldPrice, activeQty and attributes are ` +
        "the variation's; without, the product's (price is its lowest). hasVariations says a " +
        'variation must be chosen before it can go in the cart.',
      security,
      response: { 200: wishlistSchema },
    },
    preValidation: authenticated,
    handler: async (request) => answer(request),
  });

  route(app, endpoints.addWishlistItem, {
    schema: {
      tags: TAGS,
      summary: 'Add a product (and optionally the variation chosen) to the wishlist',
      description: `${PRODUCT_RULES} ${ANSWER}`,
      security,
      body: addWishlistItemSchema,
      response: { 200: wishlistSchema },
    },
    preValidation: authenticated,
    handler: async (request) => {
      await addWishlistItems(db, requireUser(request).id, [request.body], (_, name) => name);
      return answer(request);
    },
  });

  route(app, endpoints.addWishlistItems, {
    schema: {
      tags: TAGS,
      summary: `Add up to ${MAX_BULK_ITEMS} products at once: all or none`,
      description:
        `${PRODUCT_RULES} Errors name the entry, e.g. items.2.productId; nothing is added ` +
        `then. The same product twice counts once (its last variation given wins). ${ANSWER}`,
      security,
      body: addWishlistItemsSchema,
      response: { 200: wishlistSchema },
    },
    preValidation: authenticated,
    handler: async (request) => {
      await addWishlistItems(
        db,
        requireUser(request).id,
        request.body.items,
        (index, name) => `items.${index}.${name}`,
      );
      return answer(request);
    },
  });

  route(app, endpoints.updateWishlistItem, {
    schema: {
      tags: TAGS,
      summary: 'Change the variation chosen for a wishlist entry (null for none)',
      description:
        'An id that is not an entry of the caller is a 404, whoever it belongs to. A ' +
        `variationId of another product is a 400 naming variationId. ${ANSWER}`,
      security,
      params: itemIdParamsSchema,
      body: updateWishlistItemSchema,
      response: { 200: wishlistSchema },
    },
    preValidation: authenticated,
    handler: async (request) => {
      const user = requireUser(request);
      await updateWishlistItem(db, user.id, request.params.id, request.body.variationId);
      return answer(request);
    },
  });

  route(app, endpoints.removeWishlistItem, {
    schema: {
      tags: TAGS,
      summary: 'Remove an entry from the wishlist',
      description: `An id that is not an entry of the caller is a 404, whoever it belongs to. ${ANSWER}`,
      security,
      params: itemIdParamsSchema,
      response: { 200: wishlistSchema },
    },
    preValidation: authenticated,
    handler: async (request) => {
      await removeWishlistItem(db, requireUser(request).id, request.params.id);
      return answer(request);
    },
  });
};
