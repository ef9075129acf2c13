import { addressOfTitle } from '@storefront/contracts/admin-pages';
import { accountsAr } from '@storefront/contracts/i18n/accounts.ar';
import { accountsEn } from '@storefront/contracts/i18n/accounts.en';
import { contentAr } from '@storefront/contracts/i18n/content.ar';
import { contentEn } from '@storefront/contracts/i18n/content.en';
import { ordersAr } from '@storefront/contracts/i18n/orders.ar';
import { ordersEn } from '@storefront/contracts/i18n/orders.en';
import { DEFAULT_PAYMENT_EXPIRY_MINUTES } from '@storefront/contracts/order-status';
import { paymentWordsOf } from '../demo-payments.ts';
import { demoShippingOffer } from '../demo-shipping.ts';
import {
  type Both,
  deliveryTime,
  type Lang,
  RETURN_DAYS,
  region,
  shippingCost,
  shippingWhenWhere,
} from '../offer-text.ts';
import type { Text } from './content.ts';

/**
 * The demo shop's static pages, ids 1–4 as the menus link to them (/pages/1..4). Bodies are
 * written as plain paragraphs separated by blank lines, `## ` starting a heading, and stored as
 * HTML (page-html.ts).
 *
 * What they say about delivery and payment is written from the seeded shipping methods and
 * payment providers (offer-text.ts), and the buttons and pages they point to are named with the
 * storefront's own strings, so the pages say what the shop does (issue 16;
 * demo-content.test.ts checks it).
 */

/** A storefront label as the pages quote it: “Return items”, «إرجاع منتجات». */
const quote = (label: Both, lang: Lang) => (lang === 'ar' ? `«${label.ar}»` : `“${label.en}”`);
const ordersLabel = (key: keyof typeof ordersEn): Both => ({
  en: ordersEn[key],
  ar: ordersAr[key],
});

const ui = {
  myOrders: ordersLabel('orders.history.title'),
  returnItems: ordersLabel('orders.returns.start'),
  cancelOrder: ordersLabel('orders.cancel.button'),
  trackOrder: ordersLabel('orders.track.title'),
  placed: ordersLabel('orders.status.placed'),
  paid: ordersLabel('orders.status.paid'),
  processing: ordersLabel('orders.status.processing'),
  shipped: ordersLabel('orders.status.shipped'),
  delivered: ordersLabel('orders.status.delivered'),
  contactUs: { en: contentEn['contact.title'], ar: contentAr['contact.title'] },
  myAccount: { en: accountsEn['accountInfo.title'], ar: accountsAr['accountInfo.title'] },
};

const shippingPageTitle: Text = { en: 'Shipping & returns', ar: 'الشحن والإرجاع' };

const byShelfOrder = [...demoShippingOffer].sort((a, b) => a.sortOrder - b.sortOrder);
/** The quickest method (express), for the sentence that says how fast we can be. */
const fastest = [...byShelfOrder].sort((a, b) => a.maxDays - b.maxDays || a.price - b.price)[0];
if (!fastest) throw new Error('the demo shop has no shipping method');
/** Every country some method delivers to. */
const deliveredCountries = [...new Set(byShelfOrder.flatMap((m) => m.countryCodes ?? []))];

/** One paragraph per shipping method: its price, threshold, days and countries. */
const shippingParagraphs = (lang: Lang) =>
  byShelfOrder
    .map((method) =>
      [
        `${method.name[lang]}: ${shippingCost(method, lang)}.`,
        `${shippingWhenWhere(method, lang, 'full')}.`,
        method.note?.[lang],
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join('\n\n');

const payments = paymentWordsOf();
const paymentLines = (lang: Lang) =>
  payments.map((p) => `${p.name[lang]}: ${p.description[lang]}`).join('\n');
const refundLines = (lang: Lang) => payments.map((p) => p.refund[lang]).join(' ');

const minutes = DEFAULT_PAYMENT_EXPIRY_MINUTES;
const arabicMinutes = minutes >= 3 && minutes <= 10 ? 'دقائق' : 'دقيقة';

const aboutUs: Text = {
  en: `Dukkan started in 2019 as a small shop in Salmiya with one idea: everyday things, fairly priced, delivered when we say they will be. Today we deliver ${region(deliveredCountries, 'en', 'full')}, but the idea has not changed.

## What we sell

Electronics, fashion, home and kitchen, beauty and sports, from brands we have tried ourselves. If we would not buy it for our own families, we do not sell it.

## How we work

Every order is packed in our warehouse in Shuwaikh, then delivered by our own drivers within Kuwait and by our courier partners to the rest of the Gulf. With ${fastest.name.en}, your order arrives ${deliveryTime(fastest.minDays, fastest.maxDays, 'en')} ${region(fastest.countryCodes, 'en', 'short')}. Checkout shows the ways we deliver to your address, with their prices and times, before you place the order, and our ${shippingPageTitle.en} page lists them all.

The price shown for an item is what you pay for it: at checkout only delivery is added, and you see its price before you place the order.

## Talk to us

Our customer service team answers in Arabic and English, Saturday to Thursday from 9 am to 9 pm. Write to us through ${quote(ui.contactUs, 'en')}, and a person, not a machine, will reply.`,
  ar: `بدأ دكان في عام 2019 كمتجر صغير في السالمية بفكرة واحدة: أغراض يومية بأسعار عادلة، تصلك في الموعد الذي نعدك به. واليوم نوصل ${region(deliveredCountries, 'ar', 'full')}، لكن الفكرة لم تتغير.

## ماذا نبيع

إلكترونيات وأزياء ومستلزمات المنزل والمطبخ ومنتجات الجمال والرياضة، من علامات تجارية جربناها بأنفسنا. إذا لم نكن لنشتريه لعائلاتنا، فلن نبيعه لك.

## كيف نعمل

يُجهَّز كل طلب في مستودعنا في الشويخ، ثم يوصله سائقونا داخل الكويت، وشركاء الشحن لدينا إلى باقي دول الخليج. ومع ${fastest.name.ar}، يصلك طلبك ${deliveryTime(fastest.minDays, fastest.maxDays, 'ar')} ${region(fastest.countryCodes, 'ar', 'short')}. وتعرض لك صفحة إتمام الطلب طرق التوصيل المتاحة إلى عنوانك بأسعارها ومواعيدها قبل أن تؤكد الطلب، وتجدها كلها في صفحة ${shippingPageTitle.ar}.

السعر المعروض للمنتج هو ما تدفعه مقابله: لا يُضاف عند إتمام الطلب إلا التوصيل، وترى سعره قبل أن تؤكد الطلب.

## تواصل معنا

يرد فريق خدمة العملاء بالعربية والإنجليزية من السبت إلى الخميس، من الساعة 9 صباحاً حتى 9 مساءً. راسلنا من صفحة ${quote(ui.contactUs, 'ar')}، وسيرد عليك شخص حقيقي لا آلة.`,
};

const shippingAndReturns: Text = {
  en: `## Delivery

Checkout shows the ways we deliver to your address, each with its price for your order, before you place it.

${shippingParagraphs('en')}

Customs duties outside Kuwait, where charged, are paid by the recipient.

## Following your order

We email you when you place an order and each time its status changes: ${quote(ui.placed, 'en')} (or ${quote(ui.paid, 'en')} when you pay by card), then ${quote(ui.processing, 'en')}, ${quote(ui.shipped, 'en')} and ${quote(ui.delivered, 'en')}. You can also follow your orders under ${quote(ui.myOrders, 'en')} in your account.

Ordered without an account? Open the link in any of our emails about the order, or choose ${quote(ui.trackOrder, 'en')} on the log-in page and enter the order number and the email you ordered with.

## Cancelling an order

You can cancel an order until it ships: open it and choose ${quote(ui.cancelOrder, 'en')}. Its items go back on sale, and anything you have paid is refunded as explained under Refunds below.

## Returns

You can return most items within ${RETURN_DAYS} days of delivery, unused and in their original packaging. Fragrance, makeup and skincare can be returned only if the seal is unbroken. If a size is not right, return it and order the one you need.

To return something, open the delivered order under ${quote(ui.myOrders, 'en')}, choose ${quote(ui.returnItems, 'en')}, pick the items and how many of each, and tell us why. Ordered without an account? Write to us through ${quote(ui.contactUs, 'en')} with your order number. We then get in touch to arrange collecting the items.

## Refunds

Once the items reach us and we have checked them, we refund what you paid for them. ${refundLines('en')}`,
  ar: `## التوصيل

تعرض لك صفحة إتمام الطلب طرق التوصيل المتاحة إلى عنوانك، مع سعر كل منها لطلبك، قبل أن تؤكد الطلب.

${shippingParagraphs('ar')}

الرسوم الجمركية خارج الكويت، إن وُجدت، يدفعها المستلم.

## متابعة طلبك

نرسل إليك بريداً إلكترونياً عند إتمام الطلب وكلما تغيرت حالته: ${quote(ui.placed, 'ar')} (أو ${quote(ui.paid, 'ar')} عند الدفع بالبطاقة)، ثم ${quote(ui.processing, 'ar')}، ثم ${quote(ui.shipped, 'ar')}، ثم ${quote(ui.delivered, 'ar')}. ويمكنك أيضاً متابعة طلباتك من ${quote(ui.myOrders, 'ar')} في حسابك.

طلبت دون حساب؟ افتح الرابط في أي بريد إلكتروني أرسلناه إليك عن الطلب، أو اختر ${quote(ui.trackOrder, 'ar')} في صفحة تسجيل الدخول، ثم أدخل رقم الطلب والبريد الإلكتروني الذي طلبت به.

## إلغاء الطلب

يمكنك إلغاء الطلب ما لم يُشحن بعد: افتحه واختر ${quote(ui.cancelOrder, 'ar')}. تعود منتجاته إلى البيع، ونعيد إليك أي مبلغ دفعته كما هو موضح في «استرداد المبلغ» أدناه.

## الإرجاع

يمكنك إرجاع معظم المنتجات خلال ${RETURN_DAYS} يوماً من التوصيل، غير مستخدمة وفي تغليفها الأصلي. ولا تُرجع العطور والمكياج ومنتجات العناية بالبشرة إلا إذا كان غلافها مغلقاً. وإذا لم يناسبك المقاس، فأرجع المنتج واطلب المقاس الذي تحتاجه.

لإرجاع منتج، افتح الطلب بعد توصيله من ${quote(ui.myOrders, 'ar')}، واختر ${quote(ui.returnItems, 'ar')}، وحدد المنتجات وعدد كل منها، واذكر سبب الإرجاع. طلبت دون حساب؟ راسلنا من صفحة ${quote(ui.contactUs, 'ar')} واذكر رقم الطلب. بعدها نتواصل معك لترتيب استلام المنتجات.

## استرداد المبلغ

بعد وصول المنتجات إلينا وفحصها، نعيد إليك ما دفعته مقابلها. ${refundLines('ar')}`,
};

const privacyPolicy: Text = {
  en: `This policy explains what we collect when you shop with Dukkan, why, and what you can do about it.

## What we collect

Your name, email address, phone number and delivery addresses, so we can deliver your orders, email you about them and let our drivers reach you. Your orders and what you put in your cart or wishlist, so you can find them again. Technical details such as your browser and the pages you visit, so we can keep the site working and secure.

## What we do not do

We never sell your personal data. We do not store your card number: you type it on the card payment page, and we keep only whether the payment went through.

## Who we share it with

Our delivery drivers and courier partners see your name, phone number and address for the orders they carry. The card payment gateway sees what it needs to take a payment. Nobody else sees your data unless the law requires it.

## How long we keep it

We keep your account until you ask us to close it. Order records are kept for five years, as commercial law requires.

## Your choices

You can see and correct your details under ${quote(ui.myAccount, 'en')}. To get a copy of the data we hold about you, to have it deleted or to close your account, write to us through ${quote(ui.contactUs, 'en')}. We answer within 30 days.`,
  ar: `توضح هذه السياسة البيانات التي نجمعها عند تسوقك من دكان، ولماذا نجمعها، وما يمكنك فعله بشأنها.

## ما الذي نجمعه

اسمك وبريدك الإلكتروني ورقم هاتفك وعناوين التوصيل، لنوصل طلباتك ونراسلك عنها بالبريد الإلكتروني ويتمكن سائقونا من التواصل معك. طلباتك وما تضيفه إلى سلة التسوق أو قائمة الأمنيات، لتجدها مرة أخرى. تفاصيل تقنية مثل نوع المتصفح والصفحات التي تزورها، لنحافظ على عمل الموقع وأمانه.

## ما لا نفعله

لا نبيع بياناتك الشخصية أبداً. ولا نحفظ رقم بطاقتك: تكتبه في صفحة الدفع بالبطاقة، ولا نحتفظ إلا بنتيجة الدفع.

## مع من نشاركها

يرى سائقو التوصيل وشركاء الشحن اسمك ورقم هاتفك وعنوانك للطلبات التي يوصلونها فقط. وترى بوابة الدفع بالبطاقة ما تحتاجه لإتمام الدفع. ولا يرى بياناتك أحد غيرهم إلا إذا طلب القانون ذلك.

## مدة الاحتفاظ بها

نحتفظ بحسابك إلى أن تطلب منا إغلاقه. ونحفظ سجلات الطلبات لمدة خمس سنوات كما يشترط القانون التجاري.

## خياراتك

يمكنك الاطلاع على بياناتك وتصحيحها من صفحة ${quote(ui.myAccount, 'ar')}. وللحصول على نسخة من البيانات التي نحتفظ بها عنك، أو لحذفها، أو لإغلاق حسابك، راسلنا من صفحة ${quote(ui.contactUs, 'ar')}. نرد خلال 30 يوماً.`,
};

const termsAndConditions: Text = {
  en: `These terms apply to every order placed on Dukkan. By placing an order you accept them.

## Orders and prices

Prices are in Kuwaiti dinars. The price shown for an item is what you pay for it; delivery is added at checkout, where you see its price before you place the order. We confirm every order by email. If an item turns out to be out of stock or wrongly priced after you order, we will tell you and refund anything you have paid for it.

## Payment

At checkout you choose one of these ways to pay:
${paymentLines('en')}

A card payment must be completed within ${minutes} minutes of placing the order. If it is not, the order is cancelled and its items go back on sale.

## Delivery

Our ${shippingPageTitle.en} page lists the ways we deliver, with their prices and times. Delivery times are estimates. If your order is late, we will tell you why and when it will arrive. Someone must be at the address to receive it; if nobody is there, we will call to arrange a new time.

## Cancelling, returns and warranty

You can cancel an order until it ships. Our ${shippingPageTitle.en} page explains what can be returned, how, and how refunds are paid. Electronics and appliances carry the manufacturer's warranty stated on the product page, handled by us in Kuwait.

## Accounts

Keep your password to yourself. You are responsible for orders placed from your account. We may close accounts used for fraud or abuse.

## The law

These terms are governed by the laws of the State of Kuwait, and the courts of Kuwait decide any dispute.`,
  ar: `تنطبق هذه الشروط على كل طلب يتم عبر دكان، وبإتمامك الطلب فإنك توافق عليها.

## الطلبات والأسعار

الأسعار بالدينار الكويتي. السعر المعروض للمنتج هو ما تدفعه مقابله، ويُضاف التوصيل عند إتمام الطلب، وترى سعره قبل أن تؤكد الطلب. نؤكد كل طلب عبر البريد الإلكتروني. إذا تبين بعد طلبك أن منتجاً غير متوفر أو أن سعره خاطئ، فسنبلغك ونعيد إليك ما دفعته مقابله.

## الدفع

عند إتمام الطلب تختار إحدى طرق الدفع التالية:
${paymentLines('ar')}

يجب إتمام الدفع بالبطاقة خلال ${minutes} ${arabicMinutes} من تقديم الطلب، وإلا أُلغي الطلب وعادت منتجاته إلى البيع.

## التوصيل

تعرض صفحة ${shippingPageTitle.ar} طرق التوصيل المتاحة بأسعارها ومواعيدها. مواعيد التوصيل تقديرية، وإذا تأخر طلبك فسنخبرك بالسبب وبموعد وصوله. يجب أن يكون هناك من يستلم الطلب في العنوان؛ وإذا لم يوجد أحد فسنتصل بك لتحديد موعد جديد.

## الإلغاء والإرجاع والضمان

يمكنك إلغاء الطلب ما لم يُشحن بعد. وتوضح صفحة ${shippingPageTitle.ar} ما يمكن إرجاعه وكيفية ذلك وطريقة استرداد المبلغ. تأتي الإلكترونيات والأجهزة بضمان الشركة المصنعة المذكور في صفحة المنتج، ونتولى خدمته داخل الكويت.

## الحسابات

احتفظ بكلمة المرور لنفسك. أنت مسؤول عن الطلبات التي تتم من حسابك. ويحق لنا إغلاق الحسابات المستخدمة في الاحتيال أو إساءة الاستخدام.

## القانون

تخضع هذه الشروط لقوانين دولة الكويت، وتختص محاكم الكويت بالفصل في أي نزاع.`,
};

/** A demo page's address in each language, made from its titles (`about-us`, `من-نحن`). */
export const pageAddressOf = (title: Text) => ({
  en: addressOfTitle(title.en),
  ar: addressOfTitle(title.ar),
});

export const staticPageContent: { id: number; title: Text; body: Text }[] = [
  { id: 1, title: { en: 'About us', ar: 'من نحن' }, body: aboutUs },
  { id: 2, title: shippingPageTitle, body: shippingAndReturns },
  { id: 3, title: { en: 'Privacy policy', ar: 'سياسة الخصوصية' }, body: privacyPolicy },
  { id: 4, title: { en: 'Terms & conditions', ar: 'الشروط والأحكام' }, body: termsAndConditions },
];
