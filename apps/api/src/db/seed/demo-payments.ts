import type { Db } from '../client.ts';
import { paymentProviders } from '../schema.ts';

/**
 * The demo shop's payment providers (issue 6): cash on delivery and the built-in sandbox card
 * gateway (modules/payments). Stable ids: the storefront and tests name them.
 */
export const demoPaymentProviders: (typeof paymentProviders.$inferInsert)[] = [
  {
    id: 1,
    code: 'cash_on_delivery',
    name: { en: 'Cash on delivery', ar: 'الدفع عند الاستلام' },
    description: {
      en: 'Pay in cash when your order is delivered.',
      ar: 'ادفع نقدًا عند استلام طلبك.',
    },
    sortOrder: 1,
  },
  {
    id: 2,
    code: 'sandbox_card',
    name: { en: 'Card (sandbox)', ar: 'بطاقة (تجريبية)' },
    description: {
      en: 'A test card gateway, no real money moves: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.',
      ar: 'بوابة بطاقات تجريبية لا تُنقل فيها أموال حقيقية: البطاقة 4242 4242 4242 4242 تنجح، والبطاقة 4000 0000 0000 0002 تُرفض.',
    },
    sortOrder: 2,
  },
];

/**
 * Seeds the providers a shop lacks (by id), leaving any the shop has edited alone: idempotent,
 * and a demo database from before payments gets them too.
 */
export async function seedDemoPaymentProviders(db: Db): Promise<void> {
  await db.insert(paymentProviders).values(demoPaymentProviders).onConflictDoNothing();
}
