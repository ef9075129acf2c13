import { randomUUID } from 'node:crypto';
import { addressInputSchema } from '@storefront/contracts/addresses';
import { and, asc, eq, gte, notInArray, sql } from 'drizzle-orm';
import { areaLookup, createAddress, stateLookup } from '../../modules/addresses/service.ts';
import { addCartLines, setCheckoutChoice } from '../../modules/cart/service.ts';
import { moveOrder } from '../../modules/orders/life/service.ts';
import { placeOrder } from '../../modules/orders/service.ts';
import type { Db } from '../client.ts';
import { products, users, variations } from '../schema.ts';
import { demoAccounts } from './demo-accounts.ts';

/** The products the visual baselines show (e2e/tests/visual.spec.ts): their stock stays as seeded. */
const PICTURED_PRODUCTS = [2, 36];

/**
 * The demo customer's history (issue 29): one order, placed and delivered, so signing in as the
 * demo customer shows an order to follow, reorder or send back. Made through the modules'
 * services as the shopper and staff would make it (their rules, stock and timeline included),
 * paid in cash on delivery, to their saved address in Salmiya.
 */
export async function seedDemoOrderHistory(db: Db): Promise<void> {
  const customer = demoAccounts.find((account) => account.role === 'customer');
  const owner = demoAccounts.find((account) => account.role === 'staff');
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, customer!.email));
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, owner!.email));
  if (!user || !staff) return;

  const hawalli = (await stateLookup(db, 1, 'en')).find((state) => state.name === 'Hawalli');
  const salmiya =
    hawalli && (await areaLookup(db, hawalli.id, 'en')).find((a) => a.name === 'Salmiya');
  if (!hawalli || !salmiya) return;
  const address = await createAddress(
    db,
    { id: user.id, role: 'customer' },
    addressInputSchema.parse({
      fullName: customer!.displayName,
      phone: customer!.phone,
      countryId: 1,
      stateId: hawalli.id,
      areaId: salmiya.id,
      block: '10',
      street: 'Salem Al-Mubarak Street',
      building: '7',
      floor: '3',
      apartment: '12',
      isDefault: true,
    }),
    'en',
  );

  // Two products without choices to make, with stock to spare.
  const picked = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        gte(products.activeQty, 10),
        notInArray(products.id, PICTURED_PRODUCTS),
        sql`not exists (select 1 from ${variations} where ${variations.productId} = ${products.id})`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(2);
  if (picked.length === 0) return;
  await addCartLines(
    db,
    user.id,
    'en',
    picked.map((product) => ({ productId: product.id, variationId: null, quantity: 1 })),
    (index, name) => `items.${index}.${name}`,
  );
  await setCheckoutChoice(db, user.id, {
    billingAddressId: address.addressId,
    shippingAddressId: address.addressId,
    shippingMethodId: 1,
    paymentMethodId: 1,
  });
  const { order } = await placeOrder(db, user.id, 'en', randomUUID(), {
    orderNotes: '',
    acceptCheckoutTerms: true,
  });
  for (const to of ['processing', 'shipped', 'delivered'] as const) {
    await moveOrder(db, {
      orderId: order.orderId,
      to,
      actor: 'staff',
      actorId: staff.id,
      note: '',
    });
  }
}
