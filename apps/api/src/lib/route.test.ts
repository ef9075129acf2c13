import {
  cartSchema,
  itemIdParamsSchema,
  updateCartItemSchema,
  wishlistSchema,
} from '@storefront/contracts/cart';
import { getCart, updateCartItem } from '@storefront/contracts/endpoints/cart';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from './route.ts';

function app() {
  const instance = Fastify().withTypeProvider<ZodTypeProvider>();
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  return instance;
}

const emptyCart = {
  items: [],
  itemCount: 0,
  subTotal: 0,
  promoCode: null,
  discount: 0,
  shippingAddressId: null,
  billingAddressId: null,
  shippingMethodId: null,
  paymentMethodId: null,
  shippingAmount: 0,
  total: 0,
} as unknown as z.input<typeof cartSchema>;

describe('route', () => {
  it("registers the endpoint's method and path, in Fastify's form, under its name", async () => {
    const server = app();
    route(server, updateCartItem, {
      schema: {
        params: itemIdParamsSchema,
        body: updateCartItemSchema,
        response: { 200: cartSchema },
      },
      handler: async (request) => ({ ...emptyCart, itemCount: request.params.id }),
    });
    await server.ready();
    expect(server.hasRoute({ method: 'PUT', url: '/carts/items/:id' })).toBe(true);
    const response = await server.inject({
      method: 'PUT',
      url: '/carts/items/7',
      payload: { quantity: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ itemCount: 7 });
  });

  it('refuses, at typecheck, schemas other than the ones the endpoint names', () => {
    const server = app();
    const handler = async () => emptyCart;
    // Each of these compiles only if route() stopped tying the schema to the endpoint: the
    // unused expect-error directive would then fail `npm run typecheck`.
    // @ts-expect-error another response schema than the endpoint's
    route(server, getCart, { schema: { response: { 200: wishlistSchema } }, handler });
    route(app(), updateCartItem, {
      schema: {
        // @ts-expect-error a params schema naming another parameter than the path's {id}
        params: z.object({ itemId: z.number() }),
        body: updateCartItemSchema,
        response: { 200: cartSchema },
      },
      handler,
    });
    route(app(), updateCartItem, {
      // @ts-expect-error the endpoint has a body: the schema must say it
      schema: { params: itemIdParamsSchema, response: { 200: cartSchema } },
      handler,
    });
    expect(server.hasRoute({ method: 'GET', url: '/users/:userId/cart' })).toBe(true);
  });
});
