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

describe('a table is written by the module that owns it', () => {
  /** A Drizzle write of a table, or a raw INSERT/UPDATE/DELETE naming it. */
  const writes = (drizzleName: string, sqlName: string) =>
    new RegExp(
      `\\.(?:insert|update|delete)\\(\\s*${drizzleName}\\s*\\)|\\b(?:insert\\s+into|update|delete\\s+from)\\s+${sqlName}\\b`,
      'i',
    );
  const owners = [
    { tables: ['carts', 'carts'], owner: 'modules/cart/queries.ts' },
    { tables: ['cartItems', 'cart_items'], owner: 'modules/cart/queries.ts' },
    { tables: ['sessions', 'sessions'], owner: 'modules/sessions/queries.ts' },
    { tables: ['refreshTokens', 'refresh_tokens'], owner: 'modules/sessions/queries.ts' },
    { tables: ['wishlistItems', 'wishlist_items'], owner: 'modules/wishlist/queries.ts' },
    { tables: ['addresses', 'addresses'], owner: 'modules/addresses/queries.ts' },
    { tables: ['orders', 'orders'], owner: 'modules/orders/queries.ts' },
    { tables: ['orderItems', 'order_items'], owner: 'modules/orders/queries.ts' },
    { tables: ['orderEvents', 'order_events'], owner: 'modules/orders/queries.ts' },
    { tables: ['orderReturns', 'order_returns'], owner: 'modules/orders/queries.ts' },
    { tables: ['payments', 'payments'], owner: 'modules/payments/queries.ts' },
    { tables: ['files', 'files'], owner: 'modules/files/queries.ts' },
    { tables: ['fileBlobs', 'file_blobs'], owner: 'modules/files/queries.ts' },
  ];
  // The seed writes the demo shop before any module runs; tests set up their own rows.
  const writers = appFiles.filter((file) => !rel(file).startsWith('db/seed/'));

  for (const { tables, owner } of owners) {
    it(`${tables[1]}: only ${owner}`, () => {
      const pattern = writes(tables[0]!, tables[1]!);
      const found = writers.filter((file) => pattern.test(readFileSync(file, 'utf8'))).map(rel);
      expect(found).toEqual([owner]);
    });
  }
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
