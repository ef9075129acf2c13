import { cartSchema } from '@storefront/contracts/cart';
import * as endpoints from '@storefront/contracts/endpoints/shipping';
import {
  cartBillingAddressQuerySchema,
  cartShippingAddressQuerySchema,
  cartShippingMethodBodySchema,
  cartShippingMethodQuerySchema,
  shippingMethodParamsSchema,
  shippingMethodSchema,
  shippingMethodsQuerySchema,
  shippingMethodsSchema,
} from '@storefront/contracts/shipping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { TAGS_HEADER } from '../../lib/catalogue-news.ts';
import { route } from '../../lib/route.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { adminShippingRoutes } from './admin/routes.ts';
import {
  getDefaultShippingMethod,
  getShippingMethod,
  listShippingMethods,
  SHIPPING_CACHE_TAG,
  setCartBillingAddress,
  setCartShippingAddress,
  setCartShippingMethod,
} from './service.ts';

const TAGS = ['shipping'];
const CART_TAGS = ['cart'];
const security = [{ bearer: [] }];
const optionalSecurity: Record<string, string[]>[] = [{ bearer: [] }, {}];
const ANSWER =
  "Acts on the caller's own cart and answers the whole cart (as GET users/{userId}/cart). ";

/** Spec 7 shipping (issue 6): shipping methods and the cart's shipping address and method. */
export const shippingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Priced for the caller's cart, or personal: no cache anywhere may keep them.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // A page drawn from a method (the product page's delivery date) names it, so it is forgotten
  // when the back office changes a method (decision 55). The back office's answers name nothing.
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api/admin/')) {
      reply.header(TAGS_HEADER, SHIPPING_CACHE_TAG);
    }
  });

  route(app, endpoints.listShippingMethods, {
    schema: {
      tags: TAGS,
      summary: 'The shipping methods offered for a destination, priced for the cart',
      description:
        'countryId, or addressId (one of the caller’s addresses: token required, 404 naming ' +
        'addressId otherwise). Token optional: the methods are offered and priced for the ' +
        "caller's cart sub-total (0 without a token). price is 0 (isFree) once the sub-total " +
        'reaches freeFrom; regularPrice is the price without it. A method with a minimum ' +
        'sub-total is left out below it, and one that delivers to some areas only is offered ' +
        'for an address in one of them (not for a country alone). isDefault marks the shop’s ' +
        'default method. 400 naming countryId for an unknown country.',
      security: optionalSecurity,
      querystring: shippingMethodsQuerySchema,
      response: { 200: shippingMethodsSchema },
    },
    handler: async (request) =>
      listShippingMethods(db, request.user?.id ?? null, request.query, request.lang),
  });

  route(app, endpoints.getShippingMethod, {
    schema: {
      tags: TAGS,
      summary: 'One shipping method',
      description:
        'Token optional; priced for the caller’s cart sub-total. 404 for an unknown or ' +
        'inactive method.',
      security: optionalSecurity,
      params: shippingMethodParamsSchema,
      response: { 200: shippingMethodSchema },
    },
    handler: async (request) =>
      getShippingMethod(db, request.user?.id ?? null, request.params.id, request.lang),
  });

  route(app, endpoints.getDefaultShippingMethod, {
    schema: {
      tags: TAGS,
      summary: 'The shop’s default shipping method',
      description:
        'The method the checkout chooses for a shopper and the product page dates its delivery ' +
        'by (isDefault: the back office sets it). Token optional; priced for the caller’s cart ' +
        'sub-total. 404 while the shop has no default method.',
      security: optionalSecurity,
      response: { 200: shippingMethodSchema },
    },
    handler: async (request) =>
      getDefaultShippingMethod(db, request.user?.id ?? null, request.lang),
  });

  route(app, endpoints.setCartShippingAddress, {
    schema: {
      tags: CART_TAGS,
      summary: 'Choose the cart’s shipping address',
      description:
        '404 (shippingAddressId) unless it is one of the caller’s addresses. A shipping ' +
        'method already chosen is priced again for the new destination, or dropped when it ' +
        `does not deliver there. ${ANSWER}`,
      security,
      querystring: cartShippingAddressQuerySchema,
      response: { 200: cartSchema },
    },
    preValidation: authenticated,
    handler: async (request) =>
      setCartShippingAddress(
        db,
        requireUser(request).id,
        request.query.shippingAddressId,
        request.lang,
      ),
  });

  route(app, endpoints.setCartBillingAddress, {
    schema: {
      tags: CART_TAGS,
      summary: 'Choose the cart’s billing address (our addition, spec 3 billingAddressId)',
      description: `404 (billingAddressId) unless it is one of the caller’s addresses. ${ANSWER}`,
      security,
      querystring: cartBillingAddressQuerySchema,
      response: { 200: cartSchema },
    },
    preValidation: authenticated,
    handler: async (request) =>
      setCartBillingAddress(
        db,
        requireUser(request).id,
        request.query.billingAddressId,
        request.lang,
      ),
  });

  route(app, endpoints.setCartShippingMethod, {
    schema: {
      tags: CART_TAGS,
      summary: 'Choose the cart’s shipping method',
      description:
        'Body { shippingAmount }: the amount the shopper was shown (fils). The server prices ' +
        'the method itself for the cart’s shipping address and sub-total and stores its own ' +
        'figure. 400 (shippingAddressId) before a shipping address is chosen; 404 ' +
        '(shippingMethodId) for a method unknown, inactive or not offered there; 409 ' +
        '(shippingAmount, the message gives the right amount) when the figure sent differs: ' +
        `nothing changes. ${ANSWER}`,
      security,
      querystring: cartShippingMethodQuerySchema,
      body: cartShippingMethodBodySchema,
      response: { 200: cartSchema },
    },
    preValidation: authenticated,
    handler: async (request) =>
      setCartShippingMethod(
        db,
        requireUser(request).id,
        request.query.shippingMethodId,
        request.body.shippingAmount,
        request.lang,
      ),
  });

  // Issue 26: the back office's shipping methods (settings.manage).
  await app.register(adminShippingRoutes, { db });
};
