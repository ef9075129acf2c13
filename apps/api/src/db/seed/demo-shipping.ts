import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { shippingMethods } from '../schema.ts';
import { type Both, describeShipping, type ShippingFacts } from './offer-text.ts';

const GCC = ['kw', 'sa', 'ae', 'qa', 'bh', 'om'];

type DemoShippingMethod = ShippingFacts & {
  id: number;
  code: string;
  sortOrder: number;
  /** What the method is for, beyond its figures (which describeShipping writes from the row). */
  note: Both | null;
};

/** The demo shop's shipping methods with their notes: the static pages quote both. */
export const demoShippingOffer: readonly DemoShippingMethod[] = [
  {
    id: 1,
    code: 'standard',
    name: { en: 'Standard delivery', ar: 'التوصيل العادي' },
    price: 1_500,
    freeFrom: 20_000,
    minSubtotal: 0,
    countryCodes: GCC,
    minDays: 2,
    maxDays: 4,
    sortOrder: 1,
    note: null,
  },
  {
    id: 2,
    code: 'express',
    name: { en: 'Express delivery', ar: 'التوصيل السريع' },
    price: 3_500,
    freeFrom: null,
    minSubtotal: 0,
    countryCodes: ['kw'],
    minDays: 1,
    maxDays: 1,
    sortOrder: 2,
    note: null,
  },
  {
    // Offered only where standard is free too, and slower: what it gives is one trip instead
    // of several, which the note says. Its name stays (tests elsewhere quote it).
    id: 3,
    code: 'free',
    name: { en: 'Free delivery', ar: 'توصيل مجاني' },
    price: 0,
    freeFrom: 0,
    minSubtotal: 50_000,
    countryCodes: ['kw'],
    minDays: 3,
    maxDays: 5,
    sortOrder: 3,
    note: {
      en: 'No rush: it comes with other orders to your area in one trip, so fewer vans are on the road.',
      ar: 'دون استعجال: يصلك مع طلبات أخرى إلى منطقتك في رحلة واحدة، فتقلّ سيارات التوصيل على الطرق.',
    },
  },
];

/**
 * The demo shop's shipping methods (issue 6; amounts in fils). Standard is id 1, spec 9's
 * default shipping method. Descriptions are written from each row's figures (offer-text.ts).
 */
export const demoShippingMethods = demoShippingOffer.map(({ note, ...method }) => ({
  ...method,
  description: describeShipping(method, note),
  isDefault: method.code === 'standard',
})) satisfies (typeof shippingMethods.$inferInsert)[];

/**
 * Seeds the demo shipping methods the shop does not have yet (by id); methods the shop has
 * since edited are left alone. Idempotent.
 */
export async function seedDemoShipping(db: Db): Promise<void> {
  // A shop that already has a default keeps it: the seed then adds its methods as non-default.
  const [current] = await db
    .select({ id: shippingMethods.id })
    .from(shippingMethods)
    .where(eq(shippingMethods.isDefault, true));
  const methods = current
    ? demoShippingMethods.map((method) => ({ ...method, isDefault: false }))
    : demoShippingMethods;
  await db.insert(shippingMethods).values(methods).onConflictDoNothing();
}
