import type { LanguageCode } from '@storefront/contracts';
import { formatCalendarDay } from '@storefront/contracts/dates';
import { ar } from '@storefront/contracts/i18n/ar';
import { en } from '@storefront/contracts/i18n/en';
import { addressLines, joinList } from '@storefront/contracts/list-format';
import type { OrderStatus } from '@storefront/contracts/order-status';
import type { Order, OrderAddress, OrderItem } from '@storefront/contracts/orders';
import { groupPhone } from '@storefront/contracts/phone-format';
import { formatPrice, type PriceSettings } from '@storefront/contracts/price';
import { escapeHtml } from '../../../lib/html.ts';

/**
 * The order emails (issue 15), in the order's language, each with a plain and an HTML part:
 * the confirmation when an order is placed, and a note at each later step of its life. Amounts
 * and phone numbers are kept left to right inside Arabic (the plain part between left-to-right
 * marks, the HTML with <bdi dir="ltr">), lists joined with the language's comma. Not Unicode
 * isolates in the plain part: some mail apps draw them as boxes, while LRM is as old as Unicode's
 * bidi and drawn by none.
 */

/** A number or amount kept left to right in a plain-text line of an Arabic email. */
const LRM = '\u200e';

export type OrderEmailKind =
  | 'placed'
  | Exclude<OrderStatus, 'placed' | 'awaiting_payment'>
  // Issue 26: part of the money paid back; a return request decided or received.
  | 'partly_refunded'
  | 'return_approved'
  | 'return_refused'
  | 'return_received';

export interface OrderEmailInput {
  order: Order;
  items: OrderItem[];
  shop: string;
  /** The order's page in the storefront. */
  link: string;
  price: PriceSettings;
  /** The language to write in: the order's, or the page's the shopper acted on. */
  lang: LanguageCode;
  /** A refund's amount in fils (refunded, partly_refunded). */
  amount?: number | undefined;
  /** Staff's words for this email (a return's note or refusal reason), not the timeline's. */
  note?: string | undefined;
}

export interface Email {
  subject: string;
  text: string;
  html: string;
}

const catalogues = { en, ar } as const;

/** What each email says, per language; {n} is the order number. */
const WORDS = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    subject: {
      placed: 'Your order {n} is confirmed',
      payment_failed: 'The payment for order {n} did not go through',
      paid: 'Payment received for order {n}',
      processing: 'We are preparing order {n}',
      shipped: 'Order {n} is on its way',
      delivered: 'Order {n} was delivered',
      cancelled: 'Order {n} is cancelled',
      refunded: 'Order {n} is refunded',
      partly_refunded: '{amount} of order {n} was refunded',
      return_approved: 'Your return for order {n} is approved',
      return_refused: 'Your return for order {n} was not accepted',
      return_received: 'We received your return for order {n}',
    },
    lead: {
      placed: 'Thank you for your order. Here is what you ordered.',
      payment_failed: 'Your card payment did not go through. You can try again from your order.',
      paid: 'We received your payment.',
      processing: 'We are preparing your order.',
      shipped: 'Your order has left us and is on its way.',
      delivered: 'Your order was delivered. Enjoy it!',
      cancelled: 'Your order is cancelled and nothing more will happen to it.',
      refunded: 'Your money has been paid back.',
      partly_refunded: 'We paid back part of what you paid for this order.',
      return_approved: 'We accepted your return request. Please send the items back to us.',
      return_refused: 'We could not accept your return request.',
      return_received: 'We received the items you sent back.',
    },
    refundAmount: 'Amount paid back',
    toCard: 'It goes back to the card you paid with; your bank may take a few days to show it.',
    reason: 'Reason',
    expired: 'We did not receive the card payment in time, so the order was cancelled.',
    refundOwed: 'You paid by card: the amount will be paid back to your card.',
    estimate: (from: string, to: string) => `Expected delivery: ${from} – ${to}`,
    note: 'Note from the shop',
    carrier: 'Carrier',
    tracking: 'Tracking number',
    trackingLink: 'Track the parcel',
    view: 'View your order',
    thanks: (shop: string) => `Thank you for shopping at ${shop}.`,
  },
  ar: {
    hello: (name: string) => `مرحبًا ${name}،`,
    subject: {
      placed: 'تم تأكيد طلبك {n}',
      payment_failed: 'لم يتم الدفع للطلب {n}',
      paid: 'تم استلام الدفع للطلب {n}',
      processing: 'نقوم بتجهيز الطلب {n}',
      shipped: 'الطلب {n} في الطريق إليك',
      delivered: 'تم توصيل الطلب {n}',
      cancelled: 'تم إلغاء الطلب {n}',
      refunded: 'تم استرداد مبلغ الطلب {n}',
      partly_refunded: 'تم استرداد {amount} من الطلب {n}',
      return_approved: 'تم قبول طلب إرجاع الطلب {n}',
      return_refused: 'لم يُقبل طلب إرجاع الطلب {n}',
      return_received: 'استلمنا المرتجع من الطلب {n}',
    },
    lead: {
      placed: 'شكرًا لطلبك. هذه تفاصيل ما طلبته.',
      payment_failed: 'لم يتم الدفع بالبطاقة. يمكنك المحاولة مرة أخرى من صفحة طلبك.',
      paid: 'استلمنا المبلغ المدفوع.',
      processing: 'نقوم بتجهيز طلبك الآن.',
      shipped: 'غادر طلبك مستودعنا وهو في الطريق إليك.',
      delivered: 'تم توصيل طلبك. نتمنى أن ينال إعجابك!',
      cancelled: 'تم إلغاء طلبك ولن يحدث له شيء آخر.',
      refunded: 'تمت إعادة المبلغ إليك.',
      partly_refunded: 'أعدنا إليك جزءًا مما دفعته لهذا الطلب.',
      return_approved: 'قبلنا طلب الإرجاع. يُرجى إرسال الأصناف إلينا.',
      return_refused: 'لم نتمكن من قبول طلب الإرجاع.',
      return_received: 'استلمنا الأصناف التي أرسلتها.',
    },
    refundAmount: 'المبلغ المُعاد',
    toCard: 'يُعاد المبلغ إلى البطاقة التي دفعت بها، وقد يستغرق ظهوره لدى البنك بضعة أيام.',
    reason: 'السبب',
    expired: 'لم يصلنا الدفع بالبطاقة في الوقت المحدد، لذلك تم إلغاء الطلب.',
    refundOwed: 'دفعت بالبطاقة: سيُعاد المبلغ إلى بطاقتك.',
    estimate: (from: string, to: string) => `موعد التوصيل المتوقع: ${from} – ${to}`,
    note: 'ملاحظة من المتجر',
    carrier: 'شركة الشحن',
    tracking: 'رقم التتبع',
    trackingLink: 'تتبع الشحنة',
    view: 'عرض طلبك',
    thanks: (shop: string) => `شكرًا لتسوقك من ${shop}.`,
  },
} as const;

/** The email an order gets at a step of its life (`kind`), in `input.lang`. */
export function orderEmail(kind: OrderEmailKind, input: OrderEmailInput): Email {
  const { order, items, shop, link, price, lang } = input;
  const words = WORDS[lang];
  const strings = catalogues[lang] as Record<string, string>;
  const t = (key: string) => strings[key] ?? key;
  const money = (amount: number) => formatPrice(amount, price);
  const ltr = (text: string) => (lang === 'ar' ? `${LRM}${text}${LRM}` : text);
  const last = order.timeline.at(-1);

  const refunded = input.amount === undefined ? null : money(input.amount);
  const subject = `${words.subject[kind].replace('{n}', order.orderNumber).replace('{amount}', ltr(refunded ?? ''))} · ${shop}`;
  const lead: string[] = [words.lead[kind]];
  if (kind === 'cancelled' && last?.note === 'payment_expired') lead.push(words.expired);
  if (kind === 'cancelled' && order.refund === 'requested') lead.push(words.refundOwed);
  // Issue 26: a refund says how much, and a card's where it goes.
  const refundEmail = kind === 'refunded' || kind === 'partly_refunded';
  if (refundEmail && order.paymentReference !== null) lead.push(words.toCard);
  const staffNote =
    input.note !== undefined
      ? input.note || null
      : last?.actor === 'staff' && last.note
        ? last.note
        : null;
  const noteLabel = kind === 'return_refused' ? words.reason : words.note;
  const estimate =
    order.deliveryEstimate && (kind === 'placed' || kind === 'shipped' || kind === 'paid')
      ? words.estimate(
          formatCalendarDay(order.deliveryEstimate.earliest, lang),
          formatCalendarDay(order.deliveryEstimate.latest, lang),
        )
      : null;
  // The shipped email says how the parcel travels (issue 26): carrier, number, link.
  const shipment = kind === 'shipped' ? order.shipment : null;
  // The full order (lines, totals, addresses) in the confirmation; later steps stay short.
  const full = kind === 'placed';

  const lineText = (item: OrderItem) =>
    joinList(
      [
        `${item.productName} × ${item.quantity}`,
        ...item.attributes.map((a) => `${a.attributeName}: ${a.value}`),
      ],
      lang,
    );
  const totals: [string, string][] = [
    [t('orders.detail.subTotal'), money(order.subTotal)],
    ...(order.discount > 0
      ? [[t('orders.detail.discount'), money(-order.discount)] as [string, string]]
      : []),
    // As the pages say it: "Free", not "KD 0.000".
    [
      t('orders.detail.shipping'),
      order.shippingAmount === 0 ? t('shipping.picker.free') : money(order.shippingAmount),
    ],
    [t('orders.detail.total'), money(order.total)],
  ];
  const address = (a: OrderAddress) => {
    const { street, place } = addressLines(a, t as never, lang);
    return [a.fullName, street, place, groupPhone(a.phone)].filter(Boolean);
  };

  const text = [
    words.hello(order.billingAddress.fullName),
    '',
    ...lead,
    ...(estimate ? ['', estimate] : []),
    ...(refunded ? ['', `${words.refundAmount}: ${ltr(refunded)}`] : []),
    ...(staffNote ? ['', `${noteLabel}: ${staffNote}`] : []),
    ...(shipment
      ? [
          '',
          `${words.carrier}: ${shipment.carrier}`,
          `${words.tracking}: ${ltr(shipment.trackingNumber)}`,
          ...(shipment.trackingUrl ? [`${words.trackingLink}: ${shipment.trackingUrl}`] : []),
        ]
      : []),
    '',
    `${t('orders.detail.number')}: ${ltr(order.orderNumber)}`,
    ...(full
      ? [
          '',
          ...items.map((item) => `- ${lineText(item)}: ${ltr(money(item.lineTotal))}`),
          '',
          ...totals.map(([label, amount]) => `${label}: ${ltr(amount)}`),
          '',
          `${t('orders.detail.shippingAddress')}:`,
          ...address(order.shippingAddress).map((line, i, all) =>
            i === all.length - 1 ? ltr(line) : line,
          ),
          '',
          `${t('orders.detail.shippingMethod')}: ${order.shippingMethodName}`,
        ]
      : []),
    '',
    `${words.view}: ${link}`,
    '',
    words.thanks(shop),
  ].join('\n');

  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const e = escapeHtml;
  const amount = (value: string) => `<bdi dir="ltr" style="white-space:nowrap">${e(value)}</bdi>`;
  const cell = 'padding:6px 0;border-block-end:1px solid #e5e5e5';
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Tahoma,sans-serif;color:#171717">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px" dir="${dir}">
<h1 style="font-size:20px;margin:0 0 16px">${e(shop)}</h1>
<p>${e(words.hello(order.billingAddress.fullName))}</p>
${lead.map((p) => `<p>${e(p)}</p>`).join('\n')}
${estimate ? `<p><strong>${e(estimate)}</strong></p>` : ''}
${refunded ? `<p><strong>${e(words.refundAmount)}: ${amount(refunded)}</strong></p>` : ''}
${staffNote ? `<p>${e(noteLabel)}: ${e(staffNote)}</p>` : ''}
${
  shipment
    ? `<p>${e(words.carrier)}: ${e(shipment.carrier)}<br>${e(words.tracking)}: ${amount(shipment.trackingNumber)}${
        shipment.trackingUrl
          ? `<br><a href="${e(shipment.trackingUrl)}">${e(words.trackingLink)}</a>`
          : ''
      }</p>`
    : ''
}
<p>${e(t('orders.detail.number'))}: ${amount(order.orderNumber)}</p>
${
  full
    ? `<table role="presentation" style="width:100%;border-collapse:collapse">
${items
  .map(
    (item) =>
      `<tr><td style="${cell}">${e(lineText(item))}</td><td style="${cell};text-align:end">${amount(money(item.lineTotal))}</td></tr>`,
  )
  .join('\n')}
${totals
  .map(
    ([label, value], i) =>
      `<tr><td style="padding:4px 0${i === totals.length - 1 ? ';font-weight:bold' : ''}">${e(label)}</td><td style="padding:4px 0;text-align:end${i === totals.length - 1 ? ';font-weight:bold' : ''}">${amount(value)}</td></tr>`,
  )
  .join('\n')}
</table>
<h2 style="font-size:16px;margin:16px 0 4px">${e(t('orders.detail.shippingAddress'))}</h2>
<p style="margin:0">${address(order.shippingAddress)
        .map((line, i, all) => (i === all.length - 1 ? amount(line) : e(line)))
        .join('<br>')}</p>
<p>${e(t('orders.detail.shippingMethod'))}: ${e(order.shippingMethodName)}</p>`
    : ''
}
<p><a href="${e(link)}" style="display:inline-block;padding:10px 16px;background:#171717;color:#fff;text-decoration:none;border-radius:6px">${e(words.view)}</a></p>
<p style="color:#525252">${e(words.thanks(shop))}</p>
</div></body></html>`;
  return { subject, text, html };
}
