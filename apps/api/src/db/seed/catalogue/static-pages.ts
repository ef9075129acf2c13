import type { Text } from './content.ts';

/**
 * The demo shop's static pages, ids 1–4 as the menus link to them (/pages/1..4). Bodies are plain
 * paragraphs separated by blank lines, `## ` starting a heading (contracts: staticPageSchema).
 */
export const staticPageContent: { id: number; title: Text; body: Text }[] = [
  {
    id: 1,
    title: { en: 'About us', ar: 'من نحن' },
    body: {
      en: `Dukkan started in 2019 as a small shop in Salmiya with one idea: everyday things, fairly priced, delivered when we say they will be. Today we deliver across Kuwait and the Gulf, but the idea has not changed.

## What we sell

Electronics, fashion, home and kitchen, beauty and sports: around two thousand products from brands we have tried ourselves. If we would not buy it for our own families, we do not sell it.

## How we work

Every order is packed in our warehouse in Shuwaikh and delivered by our own drivers within Kuwait, usually in two working days and often on the same day. Prices include VAT where it applies, and there are no hidden fees at checkout.

## Talk to us

Our customer service team answers in Arabic and English, Saturday to Thursday from 9 am to 9 pm. Write to us through the contact page or call 1800 000, and a person, not a machine, will reply.`,
      ar: `بدأ دكان في عام 2019 كمتجر صغير في السالمية بفكرة واحدة: أغراض يومية بأسعار عادلة، تصلك في الموعد الذي نعدك به. واليوم نوصل إلى جميع أنحاء الكويت ودول الخليج، لكن الفكرة لم تتغير.

## ماذا نبيع

إلكترونيات وأزياء ومستلزمات المنزل والمطبخ ومنتجات الجمال والرياضة: نحو ألفي منتج من علامات تجارية جربناها بأنفسنا. إذا لم نكن لنشتريه لعائلاتنا، فلن نبيعه لك.

## كيف نعمل

يُجهز كل طلب في مستودعنا في الشويخ ويوصله سائقونا داخل الكويت، عادة خلال يومي عمل وأحياناً في اليوم نفسه. الأسعار تشمل ضريبة القيمة المضافة حيثما تنطبق، ولا توجد رسوم مخفية عند الدفع.

## تواصل معنا

يرد فريق خدمة العملاء بالعربية والإنجليزية من السبت إلى الخميس، من الساعة 9 صباحاً حتى 9 مساءً. راسلنا من صفحة اتصل بنا أو اتصل على 1800 000، وسيرد عليك شخص حقيقي لا آلة.`,
    },
  },
  {
    id: 2,
    title: { en: 'Shipping & returns', ar: 'الشحن والإرجاع' },
    body: {
      en: `## Delivery in Kuwait

Orders placed before 2 pm are delivered the same day in Kuwait City, Hawalli and Salmiya, and within two working days everywhere else in Kuwait. Delivery costs 1 KD and is free on orders over 15 KD.

## Delivery to the Gulf

We deliver to Saudi Arabia, the UAE, Bahrain, Qatar and Oman in three to six working days. The delivery fee is shown at checkout before you pay. Customs duties, where charged, are paid by the recipient.

## Tracking your order

When your order leaves our warehouse you receive a text message with a tracking link. You can also follow every order under My orders in your account.

## Returns

You can return most items within 14 days of delivery, unused and in their original packaging, for a full refund. Fragrance, makeup and skincare can be returned only if the seal is unbroken.

To return something, open the order under My orders and choose Return, or contact us. We collect returns from your address in Kuwait free of charge. Refunds reach your card or KNET account within five working days of the item reaching us.

## Exchanges

Clothes and shoes can be exchanged for another size free of charge, once per item, within 14 days.`,
      ar: `## التوصيل داخل الكويت

الطلبات التي تتم قبل الساعة 2 ظهراً تصل في اليوم نفسه داخل مدينة الكويت وحولي والسالمية، وخلال يومي عمل إلى باقي مناطق الكويت. رسوم التوصيل 1 د.ك، ومجاناً للطلبات التي تزيد على 15 د.ك.

## التوصيل إلى دول الخليج

نوصل إلى السعودية والإمارات والبحرين وقطر وعُمان خلال ثلاثة إلى ستة أيام عمل. تظهر رسوم التوصيل عند الدفع قبل إتمام الطلب. الرسوم الجمركية، إن وجدت، يدفعها المستلم.

## تتبع طلبك

عندما يغادر طلبك مستودعنا تصلك رسالة نصية فيها رابط للتتبع. ويمكنك أيضاً متابعة جميع طلباتك من صفحة طلباتي في حسابك.

## الإرجاع

يمكنك إرجاع معظم المنتجات خلال 14 يوماً من الاستلام، غير مستخدمة وفي تغليفها الأصلي، واسترداد المبلغ كاملاً. العطور والمكياج ومنتجات العناية بالبشرة لا تُرجع إلا إذا كان غلافها مغلقاً.

لإرجاع منتج، افتح الطلب من صفحة طلباتي واختر إرجاع، أو تواصل معنا. نستلم المرتجعات من عنوانك داخل الكويت مجاناً. يصل المبلغ المسترد إلى بطاقتك أو حساب كي نت خلال خمسة أيام عمل من وصول المنتج إلينا.

## الاستبدال

يمكن استبدال الملابس والأحذية بمقاس آخر مجاناً، مرة واحدة لكل قطعة، خلال 14 يوماً.`,
    },
  },
  {
    id: 3,
    title: { en: 'Privacy policy', ar: 'سياسة الخصوصية' },
    body: {
      en: `This policy explains what we collect when you shop with Dukkan, why, and what you can do about it.

## What we collect

Your name, email address, phone number and delivery addresses, so we can deliver your orders and tell you about them. Your orders and what you put in your cart or wishlist, so you can find them again. Technical details such as your browser and the pages you visit, so we can keep the site working and secure.

## What we do not do

We never sell your personal data. We do not store your card number: payments are handled by our payment providers, who are certified to PCI DSS.

## Who we share it with

Our delivery drivers and courier partners see your name, phone number and address for the orders they carry. Payment providers see what they need to take a payment. Nobody else sees your data unless the law requires it.

## How long we keep it

We keep your account for as long as you use it. Order records are kept for five years, as commercial law requires. You can close your account at any time.

## Your choices

You can see and correct your details under My account, ask us for a copy of the data we hold about you, or ask us to delete it, by writing to us through the contact page. We answer within 30 days.`,
      ar: `توضح هذه السياسة البيانات التي نجمعها عند تسوقك من دكان، ولماذا نجمعها، وما يمكنك فعله بشأنها.

## ما الذي نجمعه

اسمك وبريدك الإلكتروني ورقم هاتفك وعناوين التوصيل، لنوصل طلباتك ونبلغك بحالتها. طلباتك وما تضيفه إلى سلة التسوق أو قائمة الأمنيات، لتجدها مرة أخرى. تفاصيل تقنية مثل نوع المتصفح والصفحات التي تزورها، لنحافظ على عمل الموقع وأمانه.

## ما لا نفعله

لا نبيع بياناتك الشخصية أبداً. ولا نحفظ رقم بطاقتك: تتولى عمليات الدفع شركات دفع معتمدة وفق معيار PCI DSS.

## مع من نشاركها

يرى سائقو التوصيل وشركاء الشحن اسمك ورقم هاتفك وعنوانك للطلبات التي يوصلونها فقط. وترى شركات الدفع ما تحتاجه لإتمام الدفع. ولا يرى بياناتك أحد غيرهم إلا إذا طلب القانون ذلك.

## مدة الاحتفاظ بها

نحتفظ بحسابك ما دمت تستخدمه. ونحفظ سجلات الطلبات لمدة خمس سنوات كما يشترط القانون التجاري. ويمكنك إغلاق حسابك في أي وقت.

## خياراتك

يمكنك الاطلاع على بياناتك وتصحيحها من صفحة حسابي، أو طلب نسخة من البيانات التي نحتفظ بها عنك، أو طلب حذفها، بمراسلتنا من صفحة اتصل بنا. نرد خلال 30 يوماً.`,
    },
  },
  {
    id: 4,
    title: { en: 'Terms & conditions', ar: 'الشروط والأحكام' },
    body: {
      en: `These terms apply to every order placed on Dukkan. By placing an order you accept them.

## Orders and prices

Prices are in Kuwaiti dinars and include VAT where it applies. We confirm every order by email or text message. If an item turns out to be out of stock or wrongly priced after you order, we will tell you and refund anything you have paid for it.

## Payment

You can pay by card, KNET, buy-now-pay-later providers or cash on delivery within Kuwait. Your order is reserved when payment is confirmed.

## Delivery

Delivery times are estimates. If your order is late, we will tell you why and when it will arrive. Someone must be at the address to receive it; if nobody is there, we will call to arrange a new time.

## Returns and warranty

Our shipping and returns page explains what can be returned and how. Electronics and appliances carry the manufacturer's warranty stated on the product page, handled by us in Kuwait.

## Accounts

Keep your password to yourself. You are responsible for orders placed from your account. We may close accounts used for fraud or abuse.

## The law

These terms are governed by the laws of the State of Kuwait, and the courts of Kuwait decide any dispute.`,
      ar: `تنطبق هذه الشروط على كل طلب يتم عبر دكان، وبإتمامك الطلب فإنك توافق عليها.

## الطلبات والأسعار

الأسعار بالدينار الكويتي وتشمل ضريبة القيمة المضافة حيثما تنطبق. نؤكد كل طلب عبر البريد الإلكتروني أو رسالة نصية. إذا تبين بعد طلبك أن منتجاً غير متوفر أو أن سعره خاطئ، فسنبلغك ونعيد إليك ما دفعته مقابله.

## الدفع

يمكنك الدفع بالبطاقة أو كي نت أو عبر خدمات الشراء الآن والدفع لاحقاً أو نقداً عند الاستلام داخل الكويت. يُحجز طلبك عند تأكيد الدفع.

## التوصيل

مواعيد التوصيل تقديرية. إذا تأخر طلبك فسنخبرك بالسبب وبموعد وصوله. يجب أن يكون هناك من يستلم الطلب في العنوان؛ وإذا لم يوجد أحد فسنتصل بك لتحديد موعد جديد.

## الإرجاع والضمان

توضح صفحة الشحن والإرجاع ما يمكن إرجاعه وكيفية ذلك. تأتي الإلكترونيات والأجهزة بضمان الشركة المصنعة المذكور في صفحة المنتج، ونتولى خدمته داخل الكويت.

## الحسابات

احتفظ بكلمة المرور لنفسك. أنت مسؤول عن الطلبات التي تتم من حسابك. ويحق لنا إغلاق الحسابات المستخدمة في الاحتيال أو إساءة الاستخدام.

## القانون

تخضع هذه الشروط لقوانين دولة الكويت، وتختص محاكم الكويت بالفصل في أي نزاع.`,
    },
  },
];
