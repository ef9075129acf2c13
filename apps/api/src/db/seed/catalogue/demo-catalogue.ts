import { formatPrice } from '@storefront/contracts/price';
import { asc, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../client.ts';
import {
  attributes,
  attributeValues,
  brands as brandsTable,
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
} from '../../schema.ts';
import { demoPriceSettings } from '../offer-text.ts';
import {
  type AttributeKey,
  attributeDefinitions,
  brands,
  departments,
  draftCategory,
  type Text,
} from './content.ts';
import { pageHtmlOf } from './page-html.ts';
import {
  brandPicture,
  categoryPicture,
  productColourPicture,
  productPicture,
  type SeedPicture,
} from './pictures.ts';
import {
  attributeValueRows,
  type CatalogueRefs,
  makeProduct,
  type ProductDraft,
  productSubcategories,
  seedFileId,
  shelfPrice,
  termsOf,
} from './product-factory.ts';
import { Random } from './random.ts';
import { pageAddressOf, staticPageContent } from './static-pages.ts';

/**
 * The demo catalogue (issue 3): 5 departments (ids 1–5, as the menus link to them) with three
 * subcategories each, 10 brands, 225 products plus 4 bundles, with variations, pictures, search
 * terms, the home page's data lists and static pages 1–4. Deterministic: the same rows on every
 * machine, so tests can rely on them.
 */

export const DEMO_SEED = 20_261_123;
export const DEMO_PRODUCTS_PER_SUBCATEGORY = 15;
/** A few products are drafts (unpublished), so filters on `published` have something to do. */
const DRAFT_PRODUCT_IDS = new Set([37, 111, 185]);

const CHUNK_ROWS = 500;

/** Multi-row inserts in chunks that stay well under PostgreSQL's 65,535 parameters. */
export async function insertChunked<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    await db.insert(table).values(rows.slice(i, i + CHUNK_ROWS) as never);
  }
}

function fileRow(picture: SeedPicture): typeof files.$inferInsert {
  return {
    id: seedFileId(picture.storageKey),
    storageKey: picture.storageKey,
    originalName: picture.originalName,
    contentType: picture.contentType,
    size: picture.size,
    width: picture.width,
    height: picture.height,
  };
}

/**
 * Categories, brands and attributes with their pictures; returns the ids products refer to.
 * Uses fixed ids (categories 1–21, brands 1–10, attributes 1–7) so menus and tests can rely
 * on them.
 */
export async function seedCatalogueStructure(db: Db): Promise<CatalogueRefs> {
  const pictures: SeedPicture[] = [];
  const categoryRows: (typeof categories.$inferInsert)[] = [];
  departments.forEach((department, index) => {
    const picture = categoryPicture(department.slug, department.name.en);
    pictures.push(picture);
    categoryRows.push({
      id: department.id,
      parentId: null,
      name: department.name,
      description: department.description,
      pictureId: seedFileId(picture.storageKey),
      published: true,
      sortOrder: index,
      path: [department.id],
    });
  });
  const subcategories = departments.flatMap((department) =>
    department.subcategories.map((sub) => ({ ...sub, parentId: department.id })),
  );
  subcategories.push(draftCategory);
  subcategories.forEach((sub, index) => {
    const picture = categoryPicture(sub.slug, sub.name.en);
    pictures.push(picture);
    categoryRows.push({
      id: sub.id,
      parentId: sub.parentId,
      name: sub.name,
      description: sub.description,
      pictureId: seedFileId(picture.storageKey),
      published: sub.published ?? true,
      sortOrder: index,
      path: [sub.parentId, sub.id],
    });
  });

  const brandRows = brands.map((brand, index) => {
    const picture = brandPicture(brand.slug, brand.name.en);
    pictures.push(picture);
    return {
      id: index + 1,
      name: brand.name,
      logoId: seedFileId(picture.storageKey),
      sortOrder: index,
    };
  });

  await insertChunked(db, files, pictures.map(fileRow));
  await insertChunked(db, categories, categoryRows);
  await insertChunked(db, brandsTable, brandRows);

  const attributeRows = attributeValueRows();
  await insertChunked(
    db,
    attributes,
    attributeRows.map((a) => ({ id: a.id, name: a.name, kind: a.kind })),
  );
  await insertChunked(
    db,
    attributeValues,
    attributeRows.flatMap((a) =>
      a.values.map((v) => ({
        id: v.id,
        attributeId: a.id,
        value: v.value,
        colorHex: v.colorHex,
        sortOrder: v.sortOrder,
      })),
    ),
  );

  return {
    brandIds: new Map(brands.map((brand, index) => [brand.slug, index + 1])),
    attributeIds: new Map(attributeRows.map((a) => [a.key, a.id])),
    values: new Map(
      attributeRows.flatMap((a) =>
        a.values.map((v) => [`${a.key}:${v.key}`, { id: v.id, priceFactor: v.priceFactor }]),
      ),
    ),
  };
}

/**
 * The ids of the demo catalogue's brands, attributes and values in a database that has it,
 * found by their English names (the scale generator adds products to it); null when the
 * catalogue is not there.
 */
export async function loadCatalogueRefs(db: Db): Promise<CatalogueRefs | null> {
  const brandRows = await db.select().from(brandsTable);
  const attributeRows = await db.select().from(attributes);
  const valueRows = await db.select().from(attributeValues).orderBy(asc(attributeValues.id));
  const brandIds = new Map<string, number>();
  for (const brand of brands) {
    const row = brandRows.find((r) => r.name.en === brand.name.en);
    if (!row) return null;
    brandIds.set(brand.slug, row.id);
  }
  const attributeIds = new Map<AttributeKey, number>();
  const values = new Map<string, { id: number; priceFactor: number }>();
  for (const definition of attributeValueRows()) {
    const row = attributeRows.find((r) => r.name.en === definition.name.en);
    if (!row) return null;
    attributeIds.set(definition.key, row.id);
    for (const value of definition.values) {
      const valueRow = valueRows.find(
        (r) => r.attributeId === row.id && r.value.en === value.value.en,
      );
      if (!valueRow) return null;
      values.set(`${definition.key}:${value.key}`, {
        id: valueRow.id,
        priceFactor: value.priceFactor,
      });
    }
  }
  return { brandIds, attributeIds, values };
}

/** One of a product's pictures: the product's own (every variation), or one variation's. */
export interface PictureDraft {
  picture: SeedPicture;
  alt: Text;
  variationId: number | null;
}

interface DemoProducts {
  products: ProductDraft[];
  /** By product id, in the order shown: the product's own pictures, then its colours'. */
  pictures: Map<number, PictureDraft[]>;
  bundles: { groupId: number; memberIds: number[] }[];
}

interface Colour {
  key: string;
  name: Text;
}

/** The colour values by id, in the database `refs` describes. */
function coloursById(refs: CatalogueRefs): Map<number, Colour> {
  const definition = attributeDefinitions.find((a) => a.key === 'color');
  return new Map(
    (definition?.values ?? []).flatMap((value) => {
      const id = refs.values.get(`color:${value.key}`)?.id;
      return id === undefined ? [] : [[id, { key: value.key, name: value.value }] as const];
    }),
  );
}

/**
 * Each colour variation's picture: the product's first picture drawn on the colour's swatch, one
 * file per colour, shared by the colour's variations (a shirt's sizes). Draws no random numbers,
 * so the rest of the catalogue stays as it was.
 */
function colourPictures(
  product: ProductDraft,
  subcategorySlug: string,
  colours: ReadonlyMap<number, Colour>,
): PictureDraft[] {
  const drawn = new Map<string, SeedPicture>();
  return product.variations.flatMap((variation) => {
    const colour = variation.values
      .map((value) => colours.get(value.valueId))
      .find((found) => found !== undefined);
    if (!colour) return [];
    let picture = drawn.get(colour.key);
    if (!picture) {
      const label = `${product.name.en} (${colour.name.en})`;
      picture = productColourPicture(subcategorySlug, label, product.sku, 1, colour.key);
      drawn.set(colour.key, picture);
    }
    return [
      {
        picture,
        alt: {
          en: `${product.name.en}, ${colour.name.en}`,
          ar: `${product.name.ar}، ${colour.name.ar}`,
        },
        variationId: variation.id,
      },
    ];
  });
}

const bundleDefinitions: {
  subcategory: string;
  kinds: string[];
  name: Text;
  description: Text;
}[] = [
  {
    subcategory: 'computers',
    kinds: ['Laptop', 'Wireless Mouse', 'Mechanical Keyboard', 'USB-C Hub'],
    name: { en: 'Home Office Bundle', ar: 'باقة المكتب المنزلي' },
    description: {
      en: 'Everything for a desk at home: a laptop, a quiet mouse, a keyboard with Arabic keys and a hub for your screen and chargers.',
      ar: 'كل ما يحتاجه مكتبك في البيت: حاسوب محمول وفأرة هادئة ولوحة مفاتيح بأحرف عربية وموزع منافذ للشاشة والشواحن.',
    },
  },
  {
    subcategory: 'fitness',
    kinds: ['Yoga Mat', 'Resistance Bands Set', 'Jump Rope'],
    name: { en: 'Home Workout Starter Kit', ar: 'طقم بداية التمرين في البيت' },
    description: {
      en: 'A mat, a set of resistance bands and a speed rope: enough for a full workout in the living room.',
      ar: 'سجادة وطقم أحزمة مقاومة وحبل قفز سريع: كل ما تحتاجه لتمرين كامل في غرفة المعيشة.',
    },
  },
  {
    subcategory: 'cookware',
    kinds: ['Non-Stick Frying Pan', 'Stainless Steel Pot', 'Knife Set'],
    name: { en: 'Kitchen Essentials Set', ar: 'طقم أساسيات المطبخ' },
    description: {
      en: 'The three things every new kitchen needs first: a good pan, a deep pot and sharp knives.',
      ar: 'أول ثلاثة أشياء يحتاجها كل مطبخ جديد: مقلاة جيدة وقدر عميق وسكاكين حادة.',
    },
  },
  {
    subcategory: 'skincare',
    kinds: ['Gentle Face Wash', 'Vitamin C Serum', 'Moisturising Cream', 'Sunscreen SPF 50'],
    name: { en: 'Daily Skincare Routine', ar: 'روتين العناية اليومية بالبشرة' },
    description: {
      en: 'Cleanse, brighten, moisturise and protect: a four-step routine for skin that lives in the sun.',
      ar: 'تنظيف وإشراق وترطيب وحماية: روتين من أربع خطوات لبشرة تعيش تحت الشمس.',
    },
  },
];

/** The demo products, built in memory (no database): the seed writes them, tests inspect them. */
export function buildDemoProducts(refs: CatalogueRefs, now: Date): DemoProducts {
  const rng = new Random(DEMO_SEED);
  const colours = coloursById(refs);
  const result: DemoProducts = { products: [], pictures: new Map(), bundles: [] };
  let productId = 0;
  let variationId = 0;
  const nextVariationId = () => ++variationId;
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  for (const { department, subcategory } of productSubcategories()) {
    const used = new Set<string>();
    const brandSlugs = subcategory.brands ?? department.brands;
    for (let i = 0; i < DEMO_PRODUCTS_PER_SUBCATEGORY; i++) {
      // Every kind of the subcategory gets products, in turn; model and brand are drawn.
      const kind = subcategory.kinds[i % subcategory.kinds.length];
      if (!kind) throw new Error(`${subcategory.slug} has no kinds`);
      let model = rng.pick(subcategory.models);
      let brandSlug: string | null = rng.pick(brandSlugs);
      while (used.has(`${kind.name.en}|${model.en}|${brandSlug}`)) {
        model = rng.pick(subcategory.models);
        brandSlug = rng.chance(0.1) ? null : rng.pick(brandSlugs);
      }
      used.add(`${kind.name.en}|${model.en}|${brandSlug}`);
      const id = ++productId;
      const product = makeProduct(rng, refs, {
        id,
        sku: `${subcategory.code}-${String(id).padStart(4, '0')}`,
        department,
        subcategory,
        kind,
        model,
        brandSlug,
        createdAt: minutesAgo(rng.int(60, 120 * 24 * 60)),
        nextVariationId,
      });
      product.published = !DRAFT_PRODUCT_IDS.has(id);
      result.products.push(product);
      const count = rng.int(1, 3);
      result.pictures.set(id, [
        ...Array.from({ length: count }, (_, n) => ({
          picture: productPicture(subcategory.slug, product.name.en, product.sku, n + 1),
          alt: product.name,
          variationId: null,
        })),
        ...colourPictures(product, subcategory.slug, colours),
      ]);
    }
  }

  for (const bundle of bundleDefinitions) {
    const members = bundle.kinds.map((kind) => {
      const candidates = result.products.filter(
        (p) => p.kind === kind && p.published && !p.isGrouped && p.activeQty > 0,
      );
      const member = candidates[0];
      if (!member) throw new Error(`no product of kind ${kind} for the ${bundle.name.en}`);
      return member;
    });
    const first = members[0] as ProductDraft;
    const found = productSubcategories().find((s) => s.subcategory.slug === bundle.subcategory);
    if (!found) throw new Error(`unknown subcategory ${bundle.subcategory}`);
    const together = members.reduce((sum, m) => sum + m.price, 0);
    const id = ++productId;
    const sku = `BN-${String(id).padStart(4, '0')}`;
    result.products.push({
      id,
      sku,
      name: bundle.name,
      description: bundle.description,
      categoryId: first.categoryId,
      categoryPath: first.categoryPath,
      brandId: null,
      // A bundle saves about 10% on its members bought one by one (shown as the old price),
      // and is available while each member is.
      price: shelfPrice(together * 0.9, 900),
      oldPrice: together,
      activeQty: Math.min(...members.map((m) => m.activeQty)),
      published: true,
      isGrouped: true,
      createdAt: minutesAgo(rng.int(60, 30 * 24 * 60)),
      kind: 'Bundle',
      attributes: [],
      variations: [],
      searchTerms: termsOf(bundle.name),
    });
    result.pictures.set(id, [
      {
        picture: productPicture(found.subcategory.slug, bundle.name.en, sku, 1),
        alt: bundle.name,
        variationId: null,
      },
    ]);
    result.bundles.push({ groupId: id, memberIds: members.map((m) => m.id) });
  }
  return result;
}

/** Writes products with everything that hangs off them, in bulk. */
export async function insertProducts(
  db: Db,
  drafts: ProductDraft[],
  pictures: ReadonlyMap<number, PictureDraft[]>,
): Promise<void> {
  const fileRows = new Map<string, typeof files.$inferInsert>();
  for (const list of pictures.values()) {
    for (const { picture } of list) fileRows.set(picture.storageKey, fileRow(picture));
  }
  await insertChunked(db, files, [...fileRows.values()]);
  await insertChunked(
    db,
    products,
    drafts.map((p) => ({
      id: p.id,
      sku: p.sku,
      name: p.name,
      description: p.description,
      categoryId: p.categoryId,
      categoryPath: p.categoryPath,
      brandId: p.brandId,
      price: p.price,
      oldPrice: p.oldPrice,
      activeQty: p.activeQty,
      published: p.published,
      isGrouped: p.isGrouped,
      createdAt: p.createdAt,
    })),
  );
  await insertChunked(
    db,
    productAttributes,
    drafts.flatMap((p) => p.attributes.map((a) => ({ productId: p.id, ...a }))),
  );
  const allVariations = drafts.flatMap((p) => p.variations.map((v) => ({ ...v, productId: p.id })));
  await insertChunked(
    db,
    variations,
    allVariations.map(({ values: _values, ...v }) => v),
  );
  await insertChunked(
    db,
    variationValues,
    allVariations.flatMap((v) => v.values.map((value) => ({ variationId: v.id, ...value }))),
  );
  // After the variations, which a variation's picture refers to.
  await insertChunked(
    db,
    productPictures,
    drafts.flatMap((p) =>
      (pictures.get(p.id) ?? []).map(({ picture, alt, variationId }, sortOrder) => ({
        productId: p.id,
        fileId: seedFileId(picture.storageKey),
        sortOrder,
        alt,
        variationId,
      })),
    ),
  );
  await insertChunked(
    db,
    productSearchTerms,
    drafts.flatMap((p) => p.searchTerms.map((t) => ({ productId: p.id, ...t }))),
  );
}

const byNewest = (a: ProductDraft, b: ProductDraft) =>
  b.createdAt.getTime() - a.createdAt.getTime();
const discountOf = (p: ProductDraft) => (p.oldPrice ? (p.oldPrice - p.price) / p.oldPrice : 0);

/** The "Under KD 10" tab holds deals below this price (fils). */
const BARGAIN_LIMIT = 10_000;
/**
 * "KD 10" in both languages, as the shop prints prices (the currency label where the theme puts
 * it), in whole dinars: a tab name, not a price.
 */
const bargainLimit = formatPrice(BARGAIN_LIMIT, {
  ...demoPriceSettings,
  format: 'no-decimal-format',
});

/** The home page: three product lists and a category list, each in groups. */
async function seedDataLists(db: Db, all: ProductDraft[]): Promise<void> {
  const shown = all.filter((p) => p.published && p.activeQty > 0);
  const inDepartment = (id: number) => shown.filter((p) => p.categoryPath[0] === id);
  const rng = new Random(DEMO_SEED + 1);
  const lists: {
    name: Text;
    kind: 'product' | 'category';
    groups: { name: Text; productIds?: number[]; categoryIds?: number[] }[];
  }[] = [
    {
      name: { en: 'New arrivals', ar: 'وصل حديثاً' },
      kind: 'product',
      groups: [
        {
          name: { en: 'Just in', ar: 'الأحدث' },
          productIds: [...shown]
            .sort(byNewest)
            .slice(0, 12)
            .map((p) => p.id),
        },
        {
          name: { en: 'Electronics', ar: 'إلكترونيات' },
          productIds: inDepartment(1)
            .sort(byNewest)
            .slice(0, 8)
            .map((p) => p.id),
        },
        {
          name: { en: 'Fashion', ar: 'أزياء' },
          productIds: inDepartment(2)
            .sort(byNewest)
            .slice(0, 8)
            .map((p) => p.id),
        },
      ],
    },
    {
      name: { en: 'On sale', ar: 'عروض وتخفيضات' },
      kind: 'product',
      groups: [
        {
          name: { en: 'Top deals', ar: 'أفضل العروض' },
          productIds: shown
            .filter((p) => p.oldPrice)
            .sort((a, b) => discountOf(b) - discountOf(a) || a.id - b.id)
            .slice(0, 12)
            .map((p) => p.id),
        },
        {
          name: { en: `Under ${bargainLimit}`, ar: `أقل من ${bargainLimit}` },
          productIds: shown
            .filter((p) => p.oldPrice && p.price < BARGAIN_LIMIT)
            .slice(0, 12)
            .map((p) => p.id),
        },
      ],
    },
    {
      name: { en: 'Best sellers', ar: 'الأكثر مبيعاً' },
      kind: 'product',
      groups: [
        {
          name: { en: 'This month', ar: 'هذا الشهر' },
          productIds: rng.sample(shown, 12).map((p) => p.id),
        },
        {
          name: { en: 'Gift ideas', ar: 'أفكار للهدايا' },
          productIds: rng
            .sample(
              shown.filter((p) => p.categoryId === 16 || p.categoryId === 13 || p.isGrouped),
              10,
            )
            .map((p) => p.id),
        },
      ],
    },
    {
      name: { en: 'Shop by category', ar: 'تسوّق حسب القسم' },
      kind: 'category',
      groups: [
        { name: { en: 'Departments', ar: 'الأقسام' }, categoryIds: departments.map((d) => d.id) },
        {
          name: { en: 'Popular right now', ar: 'الأكثر رواجاً الآن' },
          categoryIds: [6, 7, 10, 14, 16, 18],
        },
      ],
    },
  ];

  let groupId = 0;
  let itemId = 0;
  const listRows: (typeof dataLists.$inferInsert)[] = [];
  const groupRows: (typeof dataListGroups.$inferInsert)[] = [];
  const itemRows: (typeof dataListItems.$inferInsert)[] = [];
  lists.forEach((list, listIndex) => {
    const listId = listIndex + 1;
    listRows.push({
      id: listId,
      name: list.name,
      kind: list.kind,
      sortOrder: listIndex,
      published: true,
    });
    list.groups.forEach((group, groupIndex) => {
      const id = ++groupId;
      groupRows.push({ id, listId, name: group.name, sortOrder: groupIndex });
      (group.productIds ?? []).forEach((productId, sortOrder) => {
        itemRows.push({ id: ++itemId, groupId: id, productId, sortOrder });
      });
      (group.categoryIds ?? []).forEach((categoryId, sortOrder) => {
        itemRows.push({ id: ++itemId, groupId: id, categoryId, sortOrder });
      });
    });
  });
  await insertChunked(db, dataLists, listRows);
  await insertChunked(db, dataListGroups, groupRows);
  await insertChunked(db, dataListItems, itemRows);
}

/** Identity columns were given explicit ids: move each sequence past them. */
export async function syncIdentitySequences(db: Db): Promise<void> {
  for (const table of [
    'categories',
    'brands',
    'attributes',
    'attribute_values',
    'products',
    'variations',
    'data_lists',
    'data_list_groups',
    'data_list_items',
    'static_pages',
  ]) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}

/** Seeds the whole demo catalogue; the caller holds the transaction and the seed lock. */
export async function seedDemoCatalogue(db: Db, now = new Date()): Promise<void> {
  const refs = await seedCatalogueStructure(db);
  const demo = buildDemoProducts(refs, now);
  await insertProducts(db, demo.products, demo.pictures);
  await insertChunked(
    db,
    groupedProducts,
    demo.bundles.flatMap((b) =>
      b.memberIds.map((productId, sortOrder) => ({ groupId: b.groupId, productId, sortOrder })),
    ),
  );
  await seedDataLists(db, demo.products);
  await insertChunked(
    db,
    staticPages,
    staticPageContent.map((page) => ({
      id: page.id,
      title: page.title,
      body: { en: pageHtmlOf(page.body.en), ar: pageHtmlOf(page.body.ar) },
      address: pageAddressOf(page.title),
    })),
  );
  await insertChunked(
    db,
    staticPageAddresses,
    staticPageContent.flatMap((page) =>
      Object.values(pageAddressOf(page.title)).map((address) => ({ address, pageId: page.id })),
    ),
  );
  await syncIdentitySequences(db);
}
