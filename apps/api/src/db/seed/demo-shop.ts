import { TENANT } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import type { LocalizedText } from '../../lib/localized-text.ts';
import type { StoredThemeConfig } from '../../modules/theme/stored-theme-config.ts';
import type { Db } from '../client.ts';
import { categories, menuItems, menus, themeConfigs } from '../schema.ts';
import { seedDemoCatalogue } from './catalogue/demo-catalogue.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoOrderHistory } from './demo-orders.ts';
import { seedDemoPaymentProviders } from './demo-payments.ts';
import { seedDemoPromoCodes } from './demo-promo-codes.ts';
import { seedDemoShipping } from './demo-shipping.ts';
import { demoPriceSettings } from './offer-text.ts';
import { SEED_LOCK_ID } from './reference-data.ts';

export const demoTheme: StoredThemeConfig = {
  title: { en: 'Dukkan', ar: 'دكان' },
  main_menu: 53,
  logo: '/brand/logo.svg',
  color: '#57b568',
  languages: ['en', 'ar'],
  footer_menus: [54, 55],
  overrided_footer_image: null,
  twitter_url: 'https://x.com/dukkan.demo',
  facebook_url: 'https://www.facebook.com/dukkan.demo',
  instagram_url: 'https://www.instagram.com/dukkan.demo',
  youtube_url: null,
  copy_right: {
    en: '© 2026 Dukkan. All rights reserved.',
    ar: '© 2026 دكان. جميع الحقوق محفوظة.',
  },
  metadata_title: {
    en: 'Dukkan — everyday shopping, delivered across Kuwait',
    ar: 'دكان — تسوّق يومي يصلك في كل أنحاء الكويت',
  },
  metadata_description: {
    en: 'Electronics, fashion, home and beauty at fair prices, with fast delivery across Kuwait and the Gulf.',
    ar: 'إلكترونيات وأزياء ومستلزمات منزلية ومنتجات تجميل بأسعار مناسبة، مع توصيل سريع في الكويت ودول الخليج.',
  },
  metadata_icon: '/brand/icon.svg',
  enforce_checkout_terms: true,
  keep_out_of_stock_at_end: true,
  // The same settings the demo's words print amounts with (offer-text.ts).
  price_format: demoPriceSettings.format,
  currency_label: demoPriceSettings.currencyLabel,
  currency_position: demoPriceSettings.currencyPosition,
  login_by_otp: false,
  login_by_email: true,
  can_register: true,
  default_country: 'kw',
};

type SeedItem = {
  id: number;
  title: LocalizedText;
  route: string;
  allowGuestUser?: boolean;
  openInNewTab?: boolean;
  children?: SeedItem[];
};

/** Category ids 1–5 are the demo catalogue's top-level categories. */
const shopCategories: SeedItem[] = [
  {
    id: 111,
    title: { en: 'Electronics', ar: 'إلكترونيات' },
    route: '/search/filterSearch?categoryId=1',
  },
  { id: 112, title: { en: 'Fashion', ar: 'أزياء' }, route: '/search/filterSearch?categoryId=2' },
  {
    id: 113,
    title: { en: 'Home & Kitchen', ar: 'المنزل والمطبخ' },
    route: '/search/filterSearch?categoryId=3',
  },
  {
    id: 114,
    title: { en: 'Beauty', ar: 'الجمال والعناية' },
    route: '/search/filterSearch?categoryId=4',
  },
  { id: 115, title: { en: 'Sports', ar: 'رياضة' }, route: '/search/filterSearch?categoryId=5' },
];

const aboutUs = { title: { en: 'About us', ar: 'من نحن' }, route: '/pages/1' };
const contactUs = { title: { en: 'Contact us', ar: 'اتصل بنا' }, route: '/contact-us' };

export const demoMenus: { id: number; name: LocalizedText; items: SeedItem[] }[] = [
  {
    id: 53,
    name: { en: 'Main menu', ar: 'القائمة الرئيسية' },
    items: [
      { id: 101, title: { en: 'Home', ar: 'الرئيسية' }, route: '/' },
      {
        id: 102,
        title: { en: 'Shop', ar: 'تسوّق' },
        route: '/search/filterSearch?keyword=',
        children: shopCategories,
      },
      {
        id: 103,
        title: { en: 'Offers', ar: 'العروض' },
        route: '/search/filterSearch?keyword=&onSale=true',
      },
      { id: 104, ...aboutUs },
      { id: 105, ...contactUs },
      {
        id: 106,
        title: { en: 'My orders', ar: 'طلباتي' },
        route: '/account/orders',
        allowGuestUser: false,
      },
    ],
  },
  {
    id: 54,
    name: { en: 'Customer service', ar: 'خدمة العملاء' },
    items: [
      { id: 201, ...contactUs },
      { id: 202, title: { en: 'Shipping & returns', ar: 'الشحن والإرجاع' }, route: '/pages/2' },
      { id: 203, title: { en: 'Privacy policy', ar: 'سياسة الخصوصية' }, route: '/pages/3' },
    ],
  },
  {
    id: 55,
    name: { en: 'About Dukkan', ar: 'عن دكان' },
    items: [
      { id: 301, ...aboutUs },
      { id: 302, title: { en: 'Terms & conditions', ar: 'الشروط والأحكام' }, route: '/pages/4' },
      {
        id: 303,
        title: { en: 'My account', ar: 'حسابي' },
        route: '/account/info',
        allowGuestUser: false,
      },
    ],
  },
];

function flatten(menuId: number, items: SeedItem[], parentItemId: number | null = null) {
  return items.flatMap((item, index): (typeof menuItems.$inferInsert)[] => [
    {
      id: item.id,
      menuId,
      parentItemId,
      title: item.title,
      route: item.route,
      openInNewTab: item.openInNewTab ?? false,
      allowGuestUser: item.allowGuestUser ?? true,
      sortOrder: index,
    },
    ...flatten(menuId, item.children ?? [], item.id),
  ]);
}

/**
 * Seeds the demo shop once: the theme, menus and accounts when no theme exists yet, and the
 * catalogue when there are no categories yet (so a demo database from before the catalogue gets
 * one too). Returns whether it seeded anything.
 */
export async function seedDemoShop(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [theme] = await tx.select({ n: sql<number>`count(*)::int` }).from(themeConfigs);
    const [catalogue] = await tx.select({ n: sql<number>`count(*)::int` }).from(categories);
    const seedShop = (theme?.n ?? 0) === 0;
    const seedCatalogue = (catalogue?.n ?? 0) === 0;
    if (seedShop) {
      await tx.insert(themeConfigs).values({ ...TENANT, config: demoTheme });
      for (const menu of demoMenus) {
        await tx.insert(menus).values({ id: menu.id, name: menu.name });
        await tx.insert(menuItems).values(flatten(menu.id, menu.items));
      }
      // Explicit ids were used above: move the identity past them for items added later.
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('menu_items', 'id'), (select max(id) from menu_items))`,
      );
      await seedDemoAccounts(tx);
    }
    if (seedCatalogue) await seedDemoCatalogue(tx);
    await seedDemoPromoCodes(tx);
    await seedDemoPaymentProviders(tx);
    await seedDemoShipping(tx);
    // The demo customer's order, once they and the catalogue exist.
    if (seedShop) await seedDemoOrderHistory(tx);
    return seedShop || seedCatalogue;
  });
}
