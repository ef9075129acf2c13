/**
 * Fills a database with many more products, for benchmarks (issue 3):
 *
 *   npm run seed:scale -- --products 100000 [--database-url postgres://…] [--batch 2000] [--seed 42]
 *
 * Without --database-url it uses DATABASE_URL, or else the embedded database in DATA_DIR (stop
 * the server first: the embedded database takes one process at a time). The database is
 * migrated first; the demo's categories, brands and attributes are added if it has none.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedScale } from '../src/db/seed/scale.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    'database-url': { type: 'string' },
    batch: { type: 'string', default: '2000' },
    seed: { type: 'string' },
  },
});

const products = Number(values.products);
const batchSize = Number(values.batch);
if (!Number.isInteger(products) || products < 1 || !Number.isInteger(batchSize) || batchSize < 1) {
  console.error(
    'Usage: npm run seed:scale -- --products <count> [--database-url <url>] [--batch <size>] [--seed <n>]',
  );
  process.exit(2);
}

const config = loadConfig({
  ...process.env,
  ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
});
const database = await openDatabase(config.database);
const where =
  config.database.kind === 'postgres'
    ? `PostgreSQL (${new URL(config.database.url).host})`
    : `the embedded database in ${config.dataDir}`;
console.info(`Adding ${products.toLocaleString('en')} products to ${where}…`);

try {
  await database.migrate();
  let lastReport = 0;
  const started = performance.now();
  const result = await seedScale(database.db, {
    products,
    batchSize,
    seed: values.seed === undefined ? undefined : Number(values.seed),
    onProgress(done, total) {
      const now = performance.now();
      if (now - lastReport < 2000 && done < total) return;
      lastReport = now;
      const rate = Math.round(done / ((now - started) / 1000));
      console.info(
        `  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} (${rate.toLocaleString('en')} products/s)`,
      );
    },
  });
  const seconds = result.milliseconds / 1000;
  console.info(
    `Done: ${result.products.toLocaleString('en')} products, ${result.variations.toLocaleString('en')} variations, ` +
      `${result.searchTerms.toLocaleString('en')} search terms in ${seconds.toFixed(1)} s ` +
      `(${Math.round(result.products / seconds).toLocaleString('en')} products/s).`,
  );
} finally {
  await database.close();
}
