import { isolateLtr as ltr } from '@storefront/contracts/list-format';
import type { Db } from '../client.ts';
import { paymentProviders } from '../schema.ts';
import type { Both } from './offer-text.ts';

type ProviderCode = (typeof paymentProviders.$inferInsert)['code'];

/**
 * The demo shop's payment providers (issue 6): cash on delivery and the built-in sandbox card
 * gateway (modules/payments). Stable ids: the storefront and tests name them.
 */
export const demoPaymentProviders = [
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
      // The card numbers are left-to-right runs, or Arabic text would put their groups of four
      // in the opposite order.
      ar: `بوابة بطاقات تجريبية لا تُنقل فيها أموال حقيقية: البطاقة ${ltr('4242 4242 4242 4242')} تنجح، والبطاقة ${ltr('4000 0000 0000 0002')} تُرفض.`,
    },
    sortOrder: 2,
  },
] satisfies (typeof paymentProviders.$inferInsert & { code: ProviderCode })[];

/**
 * How the demo pages speak of each provider: "Pay {pay}" in a product description, and where a
 * refund goes. Every seeded provider needs its words (paymentWordsOf throws otherwise), so a
 * page can only name ways to pay the shop has.
 */
const paymentWords: Record<ProviderCode, { pay: Both; refund: Both }> = {
  cash_on_delivery: {
    pay: { en: 'cash on delivery', ar: 'نقدًا عند الاستلام' },
    refund: {
      en: 'If you paid cash on delivery, we agree with you how to pay it back when we collect the items.',
      ar: 'إذا دفعت نقدًا عند الاستلام، نتفق معك على طريقة إعادة المبلغ عند استلامنا المنتجات.',
    },
  },
  sandbox_card: {
    pay: { en: 'by card', ar: 'بالبطاقة' },
    refund: {
      en: 'If you paid by card, the money goes back to the card you used.',
      ar: 'إذا دفعت بالبطاقة، يعود المبلغ إلى البطاقة التي استخدمتها.',
    },
  },
};

/** The seeded providers in checkout's order, each with the words the demo pages use for it. */
export function paymentWordsOf() {
  return [...demoPaymentProviders]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((provider) => {
      const words = paymentWords[provider.code];
      if (!words) throw new Error(`no demo words for the payment provider ${provider.code}`);
      return { ...provider, ...words };
    });
}

/**
 * Seeds the providers a shop lacks (by id), leaving any the shop has edited alone: idempotent,
 * and a demo database from before payments gets them too.
 */
export async function seedDemoPaymentProviders(db: Db): Promise<void> {
  await db.insert(paymentProviders).values(demoPaymentProviders).onConflictDoNothing();
}
