import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { files } from '../schema.ts';
import {
  loadCatalogueRefs,
  seedCatalogueStructure,
  syncIdentitySequences,
} from './catalogue/demo-catalogue.ts';
import { productPicture } from './catalogue/pictures.ts';
import {
  type CatalogueRefs,
  makeProduct,
  type ProductDraft,
  productSubcategories,
  seedFileId,
} from './catalogue/product-factory.ts';
import { Random } from './catalogue/random.ts';
import { SEED_LOCK_ID } from './reference-data.ts';

/**
 * The scale generator (issue 3: "fills a database with that many products, quickly, for
 * benchmarks"): products made by the demo's own factory, so names, prices, variations, stock and
 * search terms are consistent, written in batches. Each batch is one transaction and each table
 * one statement per batch: the rows travel as a single JSON parameter expanded by
 * `json_populate_recordset`, which PGlite and PostgreSQL both run, with no parameter limit.
 */

export interface ScaleOptions {
  products: number;
  batchSize?: number;
  seed?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface ScaleResult {
  products: number;
  variations: number;
  searchTerms: number;
  milliseconds: number;
}

const PICTURES_PER_SUBCATEGORY = 3;
const SYLLABLES = [
  'ka',
  'ro',
  'mi',
  'ta',
  'len',
  'vo',
  'zi',
  'sa',
  'nor',
  'el',
  'ra',
  'ti',
  'qu',
  'an',
  'do',
  'ri',
  'mu',
  'sel',
  'ba',
  'ny',
  'lo',
  've',
  'xa',
  'ter',
  'po',
  'lin',
  'ga',
  'mo',
  'ish',
  'tar',
];

/** A made-up model name ("Tarisel 340"), so a large catalogue has many distinct words. */
function modelName(rng: Random): { en: string; ar: string } {
  const syllables = Array.from({ length: rng.int(2, 3) }, () => rng.pick(SYLLABLES)).join('');
  const word = syllables.charAt(0).toUpperCase() + syllables.slice(1);
  const name = rng.chance(0.6) ? `${word} ${rng.int(2, 990)}` : word;
  return { en: name, ar: name };
}

/** Rows as one JSON parameter, expanded into the table's own column types by PostgreSQL. */
function insertJson(table: string, columns: string[], rows: Record<string, unknown>[]): SQL {
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  return sql`insert into ${sql.identifier(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`;
}

async function reserveIds(db: Db, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => row.id);
}

/** Brands, categories and attributes: the demo's, added first when the database has none. */
export async function ensureCatalogueStructure(db: Db): Promise<CatalogueRefs> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const existing = await loadCatalogueRefs(tx);
    if (existing) return existing;
    const [row] = (
      (await tx.execute(sql`select count(*)::int as n from categories`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    if ((row?.n ?? 0) > 0) {
      throw new Error(
        'This database has a catalogue of its own (categories without the demo brands and ' +
          'attributes): the scale generator only adds to the demo catalogue or to an empty one.',
      );
    }
    const refs = await seedCatalogueStructure(tx);
    await syncIdentitySequences(tx);
    return refs;
  });
}

export async function seedScale(db: Db, options: ScaleOptions): Promise<ScaleResult> {
  const started = performance.now();
  const refs = await ensureCatalogueStructure(db);
  const rng = new Random(options.seed ?? Date.now());
  const batchSize = options.batchSize ?? 2000;
  const subcategories = productSubcategories();

  // A few pictures per subcategory, shared by all generated products (stable ids and keys).
  const pictures = new Map(
    subcategories.map(({ subcategory }) => [
      subcategory.slug,
      Array.from({ length: PICTURES_PER_SUBCATEGORY }, (_, n) =>
        productPicture(subcategory.slug, subcategory.name.en, 'scale', n + 1),
      ),
    ]),
  );
  await db
    .insert(files)
    .values(
      [...pictures.values()].flat().map((p) => ({
        id: seedFileId(p.storageKey),
        storageKey: p.storageKey,
        originalName: p.originalName,
        contentType: p.contentType,
        size: p.size,
        width: p.width,
        height: p.height,
      })),
    )
    .onConflictDoNothing();

  const now = Date.now();
  let done = 0;
  let variationCount = 0;
  let termCount = 0;
  while (done < options.products) {
    const count = Math.min(batchSize, options.products - done);
    const [productIds, drafts] = await db.transaction(async (tx) => {
      // A benchmark loader: a crash may lose the last batches, never corrupt anything.
      await tx.execute(sql`set local synchronous_commit = off`);
      const ids = await reserveIds(tx, 'products', count);
      let localVariation = 0;
      const made: ProductDraft[] = ids.map((id) => {
        const { department, subcategory } = rng.pick(subcategories);
        return makeProduct(rng, refs, {
          id,
          sku: `SC-${String(id).padStart(7, '0')}`,
          department,
          subcategory,
          kind: rng.pick(subcategory.kinds),
          model: modelName(rng),
          brandSlug: rng.chance(0.1) ? null : rng.pick(subcategory.brands ?? department.brands),
          createdAt: new Date(now - rng.int(0, 3 * 365 * 24 * 60) * 60_000),
          nextVariationId: () => ++localVariation,
        });
      });
      // Variation ids come from the sequence once their number is known.
      const variationIds = await reserveIds(tx, 'variations', localVariation);
      for (const product of made) {
        for (const variation of product.variations) {
          variation.id = variationIds[variation.id - 1] as number;
        }
        product.published = rng.chance(0.99);
      }
      await writeBatch(tx, made, pictures);
      return [ids, made] as const;
    });
    done += productIds.length;
    for (const draft of drafts) {
      variationCount += draft.variations.length;
      termCount += draft.searchTerms.length;
    }
    options.onProgress?.(done, options.products);
  }

  // Fresh statistics, so the planner knows the tables' new size at once, and a visibility map,
  // so prefix search over product_search_terms is an index-only scan from the first request.
  for (const table of [
    'products',
    'variations',
    'variation_values',
    'product_attributes',
    'product_pictures',
    'product_search_terms',
  ]) {
    await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
  }
  return {
    products: done,
    variations: variationCount,
    searchTerms: termCount,
    milliseconds: Math.round(performance.now() - started),
  };
}

async function writeBatch(
  db: Db,
  drafts: ProductDraft[],
  pictures: ReadonlyMap<string, ReturnType<typeof productPicture>[]>,
): Promise<void> {
  const slugOf = new Map(productSubcategories().map((s) => [s.subcategory.id, s.subcategory.slug]));
  await db.execute(
    insertJson(
      'products',
      [
        'id',
        'sku',
        'name',
        'description',
        'category_id',
        'category_path',
        'brand_id',
        'price',
        'old_price',
        'active_qty',
        'published',
        'is_grouped',
        'created_at',
      ],
      drafts.map((p) => ({
        id: p.id,
        sku: p.sku,
        name: p.name,
        description: p.description,
        category_id: p.categoryId,
        category_path: p.categoryPath,
        brand_id: p.brandId,
        price: p.price,
        old_price: p.oldPrice,
        active_qty: p.activeQty,
        published: p.published,
        is_grouped: false,
        created_at: p.createdAt.toISOString(),
      })),
    ),
  );
  await db.execute(
    insertJson(
      'product_pictures',
      ['product_id', 'file_id', 'sort_order', 'alt'],
      drafts.map((p) => {
        const choices = pictures.get(slugOf.get(p.categoryId) ?? '') ?? [];
        const picture = choices[p.id % choices.length];
        return {
          product_id: p.id,
          file_id: picture ? seedFileId(picture.storageKey) : null,
          sort_order: 0,
          alt: p.name,
        };
      }),
    ),
  );
  const attributeRows = drafts.flatMap((p) =>
    p.attributes.map((a) => ({
      product_id: p.id,
      attribute_id: a.attributeId,
      sort_order: a.sortOrder,
    })),
  );
  if (attributeRows.length > 0) {
    await db.execute(
      insertJson('product_attributes', ['product_id', 'attribute_id', 'sort_order'], attributeRows),
    );
  }
  const variationRows = drafts.flatMap((p) => p.variations.map((v) => ({ ...v, productId: p.id })));
  if (variationRows.length > 0) {
    await db.execute(
      insertJson(
        'variations',
        ['id', 'product_id', 'sku', 'price', 'old_price', 'active_qty'],
        variationRows.map((v) => ({
          id: v.id,
          product_id: v.productId,
          sku: v.sku,
          price: v.price,
          old_price: v.oldPrice,
          active_qty: v.activeQty,
        })),
      ),
    );
    await db.execute(
      insertJson(
        'variation_values',
        ['variation_id', 'attribute_id', 'value_id'],
        variationRows.flatMap((v) =>
          v.values.map((value) => ({
            variation_id: v.id,
            attribute_id: value.attributeId,
            value_id: value.valueId,
          })),
        ),
      ),
    );
  }
  await db.execute(
    insertJson(
      'product_search_terms',
      ['lang', 'term', 'product_id'],
      drafts
        .flatMap((p) =>
          p.searchTerms.map((t) => ({ lang: t.lang, term: t.term, product_id: p.id })),
        )
        // In index order: each index page is visited once per batch, not once per row.
        .sort((a, b) =>
          a.lang === b.lang
            ? a.term < b.term
              ? -1
              : a.term > b.term
                ? 1
                : 0
            : a.lang < b.lang
              ? -1
              : 1,
        ),
    ),
  );
}
