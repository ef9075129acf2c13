import type { Db } from '../client.ts';
import { shippingMethods } from '../schema.ts';

const GCC = ['kw', 'sa', 'ae', 'qa', 'bh', 'om'];

/**
 * The demo shop's shipping methods (issue 6; amounts in fils). Standard is id 1, spec 9's
 * default shipping method.
 */
export const demoShippingMethods: (typeof shippingMethods.$inferInsert)[] = [
  {
    id: 1,
    code: 'standard',
    name: { en: 'Standard delivery', ar: 'التوصيل العادي' },
    description: {
      en: 'Delivered in 2 to 4 business days. Free on orders from KD 20.',
      ar: 'يصل خلال 2 إلى 4 أيام عمل. مجاني للطلبات من 20 د.ك.',
    },
    price: 1_500,
    freeFrom: 20_000,
    minSubtotal: 0,
    countryCodes: GCC,
    minDays: 2,
    maxDays: 4,
    sortOrder: 1,
  },
  {
    id: 2,
    code: 'express',
    name: { en: 'Express delivery', ar: 'التوصيل السريع' },
    description: {
      en: 'Delivered the next business day, within Kuwait.',
      ar: 'يصل في يوم العمل التالي، داخل الكويت.',
    },
    price: 3_500,
    freeFrom: null,
    minSubtotal: 0,
    countryCodes: ['kw'],
    minDays: 1,
    maxDays: 1,
    sortOrder: 2,
  },
  {
    id: 3,
    code: 'free',
    name: { en: 'Free delivery', ar: 'توصيل مجاني' },
    description: {
      en: 'On orders from KD 50, within Kuwait, in 3 to 5 business days.',
      ar: 'للطلبات من 50 د.ك، داخل الكويت، خلال 3 إلى 5 أيام عمل.',
    },
    price: 0,
    freeFrom: 0,
    minSubtotal: 50_000,
    countryCodes: ['kw'],
    minDays: 3,
    maxDays: 5,
    sortOrder: 3,
  },
];

/**
 * Seeds the demo shipping methods the shop does not have yet (by id); methods the shop has
 * since edited are left alone. Idempotent.
 */
export async function seedDemoShipping(db: Db): Promise<void> {
  await db.insert(shippingMethods).values(demoShippingMethods).onConflictDoNothing();
}
