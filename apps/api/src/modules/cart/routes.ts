import {
  addCartItemSchema,
  addCartItemsSchema,
  cartSchema,
  cartUserParamsSchema,
  deleteCartProductsQuerySchema,
  itemIdParamsSchema,
  MAX_BULK_ITEMS,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  promoCodeQuerySchema,
  updateCartItemSchema,
} from '@storefront/contracts/cart';
import * as endpoints from '@storefront/contracts/endpoints/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/route.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import {
  addCartLines,
  applyPromoCode,
  clearCart,
  readCart,
  removeCartLine,
  removeCartProducts,
  removePromoCode,
  setCartLineQuantity,
} from './service.ts';

const TAGS = ['cart'];
const security = [{ bearer: [] }];
const response = { 200: cartSchema };

/** Codes typed per user per minute: enough for a shopper, too few to guess codes by trying. */
export const PROMO_CODE_ATTEMPTS_PER_MINUTE = 20;

const ANSWER =
  'Answers the whole cart (as GET users/{userId}/cart), priced now from the catalogue. ';
const OWN_CART =
  "Acts on the caller's own cart: the token's user, or the customer an impersonation token " +
  'acts as. ';

/**
 * Spec 7 Cart (issue 5): the caller's cart, its lines and its promo code. Every path needs a
 * token (401 first, before the body is read) and acts on `request.user.id`; every change
 * answers 200 with the whole cart, so the storefront writes it straight into its cache.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  route(app, endpoints.getCart, {
    schema: {
      tags: TAGS,
      summary: 'The cart, priced now (spec 3 Cart)',
      description:
        '{userId} must be the caller (403 otherwise). Items oldest first; unitPrice is the ' +
        "variation's price (the product's own without variations) now, in fils; activeQty the " +
        'stock now (0 when the product is no longer sold) and inStock = activeQty ≥ ' +
        'productQuantity. The promo code stays on the cart once applied; applicable is false ' +
        '(discount 0) while the sub-total is below its minimum or the code is no longer valid. ' +
        'total = subTotal − discount + shippingAmount. cache-control: no-store.',
      security,
      params: cartUserParamsSchema,
      response,
    },
    preValidation: authenticated,
    handler: async (request) => readCart(db, requireUser(request).id, request.lang),
  });

  route(app, endpoints.addCartItem, {
    schema: {
      tags: TAGS,
      summary: 'Add a product (and its variation) to the cart',
      description:
        `${OWN_CART}Adding a line the cart has raises its quantity. quantity defaults to 1. ` +
        'Any price in the body is ignored. 404 (productId) when the product is not visible; ' +
        '400 (variationId) when a product with variations has none, or it is not one of the ' +
        `product's; 400 (quantity) past ${MAX_LINE_QUANTITY} in the line; 409 (quantity) past ` +
        `the stock, with the count left; 409 past ${MAX_CART_LINES} lines. ${ANSWER}`,
      security,
      body: addCartItemSchema,
      response,
    },
    preValidation: authenticated,
    handler: async (request) =>
      addCartLines(
        db,
        requireUser(request).id,
        request.lang,
        [request.body],
        (_index, name) => name,
      ),
  });

  route(app, endpoints.addCartItems, {
    schema: {
      tags: TAGS,
      summary: 'Add several lines at once, all or none',
      description:
        `${OWN_CART}1 to ${MAX_BULK_ITEMS} items, each as POST cart-items; the same product ` +
        'and variation twice add up. One refused item refuses the call and nothing is added; ' +
        `the error names it (items.2.quantity). ${ANSWER}`,
      security,
      body: addCartItemsSchema,
      response,
    },
    preValidation: authenticated,
    handler: async (request) =>
      addCartLines(
        db,
        requireUser(request).id,
        request.lang,
        request.body.items,
        (index, name) => `items.${index}.${name}`,
      ),
  });

  route(app, endpoints.updateCartItem, {
    schema: {
      tags: TAGS,
      summary: 'Set the quantity of a cart line',
      description:
        `${OWN_CART}Raising it past the stock is a 409 (quantity) with the count left; ` +
        'lowering it is always allowed. 404 when the line is not in the caller’s cart. ' +
        ANSWER,
      security,
      params: itemIdParamsSchema,
      body: updateCartItemSchema,
      response,
    },
    preValidation: authenticated,
    handler: async (request) =>
      setCartLineQuantity(
        db,
        requireUser(request).id,
        request.lang,
        request.params.id,
        request.body.quantity,
      ),
  });

  route(app, endpoints.removeCartItem, {
    schema: {
      tags: TAGS,
      summary: 'Remove a cart line',
      description: `${OWN_CART}404 when the line is not in the caller’s cart. ${ANSWER}`,
      security,
      params: itemIdParamsSchema,
      response,
    },
    preValidation: authenticated,
    handler: async (request) =>
      removeCartLine(db, requireUser(request).id, request.lang, request.params.id),
  });

  route(app, endpoints.clearCart, {
    schema: {
      tags: TAGS,
      summary: 'Empty the cart: every line and the promo code',
      description: `${OWN_CART}The checkout choices (address, methods) stay. ${ANSWER}`,
      security,
      response,
    },
    preValidation: authenticated,
    handler: async (request) => clearCart(db, requireUser(request).id, request.lang),
  });

  route(app, endpoints.applyPromoCode, {
    schema: {
      tags: TAGS,
      summary: 'Apply a promo code to the cart',
      description:
        `${OWN_CART}Case and surrounding spaces do not matter. Refusals name promoCode: 404 ` +
        'unknown or inactive; 409 not started yet, expired, used up, used by the caller’s ' +
        'orders (not cancelled) as often as its per-customer limit allows, or a sub-total ' +
        'below the code’s minimum (an empty cart counts as 0). A code replaces the one the ' +
        'cart had. ' +
        `At most ${PROMO_CODE_ATTEMPTS_PER_MINUTE} attempts per user per minute (429). ${ANSWER}`,
      security,
      querystring: promoCodeQuerySchema,
      response,
    },
    preValidation: authenticated,
    // Codes must not be guessable by trying them all: the limit follows the user, whatever
    // address they come from. It runs at onRequest, after the token is read.
    config: {
      rateLimit: {
        max: PROMO_CODE_ATTEMPTS_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request) => request.user?.id ?? request.ip,
      },
    },
    handler: async (request) =>
      applyPromoCode(db, requireUser(request).id, request.lang, request.query.promoCode),
  });

  route(app, endpoints.removePromoCode, {
    schema: {
      tags: TAGS,
      summary: 'Remove the promo code from the cart',
      description: `${OWN_CART}Idempotent. ${ANSWER}`,
      security,
      response,
    },
    preValidation: authenticated,
    handler: async (request) => removePromoCode(db, requireUser(request).id, request.lang),
  });

  route(app, endpoints.removeCartProducts, {
    schema: {
      tags: TAGS,
      summary: 'Remove every line of the given products',
      description:
        `${OWN_CART}productIds=1,2 (or repeated); 1 to ${MAX_BULK_ITEMS} ids. Every variation ` +
        `of those products goes. Idempotent. ${ANSWER}`,
      security,
      querystring: deleteCartProductsQuerySchema,
      response,
    },
    preValidation: authenticated,
    handler: async (request) =>
      removeCartProducts(db, requireUser(request).id, request.lang, request.query.productIds),
  });
};
