import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  addresses,
  attributes,
  attributeValues,
  categories,
  paymentProviders,
  products,
  promoCodes,
  variations,
  variationValues,
} from '../../db/schema.ts';
import { setCheckoutChoice } from '../cart/service.ts';

/**
 * A small catalogue for the orders' tests (imported by tests and the bench only): explicit ids
 * from 8,600,001, clear of the seed's and of the other fixtures'.
 */
export const O = {
  category: 8_600_001,
  product: { lamp: 8_600_001, mug: 8_600_002, shirt: 8_600_003, rare: 8_600_004, gone: 8_600_005 },
  attribute: 8_600_001,
  value: { red: 8_600_001, blue: 8_600_002 },
  variation: { red: 8_600_001, blue: 8_600_002 },
} as const;

export async function insertOrdersCatalogue(db: Db): Promise<void> {
  await db.insert(categories).values({
    id: O.category,
    name: { en: 'Orders shop', ar: 'متجر الطلبات' },
    path: [O.category],
    sortOrder: 97,
  });
  const p = O.product;
  const product = (
    id: number,
    en: string,
    ar: string,
    price: number,
    activeQty: number,
  ): typeof products.$inferInsert => ({
    id,
    sku: `ORD-${id}`,
    name: { en, ar },
    categoryId: O.category,
    categoryPath: [O.category],
    price,
    activeQty,
  });
  await db
    .insert(products)
    .values([
      product(p.lamp, 'Order Lamp', 'مصباح الطلب', 4_000, 20),
      product(p.mug, 'Order Mug', 'كوب الطلب', 2_500, 50),
      product(p.shirt, 'Order Shirt', 'قميص الطلب', 3_000, 8),
      product(p.rare, 'Order Rare', 'نادر الطلب', 10_000, 10),
      product(p.gone, 'Order Gone', 'منتج منتهي', 1_000, 5),
    ]);
  await db.insert(attributes).values({
    id: O.attribute,
    name: { en: 'Colour', ar: 'اللون' },
    kind: 'color',
  });
  await db.insert(attributeValues).values([
    { id: O.value.red, attributeId: O.attribute, value: { en: 'Red', ar: 'أحمر' } },
    { id: O.value.blue, attributeId: O.attribute, value: { en: 'Blue', ar: 'أزرق' } },
  ]);
  await db.insert(variations).values([
    { id: O.variation.red, productId: p.shirt, sku: 'ORD-SHIRT-RED', price: 3_000, activeQty: 5 },
    { id: O.variation.blue, productId: p.shirt, sku: 'ORD-SHIRT-BLUE', price: 3_500, activeQty: 3 },
  ]);
  await db.insert(variationValues).values([
    { variationId: O.variation.red, attributeId: O.attribute, valueId: O.value.red },
    { variationId: O.variation.blue, attributeId: O.attribute, valueId: O.value.blue },
  ]);
  await insertPaymentProviders(db);
}

/** Spec 7 payment providers: 1 cash on delivery, 2 the sandbox card (the demo seeds them too). */
export async function insertPaymentProviders(db: Db): Promise<void> {
  await db
    .insert(paymentProviders)
    .values([
      {
        id: 1,
        code: 'cash_on_delivery',
        name: { en: 'Cash on delivery', ar: 'الدفع عند الاستلام' },
      },
      { id: 2, code: 'sandbox_card', name: { en: 'Card', ar: 'بطاقة' } },
    ])
    .onConflictDoNothing();
}

/**
 * Sets the user's checkout choices directly: a Kuwaiti address as both billing and shipping,
 * the standard shipping method and a payment method.
 */
export async function prepareCheckout(
  db: Db,
  userId: string,
  options: { paymentMethodId?: number | null; email?: string } = {},
): Promise<number> {
  const [address] = await db
    .insert(addresses)
    .values({
      userId,
      fullName: 'Sara Al-Sabah',
      phone: '+96550000001',
      email: options.email ?? 'sara@example.com',
      countryId: 1,
      stateId: 1,
      block: '3',
      street: 'Gulf Road',
      building: '12',
    })
    .returning({ id: addresses.id });
  if (!address) throw new Error('address');
  const paymentMethodId = options.paymentMethodId === undefined ? 1 : options.paymentMethodId;
  await setCheckoutChoice(db, userId, {
    billingAddressId: address.id,
    shippingAddressId: address.id,
    shippingMethodId: 1,
    paymentMethodId,
  });
  return address.id;
}

export async function setEnforceTerms(db: Db, on: boolean): Promise<void> {
  await db.execute(
    sql`update theme_configs set config = jsonb_set(config, '{enforce_checkout_terms}', ${on ? 'true' : 'false'}::jsonb)`,
  );
}

export async function insertOrderPromoCodes(db: Db): Promise<void> {
  await db.insert(promoCodes).values([
    { code: 'ORD10', discountType: 'percentage', discountValue: 10 },
    { code: 'ORDONCE', discountType: 'fixed', discountValue: 1_000, usageLimit: 1 },
  ]);
}

/** The order calls of spec 7 for one caller. */
export function ordersClient(app: FastifyInstance, token: string, lang = 'en') {
  const headers = { authorization: `Bearer ${token}`, 'accept-language': lang };
  return {
    place: (
      userId: string,
      key: string | undefined,
      payload: object = { acceptCheckoutTerms: true },
    ) =>
      app.inject({
        method: 'POST',
        url: `/api/users/${userId}/orders`,
        headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
        payload,
      }),
    list: (userId: string, query = '') =>
      app.inject({ url: `/api/customers/${userId}/orders${query}`, headers }),
    get: (id: number) => app.inject({ url: `/api/orders/${id}`, headers }),
    items: (id: number) => app.inject({ url: `/api/orders/${id}/items`, headers }),
    document: (id: number) => app.inject({ url: `/api/orders/${id}/document`, headers }),
    reorder: (id: number) =>
      app.inject({ method: 'POST', url: `/api/orders/${id}/reorder`, headers }),
  };
}
