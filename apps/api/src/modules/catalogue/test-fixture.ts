import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  dataListGroups,
  dataListItems,
  dataLists,
  files,
  groupedProducts,
  productAttributes,
  productPictures,
  productSearchTerms,
  products,
  staticPageAddresses,
  staticPages,
  variations,
  variationValues,
} from '../../db/schema.ts';
import type { LocalizedText } from '../../lib/localized-text.ts';
import { searchTerms } from '../../lib/search-text.ts';

/**
 * A small catalogue of its own for the catalogue's API tests, beside whatever the demo seed
 * holds: explicit ids from 9,000,000 (clear of the seed's), and names with words no demo product
 * has ("Zephyr"), so a test can scope itself with `categoryId eq ROOT` or a keyword.
 */
export const F = {
  category: {
    root: 9_000_001,
    kitchen: 9_000_002,
    kettles: 9_000_003,
    hidden: 9_000_004,
    underHidden: 9_000_005,
    garden: 9_000_006,
    draft: 9_000_007,
  },
  brand: { quokka: 9_000_001, zebu: 9_000_002 },
  product: {
    kettle: 9_000_001,
    teapot: 9_000_002,
    mug: 9_000_003,
    hose: 9_000_004,
    unpublished: 9_000_005,
    shadow: 9_000_006,
    shirt: 9_000_007,
    teaSet: 9_000_008,
    lamp: 9_000_009,
  },
  attribute: { size: 9_000_001, colour: 9_000_002, other: 9_000_003 },
  value: {
    s: 9_000_001,
    m: 9_000_002,
    l: 9_000_003,
    red: 9_000_004,
    blue: 9_000_005,
    otherX: 9_000_006,
  },
  variation: { sRed: 9_000_001, mRed: 9_000_002, mBlue: 9_000_003 },
  list: { products: 9_000_001, categories: 9_000_002, draft: 9_000_003 },
  group: { picks: 9_000_001, shirts: 9_000_002, rooms: 9_000_003, draftGroup: 9_000_004 },
  page: { about: 9_000_001 },
} as const;

const t = (en: string, ar?: string): LocalizedText => (ar === undefined ? { en } : { en, ar });

export async function insertFixtureCatalogue(db: Db): Promise<{ pictureKeys: string[] }> {
  const fileIds = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const pictureKeys = fileIds.map((id) => `test/${id}.svg`);
  await db.insert(files).values(
    fileIds.map((id, i) => ({
      id,
      storageKey: pictureKeys[i]!,
      originalName: `picture-${i}.svg`,
      contentType: 'image/svg+xml',
      size: 100,
      width: 800,
      height: 600,
    })),
  );

  const c = F.category;
  const category = (
    id: number,
    parentId: number | null,
    path: number[],
    name: LocalizedText,
    extra: { published?: boolean; sortOrder?: number; pictureId?: string } = {},
  ) => ({
    id,
    parentId,
    path,
    name,
    description: t(`About ${name.en}`, `عن ${name.ar}`),
    ...extra,
  });
  await db.insert(categories).values([
    category(c.root, null, [c.root], t('Zephyr Home', 'بيت زفير'), { sortOrder: 99 }),
    category(c.kitchen, c.root, [c.root, c.kitchen], t('Zephyr Kitchen', 'مطبخ زفير'), {
      sortOrder: 2,
      pictureId: fileIds[3],
    }),
    category(c.kettles, c.kitchen, [c.root, c.kitchen, c.kettles], t('Kettles', 'غلايات')),
    category(c.hidden, c.root, [c.root, c.hidden], t('Hidden room', 'غرفة مخفية'), {
      published: false,
      sortOrder: 3,
    }),
    category(c.underHidden, c.hidden, [c.root, c.hidden, c.underHidden], t('Under hidden'), {}),
    category(c.garden, c.root, [c.root, c.garden], t('Zephyr Garden', 'حديقة زفير'), {
      sortOrder: 1,
    }),
    category(c.draft, c.kitchen, [c.root, c.kitchen, c.draft], t('Draft shelf'), {
      published: false,
    }),
  ]);

  await db.insert(brands).values([
    { id: F.brand.quokka, name: t('Quokka Co', 'كوكا'), logoId: fileIds[2], sortOrder: 90 },
    { id: F.brand.zebu, name: t('Zebu'), sortOrder: 91 },
  ]);

  const p = F.product;
  const product = (
    id: number,
    name: LocalizedText,
    categoryId: number,
    path: number[],
    fields: Partial<typeof products.$inferInsert>,
  ) => ({
    id,
    sku: `ZEPHYR-${id}`,
    name,
    description: t(`${name.en} description.`, `وصف ${name.ar ?? name.en}.`),
    categoryId,
    categoryPath: path,
    price: 1000,
    activeQty: 1,
    // Oldest first, so "newest" is a known order.
    createdAt: new Date(Date.UTC(2025, 0, 1) + (id - 9_000_000) * 60_000),
    ...fields,
  });
  const kettles = [c.root, c.kitchen, c.kettles];
  const kitchen = [c.root, c.kitchen];
  const rows = [
    product(p.kettle, t('Zephyr Kettle', 'غلاية زفير'), c.kettles, kettles, {
      brandId: F.brand.quokka,
      price: 12_000,
      oldPrice: 15_000,
      activeQty: 5,
    }),
    product(p.teapot, t('Zephyr Teapot', 'إبريق شاي زفير'), c.kitchen, kitchen, {
      brandId: F.brand.zebu,
      price: 8_000,
      activeQty: 0,
    }),
    product(p.mug, t('Café Zephyrine Mug', 'كوب قهوة زفيرين'), c.kitchen, kitchen, {
      price: 2_500,
      oldPrice: 2_500,
      activeQty: 10,
    }),
    product(p.hose, t('Zephyr Hose 50% longer', 'خرطوم زفير'), c.garden, [c.root, c.garden], {
      brandId: F.brand.quokka,
      price: 5_000,
      activeQty: 3,
    }),
    product(p.unpublished, t('Zephyr Secret'), c.kitchen, kitchen, {
      published: false,
      price: 99_000,
    }),
    product(p.shadow, t('Zephyr Shadow'), c.underHidden, [c.root, c.hidden, c.underHidden], {
      price: 98_000,
    }),
    product(p.shirt, t('Zephyr T-Shirt', 'قميص زفير'), c.garden, [c.root, c.garden], {
      price: 3_000,
      activeQty: 6,
    }),
    product(p.teaSet, t('Zephyr Tea Set', 'طقم شاي زفير'), c.kitchen, kitchen, {
      isGrouped: true,
      price: 20_000,
      activeQty: 0,
    }),
    // English only: an Arabic request shows the English name.
    product(p.lamp, t('Zephyr Lamp'), c.garden, [c.root, c.garden], { price: 4_000 }),
  ];
  await db.insert(products).values(rows);
  await db.insert(productSearchTerms).values(
    rows.flatMap((row) =>
      (['en', 'ar'] as const).flatMap((lang) => {
        const name = row.name[lang];
        if (!name) return [];
        return searchTerms(name, lang).map((term) => ({ lang, term, productId: row.id }));
      }),
    ),
  );
  await db.insert(productPictures).values([
    { productId: p.kettle, fileId: fileIds[1]!, sortOrder: 2, alt: t('Kettle side', 'جانب') },
    { productId: p.kettle, fileId: fileIds[0]!, sortOrder: 1, alt: t('Kettle front', 'أمام') },
    { productId: p.mug, fileId: fileIds[0]!, sortOrder: 1, alt: t('Mug') },
  ]);

  const a = F.attribute;
  const v = F.value;
  await db.insert(attributes).values([
    { id: a.size, name: t('Size', 'المقاس'), kind: 'text' },
    { id: a.colour, name: t('Colour', 'اللون'), kind: 'color' },
    { id: a.other, name: t('Material'), kind: 'text' },
  ]);
  await db.insert(attributeValues).values([
    { id: v.s, attributeId: a.size, value: t('S'), sortOrder: 1 },
    { id: v.m, attributeId: a.size, value: t('M'), sortOrder: 2 },
    { id: v.l, attributeId: a.size, value: t('L'), sortOrder: 3 },
    { id: v.red, attributeId: a.colour, value: t('Red', 'أحمر'), colorHex: '#cc0000' },
    { id: v.blue, attributeId: a.colour, value: t('Blue', 'أزرق'), colorHex: '#0000cc' },
    { id: v.otherX, attributeId: a.other, value: t('Cotton') },
  ]);
  await db.insert(productAttributes).values([
    { productId: p.shirt, attributeId: a.size, sortOrder: 1 },
    { productId: p.shirt, attributeId: a.colour, sortOrder: 2 },
  ]);
  const vr = F.variation;
  await db.insert(variations).values([
    { id: vr.sRed, productId: p.shirt, sku: 'ZEPHYR-SHIRT-S-RED', price: 3_000, activeQty: 2 },
    { id: vr.mRed, productId: p.shirt, sku: 'ZEPHYR-SHIRT-M-RED', price: 3_200, activeQty: 0 },
    {
      id: vr.mBlue,
      productId: p.shirt,
      sku: 'ZEPHYR-SHIRT-M-BLUE',
      price: 3_500,
      oldPrice: 4_000,
      activeQty: 4,
    },
  ]);
  await db.insert(variationValues).values([
    { variationId: vr.sRed, attributeId: a.size, valueId: v.s },
    { variationId: vr.sRed, attributeId: a.colour, valueId: v.red },
    { variationId: vr.mRed, attributeId: a.size, valueId: v.m },
    { variationId: vr.mRed, attributeId: a.colour, valueId: v.red },
    { variationId: vr.mBlue, attributeId: a.size, valueId: v.m },
    { variationId: vr.mBlue, attributeId: a.colour, valueId: v.blue },
  ]);
  await db.insert(groupedProducts).values([
    { groupId: p.teaSet, productId: p.teapot, sortOrder: 1 },
    { groupId: p.teaSet, productId: p.unpublished, sortOrder: 2 },
    { groupId: p.teaSet, productId: p.kettle, sortOrder: 3 },
  ]);

  const l = F.list;
  const g = F.group;
  await db.insert(dataLists).values([
    { id: l.products, name: t('Zephyr picks', 'مختارات زفير'), kind: 'product', sortOrder: 90 },
    { id: l.categories, name: t('Zephyr rooms'), kind: 'category', sortOrder: 91 },
    { id: l.draft, name: t('Draft list'), kind: 'product', published: false },
  ]);
  await db.insert(dataListGroups).values([
    { id: g.picks, listId: l.products, name: t('Picks', 'مختارات'), sortOrder: 1 },
    { id: g.shirts, listId: l.products, name: t('Shirts'), sortOrder: 2 },
    { id: g.rooms, listId: l.categories, name: t('Rooms'), sortOrder: 1 },
    { id: g.draftGroup, listId: l.draft, name: t('Draft'), sortOrder: 1 },
  ]);
  await db.insert(dataListItems).values([
    { groupId: g.picks, productId: p.mug, sortOrder: 1 },
    { groupId: g.picks, productId: p.unpublished, sortOrder: 2 },
    { groupId: g.picks, productId: p.kettle, sortOrder: 3 },
    { groupId: g.shirts, productId: p.shirt, sortOrder: 1 },
    { groupId: g.rooms, categoryId: c.garden, sortOrder: 1 },
    { groupId: g.rooms, categoryId: c.hidden, sortOrder: 2 },
    { groupId: g.rooms, categoryId: c.kitchen, sortOrder: 3 },
    { groupId: g.draftGroup, productId: p.mug, sortOrder: 1 },
  ]);

  await db.insert(staticPages).values({
    id: F.page.about,
    title: t('About Zephyr', 'عن زفير'),
    body: t('<h2>Who we are</h2><p>A test shop.</p>', '<h2>من نحن</h2><p>متجر تجريبي.</p>'),
    address: t('about-zephyr', 'عن-زفير'),
    updatedAt: new Date('2025-06-01T10:00:00Z'),
  });
  await db.insert(staticPageAddresses).values([
    { address: 'about-zephyr', pageId: F.page.about },
    { address: 'عن-زفير', pageId: F.page.about },
  ]);
  return { pictureKeys };
}
