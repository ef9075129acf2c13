import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The API's module rules (docs/architecture.md, Conventions 3 and 6b), read from the source so a
 * change that breaks one fails here: one module shape (routes.ts → service.ts → queries.ts), a
 * module's tables written by its own queries only, modules meeting through each other's
 * service.ts, and payment providers known by the payments module alone.
 */

const SRC = import.meta.dirname;
const MODULES = path.join(SRC, 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const isTestCode = (file: string) => /\.test\.ts$|\/test-fixture\.ts$/.test(file);
const moduleOf = (file: string) => path.relative(MODULES, file).split(path.sep)[0]!;

/** The application's code: every source file but tests and their fixtures. */
const appFiles = sourceFiles(SRC).filter((file) => !isTestCode(file));
const moduleFiles = appFiles.filter((file) => file.startsWith(MODULES + path.sep));

interface Import {
  specifier: string;
  /** `import type` (or `export type … from`): erased at run time. */
  typeOnly: boolean;
  /** The file it names, for a relative specifier. */
  target: string | undefined;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?\bfrom\s+'([^']+)';/gms)].map(
    ([, type, specifier]) => ({
      specifier: specifier!,
      typeOnly: type !== undefined,
      target: specifier!.startsWith('.') ? path.resolve(path.dirname(file), specifier!) : undefined,
    }),
  );
}

/** What drives the database: drizzle-orm and the schema's tables (types aside). */
const touchesTheDatabase = (i: Import) =>
  !i.typeOnly &&
  (i.specifier === 'drizzle-orm' ||
    i.target === path.join(SRC, 'db/schema.ts') ||
    i.target === path.join(SRC, 'db/sql.ts'));

/** Files besides queries.ts that build SQL: the catalogue's SQL pieces and $filter fields. */
const SQL_PIECES = ['modules/catalogue/sql.ts', 'modules/catalogue/search/filter.ts'];

describe('one module shape: routes.ts → service.ts → queries.ts', () => {
  it('no flat *-routes.ts / *-service.ts pairs', () => {
    const flat = moduleFiles.map(rel).filter((file) => /-(routes|service|queries)\.ts$/.test(file));
    expect(flat).toEqual([]);
  });

  it('routes.ts hold HTTP only: no SQL, no queries.ts', () => {
    const offending = moduleFiles
      .filter((file) => file.endsWith('/routes.ts'))
      .flatMap((file) =>
        importsOf(file)
          .filter((i) => touchesTheDatabase(i) || i.target?.endsWith('/queries.ts'))
          .map((i) => `${rel(file)} imports ${i.specifier}`),
      );
    expect(offending).toEqual([]);
  });

  it('only queries.ts (and the catalogue’s SQL pieces) build SQL', () => {
    const offending = moduleFiles
      .filter((file) => !file.endsWith('/queries.ts') && !SQL_PIECES.includes(rel(file)))
      .flatMap((file) =>
        importsOf(file)
          .filter(touchesTheDatabase)
          .map((i) => `${rel(file)} imports ${i.specifier}`),
      );
    expect(offending).toEqual([]);
  });

  it('test helpers are named test-fixture.ts', () => {
    const misnamed = sourceFiles(MODULES)
      .map(rel)
      .filter((file) => /\/test[^/]*\.ts$|fixtures?\.ts$/.test(file))
      .filter((file) => !file.endsWith('/test-fixture.ts'));
    expect(misnamed).toEqual([]);
  });
});

describe('modules meet through their service.ts', () => {
  it("another module's files are imported only through its service.ts", () => {
    const offending = moduleFiles.flatMap((file) =>
      importsOf(file)
        .filter((i) => i.target?.startsWith(MODULES + path.sep))
        .filter((i) => moduleOf(i.target!) !== moduleOf(file))
        .filter((i) => {
          const target = rel(i.target!);
          const module = moduleOf(i.target!);
          if (target === `modules/${module}/service.ts`) return false;
          // The catalogue's SQL pieces (a visible product, its first picture) serve the queries
          // of the modules that show products.
          return !(target === 'modules/catalogue/sql.ts' && file.endsWith('/queries.ts'));
        })
        .map((i) => `${rel(file)} imports ${i.specifier}`),
    );
    expect(offending).toEqual([]);
  });
});

describe('every table is written by the one module that owns it', () => {
  /**
   * Each table's owner: the only place its rows are written (a module's queries, or the lib
   * that keeps it). A table missing here fails the first test, so a new table gets an owner the
   * day it lands; anyone else who wants a change asks the owner's service.
   */
  const OWNERS: Record<string, string> = {
    staff_roles: 'modules/accounts',
    users: 'modules/accounts',
    login_failures: 'modules/accounts',
    password_reset_tokens: 'modules/accounts',
    phone_verifications: 'modules/accounts',
    sessions: 'modules/sessions',
    refresh_tokens: 'modules/sessions',
    theme_configs: 'modules/theme',
    menus: 'modules/menus',
    menu_items: 'modules/menus',
    languages: 'modules/locale',
    translation_areas: 'modules/locale',
    translations: 'modules/locale',
    translation_edits: 'modules/locale',
    theme_versions: 'modules/theme',
    outbox_messages: 'lib/messaging',
    audit_log: 'plugins/audit.ts',
    admin_audit: 'modules/audit',
    files: 'modules/files',
    file_blobs: 'modules/files',
    categories: 'modules/catalogue',
    brands: 'modules/catalogue',
    products: 'modules/catalogue',
    product_pictures: 'modules/catalogue',
    attributes: 'modules/catalogue',
    attribute_values: 'modules/catalogue',
    product_attributes: 'modules/catalogue',
    variations: 'modules/catalogue',
    variation_values: 'modules/catalogue',
    grouped_products: 'modules/catalogue',
    product_search_terms: 'modules/catalogue',
    stock_movements: 'modules/catalogue',
    catalogue_imports: 'modules/catalogue',
    catalogue_import_products: 'modules/catalogue',
    stock_alerts: 'modules/catalogue/stock-alerts',
    data_lists: 'modules/catalogue',
    data_list_groups: 'modules/catalogue',
    data_list_items: 'modules/catalogue',
    home_drafts: 'modules/catalogue',
    static_pages: 'modules/content',
    static_page_addresses: 'modules/content',
    contact_recipients: 'modules/content',
    contact_messages: 'modules/content',
    promo_codes: 'modules/promotions',
    carts: 'modules/cart',
    cart_items: 'modules/cart',
    wishlist_items: 'modules/wishlist',
    countries: 'modules/addresses',
    states: 'modules/addresses',
    areas: 'modules/addresses',
    addresses: 'modules/addresses',
    shipping_methods: 'modules/shipping',
    payment_providers: 'modules/payments',
    payments: 'modules/payments',
    orders: 'modules/orders',
    order_items: 'modules/orders',
    order_events: 'modules/orders',
    order_returns: 'modules/orders',
    order_notes: 'modules/orders',
    order_refunds: 'modules/orders',
    customer_notes: 'modules/accounts',
  };

  /** Every table of the schema: its Drizzle name and its SQL name. */
  const tables = [
    ...readFileSync(path.join(SRC, 'db/schema.ts'), 'utf8').matchAll(
      /export const (\w+) = pgTable\(\s*'(\w+)'/g,
    ),
  ].map(([, drizzleName, sqlName]) => ({ drizzleName: drizzleName!, sqlName: sqlName! }));

  /**
   * A write of the table: Drizzle's insert/update/delete, or raw SQL naming it, spelled out or
   * interpolated (`update ${products}`).
   */
  const writes = (drizzleName: string, sqlName: string) =>
    new RegExp(
      `\\.(?:insert|update|delete)\\(\\s*${drizzleName}\\s*\\)|\\b(?:insert\\s+into|update|delete\\s+from)\\s+(?:"?${sqlName}"?\\b|\\$\\{\\s*${drizzleName}\\s*\\})`,
      'i',
    );
  // The seed writes the demo shop before any module runs; tests set up their own rows.
  const writers = appFiles.filter((file) => !/^(db\/seed|test)\//.test(rel(file)));

  it('every table has an owner', () => {
    expect(tables.length).toBeGreaterThan(40);
    expect(tables.map((table) => table.sqlName).filter((name) => !OWNERS[name])).toEqual([]);
  });

  for (const { drizzleName, sqlName } of tables) {
    const owner = OWNERS[sqlName] ?? '(none)';
    it(`${sqlName}: written only by ${owner}${owner.startsWith('modules/') ? "'s queries" : ''}`, () => {
      const pattern = writes(drizzleName, sqlName);
      const strangers = writers
        .filter((file) => pattern.test(readFileSync(file, 'utf8')))
        .map(rel)
        .filter(
          (file) =>
            !(file === owner || file.startsWith(`${owner}/`)) ||
            (owner.startsWith('modules/') && !file.endsWith('/queries.ts')),
        );
      expect(strangers).toEqual([]);
    });
  }

  it('catches an interpolated table name', () => {
    const interpolated = ['sql`update $', '{products} set x = 1`'].join('');
    expect(writes('products', 'products').test(interpolated)).toBe(true);
    expect(writes('products', 'products').test('update "products" set')).toBe(true);
    expect(writes('products', 'products').test('db.update(products)')).toBe(true);
    expect(writes('products', 'products').test('db.select().from(products)')).toBe(false);
  });
});

describe('payment providers', () => {
  it('no module but payments names a provider code: the others ask the gateway', () => {
    const offending = moduleFiles
      .filter((file) => moduleOf(file) !== 'payments')
      .filter((file) => /'(sandbox_card|cash_on_delivery)'/.test(readFileSync(file, 'utf8')))
      .map(rel);
    expect(offending).toEqual([]);
  });
});
