import type { LocalizedText } from '../../../lib/localized-text.ts';
import { paymentWordsOf } from '../demo-payments.ts';
import { demoShippingOffer } from '../demo-shipping.ts';
import {
  deliveryTime,
  joinOr,
  RETURN_DAYS,
  region,
  type ShippingFacts,
  shippingCost,
} from '../offer-text.ts';

/**
 * The demo catalogue's words: departments, brands, attributes and, per subcategory, the kinds of
 * product it sells with their model names, prices and what their variations differ by. Product
 * names and descriptions are put together from these (product-factory.ts), in English and
 * Arabic. Brands are invented, so no real trade mark is used. What they say about delivery,
 * returns and payment is written from the seeded shipping methods and payment providers
 * (offer-text.ts), so no description promises what checkout does not offer.
 */

export type Text = { en: string; ar: string } & LocalizedText;

/** Picture styles (pictures.ts draws one per icon). */
export type Icon =
  | 'phone'
  | 'headphones'
  | 'laptop'
  | 'shirt'
  | 'dress'
  | 'shoe'
  | 'pan'
  | 'lamp'
  | 'kettle'
  | 'bottle'
  | 'perfume'
  | 'lipstick'
  | 'dumbbell'
  | 'jersey'
  | 'tent'
  | 'store';

export interface Palette {
  light: string;
  dark: string;
}

export interface Department {
  /** Menus link to /search/filterSearch?categoryId=1..5: these ids are fixed. */
  id: number;
  slug: string;
  name: Text;
  description: Text;
  palette: Palette;
  icon: Icon;
  /** Brand slugs sold in this department. */
  brands: string[];
  subcategories: Subcategory[];
}

export interface Subcategory {
  id: number;
  slug: string;
  /** Two or three letters that start the SKUs. */
  code: string;
  name: Text;
  description: Text;
  icon: Icon;
  published?: boolean;
  /** Brand slugs, when not all of the department's brands make this kind of thing. */
  brands?: string[];
  kinds: ProductKind[];
  models: Text[];
  /** Sentences about products of this subcategory, two of which go into each description. */
  features: Text[];
}

export type AttributeKey =
  | 'color'
  | 'size'
  | 'shoeSize'
  | 'storage'
  | 'volume'
  | 'weight'
  | 'diameter';

export interface Variation {
  attribute: AttributeKey;
  /** Value keys the variations may use; the factory picks `min`..all of them. */
  values: string[];
  min?: number;
}

export interface ProductKind {
  name: Text;
  /** One sentence saying what it is, to open the description. */
  blurb: Text;
  /** Price range in whole Kuwaiti dinars. */
  price: [number, number];
  varies?: Variation[];
}

const t = (en: string, ar: string): Text => ({ en, ar });

const shippingByShelfOrder = [...demoShippingOffer].sort((a, b) => a.sortOrder - b.sortOrder);
/** The default method (standard, spec 9's shipping method 1) and the quickest (express). */
const defaultShipping = shippingByShelfOrder[0] as ShippingFacts;
const fastestShipping = [...shippingByShelfOrder].sort(
  (a, b) => a.maxDays - b.maxDays || a.price - b.price,
)[0] as ShippingFacts;

/** "the next business day within Kuwait" / "في يوم العمل التالي داخل الكويت". */
const whenWhere = (method: ShippingFacts, lang: 'en' | 'ar') =>
  `${deliveryTime(method.minDays, method.maxDays, lang)} ${region(method.countryCodes, lang, 'short')}`;

/** The sentence clothes and shoes end with: a size that does not fit goes back. */
const sizeReturn = t(
  `Wrong size? Return it within ${RETURN_DAYS} days of delivery and order the one you need.`,
  `المقاس غير مناسب؟ أرجعه خلال ${RETURN_DAYS} يوماً من التوصيل واطلب المقاس الذي تحتاجه.`,
);

export const brands: { slug: string; name: Text }[] = [
  { slug: 'voltix', name: t('Voltix', 'فولتكس') },
  { slug: 'falak', name: t('Falak', 'فلك') },
  { slug: 'qamar', name: t('Qamar', 'قمر') },
  { slug: 'atlas-wear', name: t('Atlas Wear', 'أطلس وير') },
  { slug: 'dar-al-bait', name: t('Dar Al Bait', 'دار البيت') },
  { slug: 'copper-and-co', name: t('Copper & Co', 'كوبر آند كو') },
  { slug: 'zahra', name: t('Zahra', 'زهرة') },
  { slug: 'bait-al-oud', name: t('Bait Al Oud', 'بيت العود') },
  { slug: 'peak-motion', name: t('Peak Motion', 'بيك موشن') },
  { slug: 'sahara-trail', name: t('Sahara Trail', 'صحارى ترايل') },
];

export interface AttributeValue {
  key: string;
  value: Text;
  colorHex?: string;
  /** Price of this value relative to the product's base price (1 = the same). */
  priceFactor?: number;
}

export const attributeDefinitions: {
  key: AttributeKey;
  name: Text;
  kind: 'text' | 'color';
  values: AttributeValue[];
}[] = [
  {
    key: 'color',
    name: t('Colour', 'اللون'),
    kind: 'color',
    values: [
      { key: 'black', value: t('Black', 'أسود'), colorHex: '#1c1c1e' },
      { key: 'white', value: t('White', 'أبيض'), colorHex: '#f4f4f2' },
      { key: 'graphite', value: t('Graphite', 'رمادي داكن'), colorHex: '#3d3f44' },
      { key: 'silver', value: t('Silver', 'فضي'), colorHex: '#c4c6c8' },
      { key: 'blue', value: t('Ocean blue', 'أزرق محيطي'), colorHex: '#2f6db5' },
      { key: 'navy', value: t('Navy', 'كحلي'), colorHex: '#1f2d4d' },
      { key: 'red', value: t('Red', 'أحمر'), colorHex: '#c0392b' },
      { key: 'green', value: t('Forest green', 'أخضر غامق'), colorHex: '#2e6b4f' },
      { key: 'olive', value: t('Olive', 'زيتي'), colorHex: '#6b7141' },
      { key: 'beige', value: t('Beige', 'بيج'), colorHex: '#d8c3a5' },
      { key: 'sand', value: t('Sand', 'رملي'), colorHex: '#c2a878' },
      { key: 'grey', value: t('Grey', 'رمادي'), colorHex: '#8e8e93' },
      { key: 'rose', value: t('Rose', 'وردي'), colorHex: '#e3a4ae' },
      { key: 'teal', value: t('Teal', 'أزرق مخضر'), colorHex: '#2a8c8c' },
      { key: 'copper', value: t('Copper', 'نحاسي'), colorHex: '#b87333' },
      { key: 'cream', value: t('Cream', 'كريمي'), colorHex: '#f3ead3' },
      { key: 'nude', value: t('Nude', 'نود'), colorHex: '#c8917c' },
      { key: 'ruby', value: t('Ruby', 'ياقوتي'), colorHex: '#9b111e' },
      { key: 'coral', value: t('Coral', 'مرجاني'), colorHex: '#f27d6b' },
      { key: 'berry', value: t('Berry', 'توتي'), colorHex: '#7e2f55' },
      { key: 'mocha', value: t('Mocha', 'موكا'), colorHex: '#7b5646' },
    ],
  },
  {
    key: 'size',
    name: t('Size', 'المقاس'),
    kind: 'text',
    values: [
      { key: 'xs', value: t('XS', 'صغير جداً') },
      { key: 's', value: t('S', 'صغير') },
      { key: 'm', value: t('M', 'وسط') },
      { key: 'l', value: t('L', 'كبير') },
      { key: 'xl', value: t('XL', 'كبير جداً') },
      { key: 'xxl', value: t('XXL', 'كبير جداً جداً'), priceFactor: 1.05 },
    ],
  },
  {
    key: 'shoeSize',
    name: t('Shoe size', 'مقاس الحذاء'),
    kind: 'text',
    values: ['37', '38', '39', '40', '41', '42', '43', '44', '45'].map((n) => ({
      key: n,
      value: t(`EU ${n}`, `${n} أوروبي`),
    })),
  },
  {
    key: 'storage',
    name: t('Storage', 'سعة التخزين'),
    kind: 'text',
    values: [
      { key: '128', value: t('128 GB', '128 جيجابايت') },
      { key: '256', value: t('256 GB', '256 جيجابايت'), priceFactor: 1.15 },
      { key: '512', value: t('512 GB', '512 جيجابايت'), priceFactor: 1.35 },
      { key: '1024', value: t('1 TB', '1 تيرابايت'), priceFactor: 1.6 },
    ],
  },
  {
    key: 'volume',
    name: t('Volume', 'الحجم'),
    kind: 'text',
    values: [
      { key: '30', value: t('30 ml', '30 مل'), priceFactor: 0.7 },
      { key: '50', value: t('50 ml', '50 مل') },
      { key: '100', value: t('100 ml', '100 مل'), priceFactor: 1.45 },
    ],
  },
  {
    key: 'weight',
    name: t('Weight', 'الوزن'),
    kind: 'text',
    values: [
      { key: '2', value: t('2 kg', '2 كغ'), priceFactor: 0.6 },
      { key: '5', value: t('5 kg', '5 كغ') },
      { key: '10', value: t('10 kg', '10 كغ'), priceFactor: 1.6 },
      { key: '16', value: t('16 kg', '16 كغ'), priceFactor: 2.2 },
      { key: '24', value: t('24 kg', '24 كغ'), priceFactor: 2.9 },
    ],
  },
  {
    key: 'diameter',
    name: t('Diameter', 'القطر'),
    kind: 'text',
    values: [
      { key: '20', value: t('20 cm', '20 سم'), priceFactor: 0.85 },
      { key: '24', value: t('24 cm', '24 سم') },
      { key: '28', value: t('28 cm', '28 سم'), priceFactor: 1.2 },
      { key: '32', value: t('32 cm', '32 سم'), priceFactor: 1.4 },
    ],
  },
];

const shoeSizes = ['37', '38', '39', '40', '41', '42', '43', '44', '45'];

export const departments: Department[] = [
  {
    id: 1,
    slug: 'electronics',
    name: t('Electronics', 'إلكترونيات'),
    description: t(
      `Phones, tablets, laptops and sound, with an official warranty. ${fastestShipping.name.en} arrives ${whenWhere(fastestShipping, 'en')}.`,
      `هواتف وأجهزة لوحية وحواسيب وأجهزة صوت بضمان رسمي. ومع ${fastestShipping.name.ar} تصلك ${whenWhere(fastestShipping, 'ar')}.`,
    ),
    palette: { light: '#4f8fd8', dark: '#1b3f73' },
    icon: 'phone',
    brands: ['voltix', 'falak'],
    subcategories: [
      {
        id: 6,
        slug: 'phones-tablets',
        code: 'PH',
        brands: ['voltix', 'falak'],
        name: t('Phones & tablets', 'الهواتف والأجهزة اللوحية'),
        description: t(
          'Smartphones and tablets, unlocked, with a one-year warranty.',
          'هواتف ذكية وأجهزة لوحية غير مقفلة بضمان لمدة سنة.',
        ),
        icon: 'phone',
        models: [
          t('Nova 12', 'Nova 12'),
          t('Nova 12 Pro', 'Nova 12 Pro'),
          t('Edge S', 'Edge S'),
          t('Orbit 8', 'Orbit 8'),
          t('Pulse Mini', 'Pulse Mini'),
          t('Astra X', 'Astra X'),
          t('Orbit 10 Plus', 'Orbit 10 Plus'),
        ],
        kinds: [
          {
            name: t('Smartphone', 'هاتف ذكي'),
            blurb: t(
              'A slim smartphone with a bright 6.5-inch OLED display and a battery that lasts all day.',
              'هاتف ذكي نحيف بشاشة OLED ساطعة مقاس 6.5 بوصة وبطارية تدوم طوال اليوم.',
            ),
            price: [89, 249],
            varies: [
              { attribute: 'color', values: ['black', 'silver', 'blue', 'green'], min: 2 },
              { attribute: 'storage', values: ['128', '256', '512'], min: 2 },
            ],
          },
          {
            name: t('5G Smartphone', 'هاتف ذكي بتقنية 5G'),
            blurb: t(
              'A fast 5G phone with a triple camera that takes sharp photos even at night.',
              'هاتف سريع يدعم شبكات 5G بكاميرا ثلاثية تلتقط صوراً واضحة حتى في الليل.',
            ),
            price: [129, 329],
            varies: [
              { attribute: 'color', values: ['graphite', 'white', 'blue'], min: 2 },
              { attribute: 'storage', values: ['256', '512', '1024'], min: 2 },
            ],
          },
          {
            name: t('Tablet', 'جهاز لوحي'),
            blurb: t(
              'An 11-inch tablet for reading, films and video calls, light enough to hold for hours.',
              'جهاز لوحي مقاس 11 بوصة للقراءة والأفلام ومكالمات الفيديو، خفيف بما يكفي لحمله لساعات.',
            ),
            price: [69, 199],
            varies: [{ attribute: 'storage', values: ['128', '256', '512'], min: 2 }],
          },
          {
            name: t('Kids Tablet', 'جهاز لوحي للأطفال'),
            blurb: t(
              'A tablet with a shock-proof case and parental controls, made for small hands.',
              'جهاز لوحي بغطاء مقاوم للصدمات وأدوات رقابة أبوية، مصمم للأيدي الصغيرة.',
            ),
            price: [35, 79],
            varies: [{ attribute: 'color', values: ['blue', 'rose', 'green'], min: 2 }],
          },
          {
            name: t('Rugged Phone', 'هاتف متين'),
            blurb: t(
              'A water- and dust-resistant phone built for sites, deserts and camping trips.',
              'هاتف مقاوم للماء والغبار مصمم لمواقع العمل والبر ورحلات التخييم.',
            ),
            price: [59, 139],
          },
        ],
        features: [
          t(
            'Fast charging fills the battery to 50% in about 25 minutes.',
            'يشحن الشحن السريع البطارية إلى 50% في نحو 25 دقيقة.',
          ),
          t(
            'Dual SIM, so one phone holds your personal and work numbers.',
            'يدعم شريحتين، فيجمع رقمك الشخصي ورقم العمل في جهاز واحد.',
          ),
          t(
            'Comes with a clear case and a USB-C cable in the box.',
            'يأتي مع غطاء شفاف وكابل USB-C في العلبة.',
          ),
          t(
            'Face unlock and a fingerprint sensor keep your data private.',
            'فتح القفل بالوجه ومستشعر البصمة يحافظان على خصوصية بياناتك.',
          ),
          t(
            'Supports Arabic and English out of the box, with system updates for three years.',
            'يدعم العربية والإنجليزية مباشرة، مع تحديثات للنظام لمدة ثلاث سنوات.',
          ),
        ],
      },
      {
        id: 7,
        slug: 'audio',
        code: 'AU',
        name: t('Audio & headphones', 'الصوتيات والسماعات'),
        description: t(
          'Earbuds, headphones and speakers for home, car and gym.',
          'سماعات أذن وسماعات رأس ومكبرات صوت للبيت والسيارة والنادي.',
        ),
        icon: 'headphones',
        models: [
          t('Pulse 3', 'Pulse 3'),
          t('Aero', 'Aero'),
          t('Bass Go', 'Bass Go'),
          t('Studio 7', 'Studio 7'),
          t('Echo Mini', 'Echo Mini'),
          t('Wave Pro', 'Wave Pro'),
        ],
        kinds: [
          {
            name: t('Wireless Earbuds', 'سماعات أذن لاسلكية'),
            blurb: t(
              'True wireless earbuds with a pocket-sized charging case and clear calls.',
              'سماعات أذن لاسلكية بالكامل مع علبة شحن بحجم الجيب ومكالمات واضحة.',
            ),
            price: [9, 59],
            varies: [{ attribute: 'color', values: ['black', 'white', 'blue'], min: 2 }],
          },
          {
            name: t('Noise-Cancelling Headphones', 'سماعات رأس عازلة للضوضاء'),
            blurb: t(
              'Over-ear headphones that quiet flights and busy offices, with soft memory-foam cushions.',
              'سماعات رأس تغطي الأذن تخفف ضجيج الطائرات والمكاتب المزدحمة، بوسائد ناعمة من الإسفنج الطبي.',
            ),
            price: [29, 119],
            varies: [{ attribute: 'color', values: ['black', 'silver', 'sand'], min: 2 }],
          },
          {
            name: t('Portable Speaker', 'مكبر صوت محمول'),
            blurb: t(
              'A splash-proof speaker with deep bass, made for the beach, the diwaniya and the car.',
              'مكبر صوت مقاوم للرذاذ بصوت جهير عميق، مناسب للبحر والديوانية والسيارة.',
            ),
            price: [12, 69],
            varies: [{ attribute: 'color', values: ['black', 'teal', 'red', 'sand'], min: 2 }],
          },
          {
            name: t('Soundbar', 'مكبر صوت ساوند بار'),
            blurb: t(
              'A slim soundbar that makes voices in films and the news easy to hear.',
              'مكبر صوت نحيف يجعل الحوار في الأفلام ونشرات الأخبار واضحاً وسهل السماع.',
            ),
            price: [39, 149],
          },
          {
            name: t('Sports Earphones', 'سماعات رياضية'),
            blurb: t(
              'Sweat-resistant earphones with ear hooks that stay put on a run.',
              'سماعات مقاومة للعرق بخطافات للأذن تبقى ثابتة أثناء الجري.',
            ),
            price: [6, 25],
            varies: [{ attribute: 'color', values: ['black', 'red', 'green'], min: 2 }],
          },
        ],
        features: [
          t(
            'Bluetooth 5.3 connects in a second and reaches ten metres.',
            'يتصل البلوتوث 5.3 في ثانية ويصل مداه إلى عشرة أمتار.',
          ),
          t('Up to 30 hours of playback on one charge.', 'حتى 30 ساعة من التشغيل بشحنة واحدة.'),
          t(
            'A companion app lets you tune the sound to your taste.',
            'يتيح لك تطبيق مرافق ضبط الصوت حسب ذوقك.',
          ),
          t(
            'Pairs with two devices at once and switches between them.',
            'يقترن بجهازين في الوقت نفسه وينتقل بينهما تلقائياً.',
          ),
          t(
            'Charges over USB-C; ten minutes give two hours of music.',
            'يُشحن عبر USB-C؛ عشر دقائق تمنحك ساعتين من الموسيقى.',
          ),
        ],
      },
      {
        id: 8,
        slug: 'computers',
        code: 'CO',
        brands: ['voltix', 'falak'],
        name: t('Laptops & accessories', 'الحواسيب وملحقاتها'),
        description: t(
          'Laptops, monitors and the accessories that make a desk work.',
          'حواسيب محمولة وشاشات وملحقات تجعل مكتبك أكثر راحة.',
        ),
        icon: 'laptop',
        models: [
          t('Book 14', 'Book 14'),
          t('Book Air 13', 'Book Air 13'),
          t('Flex', 'Flex'),
          t('Glide', 'Glide'),
          t('Core', 'Core'),
          t('Swift', 'Swift'),
        ],
        kinds: [
          {
            name: t('Laptop', 'حاسوب محمول'),
            blurb: t(
              'A thin, quiet laptop with a backlit keyboard and a full-HD screen.',
              'حاسوب محمول رفيع وهادئ بلوحة مفاتيح مضيئة وشاشة بدقة Full HD.',
            ),
            price: [159, 449],
            varies: [{ attribute: 'storage', values: ['256', '512', '1024'], min: 2 }],
          },
          {
            name: t('Wireless Mouse', 'فأرة لاسلكية'),
            blurb: t(
              'A quiet-click wireless mouse shaped to rest the hand.',
              'فأرة لاسلكية بنقرات صامتة وتصميم يريح اليد.',
            ),
            price: [4, 19],
            varies: [{ attribute: 'color', values: ['black', 'white', 'grey', 'rose'], min: 2 }],
          },
          {
            name: t('Mechanical Keyboard', 'لوحة مفاتيح ميكانيكية'),
            blurb: t(
              'A compact mechanical keyboard with Arabic and English keycaps.',
              'لوحة مفاتيح ميكانيكية مدمجة بأحرف عربية وإنجليزية.',
            ),
            price: [15, 49],
            varies: [{ attribute: 'color', values: ['black', 'white', 'grey'], min: 2 }],
          },
          {
            name: t('USB-C Hub', 'موزع منافذ USB-C'),
            blurb: t(
              'Seven ports in one: HDMI, card reader, USB and charging pass-through.',
              'سبعة منافذ في قطعة واحدة: HDMI وقارئ بطاقات ومنافذ USB وتمرير للشحن.',
            ),
            price: [8, 24],
          },
          {
            name: t('Power Bank', 'شاحن متنقل'),
            blurb: t(
              'A 20,000 mAh power bank that charges a phone four times over.',
              'شاحن متنقل بسعة 20,000 ملي أمبير يشحن الهاتف أربع مرات.',
            ),
            price: [6, 22],
            varies: [{ attribute: 'color', values: ['black', 'white', 'blue'], min: 2 }],
          },
          {
            name: t('27-inch Monitor', 'شاشة 27 بوصة'),
            blurb: t(
              'A 27-inch IPS monitor with thin bezels and a height-adjustable stand.',
              'شاشة IPS مقاس 27 بوصة بحواف رفيعة وحامل قابل لتعديل الارتفاع.',
            ),
            price: [55, 139],
          },
        ],
        features: [
          t(
            'Works with Windows, macOS and ChromeOS without drivers.',
            'يعمل مع ويندوز وماك وكروم دون الحاجة إلى تعريفات.',
          ),
          t(
            'Covered by a two-year warranty with local service in Kuwait.',
            'مشمول بضمان لمدة سنتين مع خدمة محلية في الكويت.',
          ),
          t(
            'Made from recycled aluminium and plastics.',
            'مصنوع من الألمنيوم والبلاستيك المعاد تدويرهما.',
          ),
          t(
            'Light enough to carry every day in a backpack.',
            'خفيف بما يكفي لحمله يومياً في حقيبة الظهر.',
          ),
        ],
      },
    ],
  },
  {
    id: 2,
    slug: 'fashion',
    name: t('Fashion', 'أزياء'),
    description: t(
      `Everyday clothes and shoes for men and women; if something does not fit, return it within ${RETURN_DAYS} days of delivery.`,
      `ملابس وأحذية يومية للرجال والنساء، وإذا لم يناسبك المقاس فيمكنك إرجاع القطعة خلال ${RETURN_DAYS} يوماً من التوصيل.`,
    ),
    palette: { light: '#d46a8c', dark: '#6d2342' },
    icon: 'shirt',
    brands: ['qamar', 'atlas-wear'],
    subcategories: [
      {
        id: 9,
        slug: 'men',
        code: 'MN',
        name: t("Men's clothing", 'ملابس رجالية'),
        description: t(
          'Shirts, trousers and dishdashas in breathable fabrics for a hot climate.',
          'قمصان وبناطيل ودشاديش بأقمشة تسمح بمرور الهواء تناسب الأجواء الحارة.',
        ),
        icon: 'shirt',
        models: [
          t('Classic', 'كلاسيك'),
          t('Essential', 'إسنشال'),
          t('Summer', 'الصيفي'),
          t('Heritage', 'هيريتج'),
          t('Urban', 'أوربان'),
          t('Coastal', 'كوستال'),
        ],
        kinds: [
          {
            name: t('Cotton T-Shirt', 'تيشيرت قطني'),
            blurb: t(
              'A soft crew-neck T-shirt in heavy combed cotton that keeps its shape wash after wash.',
              'تيشيرت ناعم بياقة دائرية من القطن الممشط الثقيل يحافظ على شكله بعد كل غسلة.',
            ),
            price: [3, 9],
            varies: [
              { attribute: 'color', values: ['black', 'white', 'navy', 'olive', 'grey'], min: 2 },
              { attribute: 'size', values: ['s', 'm', 'l', 'xl', 'xxl'], min: 4 },
            ],
          },
          {
            name: t('Linen Shirt', 'قميص كتان'),
            blurb: t(
              'A relaxed linen shirt that stays cool through a Kuwaiti summer.',
              'قميص كتان واسع يبقى بارداً طوال صيف الكويت.',
            ),
            price: [9, 22],
            varies: [
              { attribute: 'color', values: ['white', 'beige', 'blue'], min: 2 },
              { attribute: 'size', values: ['s', 'm', 'l', 'xl'], min: 4 },
            ],
          },
          {
            name: t('Chino Trousers', 'بنطال تشينو'),
            blurb: t(
              'Slim chinos in stretch cotton for the office and the weekend.',
              'بنطال تشينو ضيق من القطن المرن للمكتب وعطلة نهاية الأسبوع.',
            ),
            price: [8, 19],
            varies: [{ attribute: 'size', values: ['s', 'm', 'l', 'xl', 'xxl'], min: 4 }],
          },
          {
            name: t('Dishdasha', 'دشداشة'),
            blurb: t(
              'A Kuwaiti-cut dishdasha in a fine, crease-resistant fabric.',
              'دشداشة بتفصيل كويتي من قماش ناعم مقاوم للتجعد.',
            ),
            price: [14, 39],
            varies: [
              { attribute: 'color', values: ['white', 'cream', 'grey', 'navy'], min: 2 },
              { attribute: 'size', values: ['m', 'l', 'xl', 'xxl'], min: 3 },
            ],
          },
          {
            name: t('Hooded Sweatshirt', 'سويتشيرت بقبعة'),
            blurb: t(
              'A brushed-fleece hoodie for cool desert evenings.',
              'سويتشيرت بقبعة من الصوف المحبب للأمسيات الباردة في البر.',
            ),
            price: [7, 18],
            varies: [{ attribute: 'size', values: ['s', 'm', 'l', 'xl'], min: 4 }],
          },
        ],
        features: [
          t('Machine washable at 30°C.', 'قابل للغسل في الغسالة على درجة 30 مئوية.'),
          t(
            'Cut true to size; choose your usual size.',
            'المقاسات مطابقة للمعتاد؛ اختر مقاسك المعتاد.',
          ),
          t(
            'Made from 100% cotton grown without chemical pesticides.',
            'مصنوع من قطن 100% مزروع دون مبيدات كيميائية.',
          ),
          sizeReturn,
        ],
      },
      {
        id: 10,
        slug: 'women',
        code: 'WM',
        name: t("Women's clothing", 'ملابس نسائية'),
        description: t(
          'Abayas, dresses and everyday pieces in easy-care fabrics.',
          'عبايات وفساتين وقطع يومية بأقمشة سهلة العناية.',
        ),
        icon: 'dress',
        models: [
          t('Layla', 'ليلى'),
          t('Noor', 'نور'),
          t('Reem', 'ريم'),
          t('Salma', 'سلمى'),
          t('Dana', 'دانة'),
          t('Yasmin', 'ياسمين'),
        ],
        kinds: [
          {
            name: t('Abaya', 'عباية'),
            blurb: t(
              'A flowing abaya in light crepe with discreet embroidered cuffs.',
              'عباية منسدلة من الكريب الخفيف بأكمام مطرزة بلمسة هادئة.',
            ),
            price: [18, 59],
            varies: [{ attribute: 'size', values: ['s', 'm', 'l', 'xl'], min: 3 }],
          },
          {
            name: t('Maxi Dress', 'فستان طويل'),
            blurb: t(
              'A long, modest dress with full sleeves and a soft tie belt.',
              'فستان طويل ومحتشم بأكمام كاملة وحزام ناعم يربط عند الخصر.',
            ),
            price: [14, 39],
            varies: [
              { attribute: 'color', values: ['navy', 'rose', 'olive', 'beige'], min: 2 },
              { attribute: 'size', values: ['xs', 's', 'm', 'l', 'xl'], min: 4 },
            ],
          },
          {
            name: t('Linen Blouse', 'بلوزة كتان'),
            blurb: t(
              'An airy linen blouse that pairs with trousers or a long skirt.',
              'بلوزة كتان خفيفة تتناسق مع البنطال أو التنورة الطويلة.',
            ),
            price: [7, 16],
            varies: [{ attribute: 'size', values: ['xs', 's', 'm', 'l', 'xl'], min: 4 }],
          },
          {
            name: t('Wide-Leg Trousers', 'بنطال واسع'),
            blurb: t(
              'High-waisted wide-leg trousers with a comfortable elastic back.',
              'بنطال واسع بخصر عالٍ ومطاط مريح من الخلف.',
            ),
            price: [9, 21],
            varies: [{ attribute: 'size', values: ['xs', 's', 'm', 'l', 'xl'], min: 4 }],
          },
          {
            name: t('Knit Cardigan', 'كارديغان تريكو'),
            blurb: t(
              'A fine-knit cardigan for air-conditioned offices and winter evenings.',
              'كارديغان تريكو ناعم للمكاتب المكيفة وأمسيات الشتاء.',
            ),
            price: [10, 24],
            varies: [
              { attribute: 'color', values: ['cream', 'grey', 'rose'], min: 2 },
              { attribute: 'size', values: ['s', 'm', 'l'], min: 3 },
            ],
          },
        ],
        features: [
          t(
            'Easy-care fabric that needs little ironing.',
            'قماش سهل العناية لا يحتاج إلى كي كثير.',
          ),
          t(
            'Designed in Kuwait and tailored in small batches.',
            'مصمم في الكويت ومُخاط بكميات محدودة.',
          ),
          t(
            'Our model is 170 cm tall and wears size S.',
            'طول العارضة 170 سم وترتدي المقاس الصغير.',
          ),
          sizeReturn,
        ],
      },
      {
        id: 11,
        slug: 'shoes',
        code: 'SH',
        name: t('Shoes', 'أحذية'),
        description: t(
          'Sneakers, sandals and leather shoes in EU sizes.',
          'أحذية رياضية وصنادل وأحذية جلدية بالمقاسات الأوروبية.',
        ),
        icon: 'shoe',
        models: [
          t('Stride', 'سترايد'),
          t('Dune', 'دون'),
          t('Marina', 'مارينا'),
          t('Metro', 'مترو'),
          t('Oasis', 'واحة'),
          t('Falcon', 'فالكون'),
        ],
        kinds: [
          {
            name: t('Leather Sneakers', 'حذاء رياضي جلدي'),
            blurb: t(
              'Clean white leather sneakers with a cushioned insole.',
              'حذاء رياضي من الجلد الأبيض بتصميم بسيط ونعل داخلي مبطن.',
            ),
            price: [14, 35],
            varies: [{ attribute: 'shoeSize', values: shoeSizes, min: 6 }],
          },
          {
            name: t('Loafers', 'حذاء لوفر'),
            blurb: t(
              'Soft suede loafers that slip on and go with a dishdasha or jeans.',
              'حذاء لوفر من الشمواه الناعم سهل الارتداء يناسب الدشداشة والجينز.',
            ),
            price: [16, 39],
            varies: [
              { attribute: 'color', values: ['mocha', 'navy', 'black'], min: 2 },
              { attribute: 'shoeSize', values: shoeSizes.slice(2), min: 5 },
            ],
          },
          {
            name: t('Sandals', 'صندل'),
            blurb: t(
              'Leather sandals with a moulded footbed for long summer days.',
              'صندل جلدي بقاعدة مريحة تأخذ شكل القدم لأيام الصيف الطويلة.',
            ),
            price: [7, 19],
            varies: [{ attribute: 'shoeSize', values: shoeSizes, min: 6 }],
          },
          {
            name: t('Ankle Boots', 'حذاء بوت قصير'),
            blurb: t(
              'Ankle boots in water-resistant leather with a grippy sole.',
              'حذاء بوت قصير من الجلد المقاوم للماء بنعل مانع للانزلاق.',
            ),
            price: [19, 45],
            varies: [{ attribute: 'shoeSize', values: shoeSizes, min: 5 }],
          },
          {
            name: t('Slip-On Shoes', 'حذاء بدون رباط'),
            blurb: t(
              'Light canvas slip-ons for the school run and the mall.',
              'حذاء خفيف من قماش الكانفاس بدون رباط للمشاوير اليومية والتسوق.',
            ),
            price: [5, 12],
            varies: [
              { attribute: 'color', values: ['white', 'navy', 'grey'], min: 2 },
              { attribute: 'shoeSize', values: shoeSizes, min: 5 },
            ],
          },
        ],
        features: [
          t(
            'Runs true to size; wide feet may prefer half a size up.',
            'المقاس مطابق للمعتاد؛ أصحاب القدم العريضة قد يفضلون نصف مقاس أكبر.',
          ),
          t('Rubber sole that does not mark floors.', 'نعل مطاطي لا يترك أثراً على الأرضيات.'),
          t(
            'Comes in a recyclable box with a cotton dust bag.',
            'يأتي في علبة قابلة لإعادة التدوير مع كيس قطني للحفظ.',
          ),
          sizeReturn,
        ],
      },
    ],
  },
  {
    id: 3,
    slug: 'home',
    name: t('Home & Kitchen', 'المنزل والمطبخ'),
    description: t(
      'Cookware, small appliances and décor for the home, from everyday pans to gifts.',
      'أواني طبخ وأجهزة منزلية صغيرة وديكور للبيت، من القدور اليومية إلى الهدايا.',
    ),
    palette: { light: '#e39a4a', dark: '#8a4b12' },
    icon: 'pan',
    brands: ['dar-al-bait', 'copper-and-co'],
    subcategories: [
      {
        id: 12,
        slug: 'cookware',
        code: 'CK',
        name: t('Cookware', 'أواني الطبخ'),
        description: t(
          'Pans, pots and knives that last, for every kind of hob.',
          'مقالٍ وقدور وسكاكين تدوم طويلاً، تناسب جميع أنواع المواقد.',
        ),
        icon: 'pan',
        models: [
          t('Chef', 'شيف'),
          t('Majlis', 'مجلس'),
          t('Saffron', 'زعفران'),
          t('Everyday', 'إيفري داي'),
          t('Pro', 'برو'),
          t('Heritage', 'هيريتج'),
        ],
        kinds: [
          {
            name: t('Non-Stick Frying Pan', 'مقلاة غير لاصقة'),
            blurb: t(
              'A non-stick frying pan with a granite-effect coating and a stay-cool handle.',
              'مقلاة غير لاصقة بطبقة تشبه الجرانيت ومقبض يبقى بارداً.',
            ),
            price: [5, 18],
            varies: [{ attribute: 'diameter', values: ['20', '24', '28'], min: 2 }],
          },
          {
            name: t('Stainless Steel Pot', 'قدر ستانلس ستيل'),
            blurb: t(
              'A deep stainless-steel pot with a glass lid, big enough for machboos for the family.',
              'قدر عميق من الستانلس ستيل بغطاء زجاجي، يتسع لمچبوس العائلة.',
            ),
            price: [9, 29],
            varies: [{ attribute: 'diameter', values: ['24', '28', '32'], min: 2 }],
          },
          {
            name: t('Cast Iron Casserole', 'قدر حديد زهر'),
            blurb: t(
              'An enamelled cast-iron casserole for slow stews and baking bread.',
              'قدر من الحديد الزهر المطلي بالمينا للطبخ على نار هادئة وخبز العيش.',
            ),
            price: [19, 49],
            varies: [{ attribute: 'color', values: ['red', 'teal', 'cream', 'black'], min: 2 }],
          },
          {
            name: t('Knife Set', 'طقم سكاكين'),
            blurb: t(
              'Five forged knives in a wooden block, sharp enough for onions and dates alike.',
              'خمس سكاكين مطروقة في حامل خشبي، حادة بما يكفي للبصل والتمر على حد سواء.',
            ),
            price: [12, 39],
          },
          {
            name: t('Pressure Cooker', 'قدر ضغط'),
            blurb: t(
              'A 6-litre pressure cooker with a safety lock that cooks lamb in half the time.',
              'قدر ضغط سعة 6 لترات بقفل أمان، يطبخ اللحم في نصف الوقت.',
            ),
            price: [14, 35],
          },
        ],
        features: [
          t(
            'Works on gas, electric, ceramic and induction hobs.',
            'يعمل على مواقد الغاز والكهرباء والسيراميك والحث.',
          ),
          t(
            'Dishwasher safe, though it lasts longer washed by hand.',
            'آمن للاستخدام في غسالة الصحون، لكنه يدوم أطول مع الغسل اليدوي.',
          ),
          t('Free of PFOA, lead and cadmium.', 'خالٍ من مادة PFOA والرصاص والكادميوم.'),
          t('Backed by a five-year guarantee.', 'مشمول بضمان لمدة خمس سنوات.'),
        ],
      },
      {
        id: 13,
        slug: 'decor',
        code: 'DC',
        name: t('Home décor', 'ديكور المنزل'),
        description: t(
          'Lamps, candles, cushions and mirrors to make a room feel finished.',
          'مصابيح وشموع ووسائد ومرايا تضفي على الغرفة لمسة مكتملة.',
        ),
        icon: 'lamp',
        models: [
          t('Sadu', 'سدو'),
          t('Nakheel', 'نخيل'),
          t('Lulu', 'لؤلؤ'),
          t('Bayt', 'بيت'),
          t('Qasr', 'قصر'),
          t('Sahil', 'ساحل'),
        ],
        kinds: [
          {
            name: t('Table Lamp', 'مصباح طاولة'),
            blurb: t(
              'A ceramic table lamp with a linen shade that gives a warm, soft light.',
              'مصباح طاولة من السيراميك بغطاء من الكتان يمنح ضوءاً دافئاً وهادئاً.',
            ),
            price: [9, 35],
            varies: [{ attribute: 'color', values: ['white', 'sand', 'teal', 'black'], min: 2 }],
          },
          {
            name: t('Scented Candle', 'شمعة معطرة'),
            blurb: t(
              'A soy-wax candle scented with oud, amber and a little rose; burns for 45 hours.',
              'شمعة من شمع الصويا بعبير العود والعنبر ولمسة من الورد، تشتعل لمدة 45 ساعة.',
            ),
            price: [3, 12],
          },
          {
            name: t('Cushion Cover', 'غطاء وسادة'),
            blurb: t(
              'A woven cushion cover with a pattern taken from traditional Sadu weaving.',
              'غطاء وسادة منسوج بنقشة مستوحاة من نسيج السدو التقليدي.',
            ),
            price: [2, 7],
            varies: [
              { attribute: 'color', values: ['red', 'beige', 'navy', 'olive', 'cream'], min: 3 },
            ],
          },
          {
            name: t('Wall Mirror', 'مرآة حائط'),
            blurb: t(
              'A round wall mirror in a slim metal frame that makes a hallway feel larger.',
              'مرآة حائط دائرية بإطار معدني رفيع تجعل الممر يبدو أوسع.',
            ),
            price: [12, 45],
            varies: [{ attribute: 'color', values: ['black', 'copper', 'silver'], min: 2 }],
          },
          {
            name: t('Ceramic Vase', 'مزهرية سيراميك'),
            blurb: t(
              'A hand-glazed ceramic vase; no two are exactly alike.',
              'مزهرية سيراميك مطلية يدوياً؛ لا تتطابق قطعتان منها تماماً.',
            ),
            price: [4, 16],
            varies: [{ attribute: 'color', values: ['white', 'teal', 'sand'], min: 2 }],
          },
        ],
        features: [
          t('A thoughtful gift for a new home.', 'هدية مناسبة لمن انتقل إلى بيت جديد.'),
          t(
            'Designed in the Gulf and made by small workshops.',
            'مصمم في الخليج ومصنوع في ورش صغيرة.',
          ),
          t('Wipe clean with a dry, soft cloth.', 'يُنظف بمسحه بقطعة قماش ناعمة وجافة.'),
          t(
            'Matches the rest of the collection, so pieces can be mixed.',
            'يتناسق مع بقية قطع المجموعة، فيمكن الجمع بينها.',
          ),
        ],
      },
      {
        id: 14,
        slug: 'appliances',
        code: 'AP',
        name: t('Small appliances', 'الأجهزة المنزلية الصغيرة'),
        description: t(
          'Kettles, coffee machines, fryers and irons, with a two-year warranty.',
          'غلايات وماكينات قهوة وقلايات ومكاوي، بضمان لمدة سنتين.',
        ),
        icon: 'kettle',
        models: [
          t('Breeze', 'Breeze'),
          t('Crema', 'Crema'),
          t('Turbo', 'Turbo'),
          t('Compact', 'Compact'),
          t('Deluxe', 'Deluxe'),
          t('Smart', 'Smart'),
        ],
        kinds: [
          {
            name: t('Electric Kettle', 'غلاية كهربائية'),
            blurb: t(
              'A 1.7-litre kettle that boils in three minutes and keeps tea water at 80°C.',
              'غلاية سعة 1.7 لتر تغلي الماء في ثلاث دقائق وتحافظ على ماء الشاي عند 80 درجة.',
            ),
            price: [6, 19],
            varies: [{ attribute: 'color', values: ['white', 'black', 'silver', 'cream'], min: 2 }],
          },
          {
            name: t('Espresso Machine', 'ماكينة إسبريسو'),
            blurb: t(
              'A 15-bar espresso machine with a milk frother for flat whites at home.',
              'ماكينة إسبريسو بضغط 15 بار مع رغوة الحليب لتحضير الفلات وايت في البيت.',
            ),
            price: [39, 149],
            varies: [{ attribute: 'color', values: ['black', 'silver', 'red'], min: 2 }],
          },
          {
            name: t('Air Fryer', 'قلاية هوائية'),
            blurb: t(
              'A 5.5-litre air fryer that makes crisp chips and samboosa with a spoon of oil.',
              'قلاية هوائية سعة 5.5 لتر تحضر بطاطس مقرمشة وسمبوسة بملعقة زيت واحدة.',
            ),
            price: [19, 59],
            varies: [{ attribute: 'color', values: ['black', 'white'], min: 2 }],
          },
          {
            name: t('Blender', 'خلاط كهربائي'),
            blurb: t(
              'A 1,000-watt blender that crushes ice for smoothies and laban drinks.',
              'خلاط بقوة 1,000 واط يجرش الثلج للعصائر ومشروبات اللبن.',
            ),
            price: [9, 35],
          },
          {
            name: t('Steam Iron', 'مكواة بخار'),
            blurb: t(
              'A steam iron with a ceramic plate that glides over dishdashas and shirts.',
              'مكواة بخار بقاعدة سيراميك تنزلق بسهولة على الدشاديش والقمصان.',
            ),
            price: [7, 25],
            varies: [{ attribute: 'color', values: ['blue', 'teal', 'white'], min: 2 }],
          },
        ],
        features: [
          t('Gulf three-pin plug, 220–240 V.', 'قابس خليجي بثلاثة دبابيس، 220–240 فولت.'),
          t(
            "Two-year manufacturer's warranty, handled by us in Kuwait.",
            'ضمان الشركة المصنعة لمدة سنتين، ونتولى خدمته داخل الكويت.',
          ),
          t('Switches itself off when left unattended.', 'ينطفئ تلقائياً عند تركه دون استخدام.'),
          t('Removable parts go in the dishwasher.', 'الأجزاء القابلة للفك آمنة في غسالة الصحون.'),
        ],
      },
    ],
  },
  {
    id: 4,
    slug: 'beauty',
    name: t('Beauty', 'الجمال والعناية'),
    description: t(
      'Skincare, fragrance and makeup, always authentic, always sealed.',
      'منتجات العناية بالبشرة والعطور والمكياج، أصلية دائماً ومغلقة بإحكام.',
    ),
    palette: { light: '#b07fd6', dark: '#4b2a6b' },
    icon: 'perfume',
    brands: ['zahra', 'bait-al-oud'],
    subcategories: [
      {
        id: 15,
        slug: 'skincare',
        code: 'SK',
        brands: ['zahra'],
        name: t('Skincare', 'العناية بالبشرة'),
        description: t(
          'Cleansers, serums and sun care for skin that lives in the sun.',
          'منظفات وسيرومات وواقيات شمس لبشرة تعيش تحت الشمس.',
        ),
        icon: 'bottle',
        models: [
          t('Hydra', 'هيدرا'),
          t('Glow', 'جلو'),
          t('Pure', 'بيور'),
          t('Desert Rose', 'وردة الصحراء'),
          t('Calm', 'كالم'),
          t('Daily', 'ديلي'),
        ],
        kinds: [
          {
            name: t('Vitamin C Serum', 'سيروم فيتامين سي'),
            blurb: t(
              'A light vitamin C serum that evens skin tone and brightens dull skin.',
              'سيروم خفيف بفيتامين سي يوحد لون البشرة ويمنحها إشراقة.',
            ),
            price: [6, 19],
            varies: [{ attribute: 'volume', values: ['30', '50'], min: 2 }],
          },
          {
            name: t('Moisturising Cream', 'كريم مرطب'),
            blurb: t(
              'A rich moisturising cream with hyaluronic acid for skin dried by air conditioning.',
              'كريم مرطب غني بحمض الهيالورونيك للبشرة التي جففها المكيف.',
            ),
            price: [5, 16],
            varies: [{ attribute: 'volume', values: ['50', '100'], min: 2 }],
          },
          {
            name: t('Gentle Face Wash', 'غسول وجه لطيف'),
            blurb: t(
              'A soap-free face wash that cleans without leaving skin tight.',
              'غسول وجه خالٍ من الصابون ينظف دون أن يترك البشرة مشدودة.',
            ),
            price: [3, 9],
          },
          {
            name: t('Sunscreen SPF 50', 'واقي شمس SPF 50'),
            blurb: t(
              'A non-greasy SPF 50 sunscreen that sits well under makeup.',
              'واقي شمس بعامل حماية 50 غير دهني يناسب وضعه تحت المكياج.',
            ),
            price: [4, 12],
          },
          {
            name: t('Clay Face Mask', 'ماسك الطين للوجه'),
            blurb: t(
              'A mineral clay mask that clears pores in ten minutes.',
              'ماسك من الطين المعدني ينظف المسام في عشر دقائق.',
            ),
            price: [4, 11],
          },
        ],
        features: [
          t(
            'Dermatologically tested and suitable for sensitive skin.',
            'مختبر من أطباء الجلدية ومناسب للبشرة الحساسة.',
          ),
          t('Free of parabens and added fragrance.', 'خالٍ من البارابين والعطور المضافة.'),
          t(
            'Halal certified and never tested on animals.',
            'حاصل على شهادة حلال ولم يُختبر على الحيوانات.',
          ),
          t(
            'Store below 30°C and out of direct sunlight.',
            'يُحفظ في درجة حرارة أقل من 30 مئوية بعيداً عن أشعة الشمس المباشرة.',
          ),
        ],
      },
      {
        id: 16,
        slug: 'fragrance',
        code: 'FR',
        name: t('Fragrance', 'العطور'),
        description: t(
          'Perfumes, oud oils and bakhoor, from fresh to deep and smoky.',
          'عطور ودهن عود وبخور، من الروائح المنعشة إلى العميقة الدخانية.',
        ),
        icon: 'perfume',
        models: [
          t('Amber Nights', 'ليالي العنبر'),
          t('Royal Oud', 'العود الملكي'),
          t('White Musk', 'المسك الأبيض'),
          t('Desert Rose', 'وردة الصحراء'),
          t('Sea Breeze', 'نسيم البحر'),
          t('Saffron Gold', 'الزعفران الذهبي'),
          t('Midnight Jasmine', 'ياسمين منتصف الليل'),
        ],
        kinds: [
          {
            name: t('Eau de Parfum', 'عطر أو دو بارفان'),
            blurb: t(
              'An eau de parfum that opens fresh and settles into a warm, lasting base.',
              'عطر أو دو بارفان يبدأ منعشاً ثم يستقر على قاعدة دافئة تدوم طويلاً.',
            ),
            price: [12, 65],
            varies: [{ attribute: 'volume', values: ['30', '50', '100'], min: 2 }],
          },
          {
            name: t('Oud Perfume Oil', 'دهن عود'),
            blurb: t(
              'A concentrated oud oil, aged for a smooth, rounded scent; a drop is enough.',
              'دهن عود مركز، معتق لرائحة ناعمة ومتوازنة؛ تكفي منه قطرة واحدة.',
            ),
            price: [15, 89],
          },
          {
            name: t('Bakhoor', 'بخور'),
            blurb: t(
              'Hand-blended bakhoor chips that scent a majlis for hours.',
              'رقائق بخور ممزوجة يدوياً تعطر المجلس لساعات.',
            ),
            price: [4, 19],
          },
          {
            name: t('Body Mist', 'معطر الجسم'),
            blurb: t(
              'A light body mist to refresh through the day.',
              'معطر جسم خفيف للانتعاش طوال اليوم.',
            ),
            price: [3, 9],
            varies: [{ attribute: 'volume', values: ['50', '100'], min: 2 }],
          },
        ],
        features: [
          t('Comes in a gift box, ready to give.', 'يأتي في علبة هدايا جاهزة للإهداء.'),
          t(
            'Lasts eight hours or more on skin, longer on clothes.',
            'يدوم ثماني ساعات أو أكثر على البشرة، ولمدة أطول على الملابس.',
          ),
          t('Blended and bottled in Kuwait.', 'ممزوج ومعبأ في الكويت.'),
          t(
            'Top notes of bergamot, a heart of rose and a base of oud and musk.',
            'مقدمة من البرغموت وقلب من الورد وقاعدة من العود والمسك.',
          ),
        ],
      },
      {
        id: 17,
        slug: 'makeup',
        code: 'MK',
        brands: ['zahra'],
        name: t('Makeup', 'المكياج'),
        description: t(
          'Lipsticks, foundations, mascara and kohl in shades for every skin.',
          'أحمر شفاه وكريم أساس وماسكارا وكحل بدرجات تناسب كل بشرة.',
        ),
        icon: 'lipstick',
        models: [
          t('Velvet', 'فيلفت'),
          t('Satin', 'ساتان'),
          t('Pearl', 'بيرل'),
          t('Bloom', 'بلوم'),
          t('Gala', 'جالا'),
          t('Silk', 'سيلك'),
        ],
        kinds: [
          {
            name: t('Matte Lipstick', 'أحمر شفاه مطفي'),
            blurb: t(
              'A long-wearing matte lipstick that does not dry the lips.',
              'أحمر شفاه مطفي يدوم طويلاً ولا يجفف الشفاه.',
            ),
            price: [3, 9],
            varies: [
              {
                attribute: 'color',
                values: ['nude', 'ruby', 'coral', 'berry', 'mocha', 'rose'],
                min: 3,
              },
            ],
          },
          {
            name: t('Liquid Foundation', 'كريم أساس سائل'),
            blurb: t(
              'A medium-coverage liquid foundation with a natural finish and SPF 20.',
              'كريم أساس سائل بتغطية متوسطة ولمسة طبيعية وعامل حماية 20.',
            ),
            price: [6, 16],
            varies: [{ attribute: 'color', values: ['cream', 'beige', 'sand', 'mocha'], min: 3 }],
          },
          {
            name: t('Volume Mascara', 'ماسكارا لتكثيف الرموش'),
            blurb: t(
              'A volumising mascara that builds without clumps.',
              'ماسكارا تكثف الرموش دون أن تتكتل.',
            ),
            price: [3, 8],
          },
          {
            name: t('Eyeshadow Palette', 'باليت ظلال عيون'),
            blurb: t(
              'Twelve eyeshadows, matte and shimmer, from daytime to evening.',
              'اثنا عشر لوناً من ظلال العيون، مطفية ولامعة، من النهار إلى السهرة.',
            ),
            price: [5, 15],
          },
          {
            name: t('Kohl Eyeliner', 'كحل للعيون'),
            blurb: t(
              'A soft kohl pencil, deep black and smudge-proof.',
              'قلم كحل ناعم بلون أسود عميق لا يتلطخ.',
            ),
            price: [2, 6],
          },
        ],
        features: [
          t('Ophthalmologist tested.', 'مختبر من أطباء العيون.'),
          t('Vegan formula, free of parabens.', 'تركيبة نباتية خالية من البارابين.'),
          t('Stays in place through a long, hot day.', 'يثبت في مكانه طوال يوم طويل وحار.'),
          t(
            `Not the right shade? Return it unopened within ${RETURN_DAYS} days of delivery.`,
            `الدرجة غير مناسبة؟ أعيديه مغلقاً خلال ${RETURN_DAYS} يوماً من التوصيل.`,
          ),
        ],
      },
    ],
  },
  {
    id: 5,
    slug: 'sports',
    name: t('Sports', 'رياضة'),
    description: t(
      'Gear for the gym, the track and weekends in the desert.',
      'مستلزمات للنادي والمضمار وعطلات نهاية الأسبوع في البر.',
    ),
    palette: { light: '#4fae7a', dark: '#17492d' },
    icon: 'dumbbell',
    brands: ['peak-motion', 'sahara-trail'],
    subcategories: [
      {
        id: 18,
        slug: 'fitness',
        code: 'FT',
        brands: ['peak-motion'],
        name: t('Fitness equipment', 'معدات اللياقة'),
        description: t(
          'Weights, mats and bands for training at home.',
          'أوزان وسجادات وأحزمة للتمرين في البيت.',
        ),
        icon: 'dumbbell',
        models: [
          t('Core', 'كور'),
          t('Iron', 'آيرون'),
          t('Flex', 'فلكس'),
          t('Home Gym', 'هوم جيم'),
          t('Pro Series', 'برو سيريز'),
          t('Balance', 'بالانس'),
        ],
        kinds: [
          {
            name: t('Adjustable Dumbbell', 'دمبل قابل للتعديل'),
            blurb: t(
              'A dumbbell whose weight changes with a turn of the dial.',
              'دمبل يتغير وزنه بلفة واحدة من القرص.',
            ),
            price: [15, 79],
            varies: [{ attribute: 'weight', values: ['10', '16', '24'], min: 2 }],
          },
          {
            name: t('Yoga Mat', 'سجادة يوغا'),
            blurb: t(
              'A 6 mm non-slip yoga mat with a carry strap.',
              'سجادة يوغا بسماكة 6 مم مانعة للانزلاق مع حزام للحمل.',
            ),
            price: [4, 15],
            varies: [{ attribute: 'color', values: ['teal', 'rose', 'grey', 'olive'], min: 2 }],
          },
          {
            name: t('Resistance Bands Set', 'طقم أحزمة مقاومة'),
            blurb: t(
              'Five latex bands from light to extra heavy, with handles and a door anchor.',
              'خمسة أحزمة مطاطية من الخفيف إلى الثقيل جداً، مع مقابض ومثبت للباب.',
            ),
            price: [4, 12],
          },
          {
            name: t('Kettlebell', 'كيتل بل'),
            blurb: t(
              'A cast-iron kettlebell with a wide, smooth handle for swings and squats.',
              'كيتل بل من الحديد الزهر بمقبض عريض وأملس لتمارين الأرجحة والقرفصاء.',
            ),
            price: [6, 29],
            varies: [{ attribute: 'weight', values: ['5', '10', '16', '24'], min: 3 }],
          },
          {
            name: t('Jump Rope', 'حبل قفز'),
            blurb: t(
              'A speed rope with ball-bearing handles and an adjustable cable.',
              'حبل قفز سريع بمقابض ذات محامل كروية وكابل قابل للتعديل.',
            ),
            price: [2, 7],
          },
        ],
        features: [
          t(
            'Fits in a small flat and stores away under the bed.',
            'يناسب الشقق الصغيرة ويُحفظ تحت السرير.',
          ),
          t('Comes with a printed guide of twenty exercises.', 'يأتي مع دليل مطبوع لعشرين تمريناً.'),
          t(
            'Rubber coating protects floors and keeps noise down.',
            'الطبقة المطاطية تحمي الأرضيات وتخفف الضجيج.',
          ),
          t(
            'Tested to gym standards for daily use.',
            'مختبر وفق معايير الأندية الرياضية للاستخدام اليومي.',
          ),
        ],
      },
      {
        id: 19,
        slug: 'sportswear',
        code: 'SW',
        brands: ['peak-motion', 'atlas-wear'],
        name: t('Sportswear', 'الملابس الرياضية'),
        description: t(
          'Breathable training clothes that dry fast.',
          'ملابس تمرين تسمح بمرور الهواء وتجف بسرعة.',
        ),
        icon: 'jersey',
        models: [
          t('Sprint', 'سبرنت'),
          t('Aero', 'إيرو'),
          t('Endure', 'إندور'),
          t('Tempo', 'تيمبو'),
          t('Motion', 'موشن'),
          t('Summit', 'سميت'),
        ],
        kinds: [
          {
            name: t('Running T-Shirt', 'تيشيرت جري'),
            blurb: t(
              'A featherweight running shirt with mesh panels where you heat up most.',
              'تيشيرت جري خفيف جداً بفتحات شبكية في مواضع التعرق.',
            ),
            price: [4, 12],
            varies: [
              { attribute: 'color', values: ['black', 'blue', 'red', 'teal'], min: 2 },
              { attribute: 'size', values: ['s', 'm', 'l', 'xl'], min: 4 },
            ],
          },
          {
            name: t('Training Shorts', 'شورت تمرين'),
            blurb: t(
              'Training shorts with a built-in liner and a zipped pocket for keys.',
              'شورت تمرين ببطانة داخلية وجيب بسحاب للمفاتيح.',
            ),
            price: [4, 11],
            varies: [{ attribute: 'size', values: ['s', 'm', 'l', 'xl', 'xxl'], min: 4 }],
          },
          {
            name: t('Track Jacket', 'جاكيت رياضي'),
            blurb: t(
              'A zip-up track jacket for warm-ups on cool mornings.',
              'جاكيت رياضي بسحاب للإحماء في الصباحات الباردة.',
            ),
            price: [9, 24],
            varies: [
              { attribute: 'color', values: ['navy', 'black', 'green'], min: 2 },
              { attribute: 'size', values: ['s', 'm', 'l', 'xl'], min: 4 },
            ],
          },
          {
            name: t('Sports Leggings', 'ليقنز رياضي'),
            blurb: t(
              'High-waisted leggings that do not go see-through when you squat.',
              'ليقنز رياضي بخصر عالٍ لا يشف عند القرفصاء.',
            ),
            price: [6, 16],
            varies: [{ attribute: 'size', values: ['xs', 's', 'm', 'l', 'xl'], min: 4 }],
          },
        ],
        features: [
          t(
            'Quick-dry fabric pulls sweat away from the skin.',
            'قماش سريع الجفاف يسحب العرق بعيداً عن البشرة.',
          ),
          t('Reflective details for runs after sunset.', 'تفاصيل عاكسة للجري بعد غروب الشمس.'),
          t(
            'Flat seams that do not rub on long runs.',
            'درزات مسطحة لا تحتك بالجلد في المسافات الطويلة.',
          ),
          sizeReturn,
        ],
      },
      {
        id: 20,
        slug: 'outdoor',
        code: 'OD',
        brands: ['sahara-trail'],
        name: t('Outdoor & camping', 'الرحلات والتخييم'),
        description: t(
          'Tents, lights and kit for camping season in the desert.',
          'خيام وإضاءة ومستلزمات لموسم التخييم في البر.',
        ),
        icon: 'tent',
        models: [
          t('Nomad', 'نوماد'),
          t('Kashta', 'كشتة'),
          t('Dune', 'دون'),
          t('Oasis', 'واحة'),
          t('Horizon', 'هورايزن'),
          t('Rimal', 'رمال'),
        ],
        kinds: [
          {
            name: t('Camping Tent', 'خيمة تخييم'),
            blurb: t(
              'A four-person tent that pitches in ten minutes and stands up to desert wind.',
              'خيمة تتسع لأربعة أشخاص تُنصب في عشر دقائق وتصمد أمام رياح البر.',
            ),
            price: [29, 119],
            varies: [{ attribute: 'color', values: ['sand', 'olive', 'grey'], min: 2 }],
          },
          {
            name: t('Sleeping Bag', 'كيس نوم'),
            blurb: t(
              'A sleeping bag rated to 5°C for cold nights in the camp.',
              'كيس نوم مناسب حتى 5 درجات مئوية لليالي المخيم الباردة.',
            ),
            price: [9, 29],
          },
          {
            name: t('Insulated Water Bottle', 'زجاجة ماء معزولة'),
            blurb: t(
              'A steel bottle that keeps water cold for 24 hours, even in the car.',
              'زجاجة من الستيل تحافظ على برودة الماء لمدة 24 ساعة، حتى في السيارة.',
            ),
            price: [3, 11],
            varies: [
              { attribute: 'color', values: ['black', 'white', 'teal', 'sand', 'rose'], min: 3 },
            ],
          },
          {
            name: t('Folding Camping Chair', 'كرسي تخييم قابل للطي'),
            blurb: t(
              'A folding chair with a cup holder that packs into its own bag.',
              'كرسي قابل للطي بحامل أكواب يُحفظ في حقيبته الخاصة.',
            ),
            price: [5, 17],
            varies: [{ attribute: 'color', values: ['navy', 'olive', 'red'], min: 2 }],
          },
          {
            name: t('LED Lantern', 'فانوس LED'),
            blurb: t(
              'A rechargeable lantern that lights a whole tent for a night.',
              'فانوس قابل لإعادة الشحن يضيء الخيمة بأكملها طوال الليل.',
            ),
            price: [4, 14],
          },
        ],
        features: [
          t('Packs small and weighs little.', 'صغير الحجم عند الطي وخفيف الوزن.'),
          t(
            'Tested in the Kuwaiti desert through a full camping season.',
            'مختبر في صحراء الكويت طوال موسم تخييم كامل.',
          ),
          t(
            'UV-resistant materials that do not fade in the sun.',
            'مواد مقاومة للأشعة فوق البنفسجية لا يبهت لونها في الشمس.',
          ),
          t(
            'Spare parts available: ask us through the contact page.',
            'قطع الغيار متوفرة: اطلبها منا عبر صفحة اتصل بنا.',
          ),
        ],
      },
    ],
  },
];

/** A subcategory that is not published yet: it appears in no lookup and holds no products. */
export const draftCategory: Subcategory & { parentId: number } = {
  id: 21,
  parentId: 3,
  slug: 'ramadan',
  code: 'RM',
  name: t('Ramadan collection', 'تشكيلة رمضان'),
  description: t(
    'Lanterns, serving sets and gifts for the holy month. Coming soon.',
    'فوانيس وأطقم تقديم وهدايا للشهر الفضيل. قريباً.',
  ),
  icon: 'lamp',
  published: false,
  kinds: [],
  models: [],
  features: [],
};

const payments = paymentWordsOf();

/**
 * Closing sentences, one per description: delivery, returns, the quick option and how to pay,
 * each written from the seeded rows. Four of them, as the product generator draws one of four.
 */
export const closers: Text[] = [
  t(
    `${defaultShipping.name.en} ${whenWhere(defaultShipping, 'en')}: ${shippingCost(defaultShipping, 'en')}.`,
    `${defaultShipping.name.ar} ${whenWhere(defaultShipping, 'ar')}: ${shippingCost(defaultShipping, 'ar')}.`,
  ),
  t(
    `Return it within ${RETURN_DAYS} days of delivery if it is not what you hoped for.`,
    `يمكنك إرجاعه خلال ${RETURN_DAYS} يوماً من التوصيل إذا لم يكن كما توقعت.`,
  ),
  t(
    `Need it sooner? ${fastestShipping.name.en} arrives ${whenWhere(fastestShipping, 'en')}, for ${shippingCost(fastestShipping, 'en')}.`,
    `تحتاجه سريعاً؟ مع ${fastestShipping.name.ar} يصلك ${whenWhere(fastestShipping, 'ar')} مقابل ${shippingCost(fastestShipping, 'ar')}.`,
  ),
  t(
    `Pay ${joinOr(
      payments.map((p) => p.pay.en),
      'en',
    )}.`,
    `ادفع ${joinOr(
      payments.map((p) => p.pay.ar),
      'ar',
    )}.`,
  ),
];
