// The orders race (issue 6): N shoppers (default 50), each with the same product in their cart
// and their checkout choices set, place their orders at the same moment on PostgreSQL for a
// product with fewer units (default 10). Exactly that many orders must succeed, the rest get
// 409, the stock must end at 0 and never go below; then a replayed Idempotency-Key must answer
// the same order without placing a second. Writes the figures (and POST orders' latency) to
// the Orders section of docs/benchmarks.md.
//
//   npm run orders --workspace bench
//   npm run orders --workspace bench -- --shoppers 100 --stock 25
//   npm run orders --workspace bench -- --database-url postgres://u@host:5432/scratch
//   npm run orders --workspace bench -- --dry-run              don't touch the docs
//
// The database (default postgres://postgres@127.0.0.1:5432/bench_orders) is a scratch one:
// dropped and created anew, then migrated and seeded by the API's own code. The API runs in this
// process (Fastify inject, no sockets), with a pool of --pool connections (default 10).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { markdownTable, repoRoot, writeDocSection } from './lib/docs-section.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_orders' },
    shoppers: { type: 'string', default: '50' },
    stock: { type: 'string', default: '10' },
    pool: { type: 'string', default: '10' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const shoppers = Number(args.shoppers);
const stock = Number(args.stock);
const poolSize = Number(args.pool);
const url = args['database-url'];

const out = (line = '') => process.stdout.write(`${line}\n`);

const api = (file: string) => pathToFileURL(path.join(repoRoot, 'apps/api/src', file)).href;

async function recreateDatabase(target: string) {
  const name = new URL(target).pathname.slice(1);
  const admin = new URL(target);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Orders placed one at a time first, as the latency baseline. */
const BASELINE_ORDERS = 10;

async function main() {
  await recreateDatabase(url);
  // The API's modules are loaded by path at run time so the bench's type check stays its own.
  const [
    { buildApp },
    { loadConfig },
    { openPostgres },
    { prepareDatabase },
    fixture,
    schema,
    orm,
  ] = await Promise.all([
    import(api('app.ts')),
    import(api('config.ts')),
    import(api('db/client.ts')),
    import(api('db/prepare.ts')),
    import(api('modules/orders/test-fixture.ts')),
    import(api('db/schema.ts')),
    import('drizzle-orm'),
  ]);
  const database = await openPostgres(url, poolSize);
  await prepareDatabase(database, { seedDemo: true });
  const db = database.db;
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    PUBLIC_URL: 'http://127.0.0.1:3000',
    WEB_DIST: '/nonexistent-web-dist',
    GUEST_CREATION_PER_MINUTE: '100000',
  });
  const app = await buildApp({ config, db });
  await app.ready();
  await fixture.insertOrdersCatalogue(db);
  const productId: number = fixture.O.product.rare;
  const { eq } = orm;
  const setStock = (qty: number) =>
    db.update(schema.products).set({ activeQty: qty }).where(eq(schema.products.id, productId));
  await setStock(shoppers);

  out(`preparing ${shoppers + BASELINE_ORDERS} shoppers…`);
  const everyone: { userId: string; token: string }[] = [];
  for (let i = 0; i < shoppers + BASELINE_ORDERS; i += 1) {
    const guest = await app.inject({ method: 'POST', url: '/api/users/customers/guest' });
    const token = guest.json().accessToken as string;
    const userId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
      .nameid as string;
    await fixture.prepareCheckout(db, userId);
    const added = await app.inject({
      method: 'POST',
      url: '/api/cart-items',
      headers: { authorization: `Bearer ${token}` },
      payload: { productId, quantity: 1 },
    });
    if (added.statusCode !== 200) throw new Error(`add to cart: ${added.body}`);
    everyone.push({ userId, token });
  }

  // The baseline, in the same process and database: the same order placed one at a time, with
  // nothing to wait for. The race's latencies are read as ratios to it (the machine is noisy).
  out(`placing ${BASELINE_ORDERS} orders one at a time (baseline)…`);
  const alone = everyone.slice(0, BASELINE_ORDERS);
  const people = everyone.slice(BASELINE_ORDERS);
  await setStock(BASELINE_ORDERS);
  const baseline: number[] = [];
  for (const person of alone) {
    const t0 = performance.now();
    const response = await fixture
      .ordersClient(app, person.token)
      .place(person.userId, randomUUID(), { acceptCheckoutTerms: true });
    baseline.push(performance.now() - t0);
    if (response.statusCode !== 201) throw new Error(`baseline order: ${response.body}`);
  }
  baseline.sort((a, b) => a - b);
  await setStock(stock);

  out(`racing ${shoppers} orders for ${stock} units…`);
  const keys = people.map(() => randomUUID());
  const started = performance.now();
  const results = await Promise.all(
    people.map(async (person, i) => {
      const t0 = performance.now();
      const response = await fixture
        .ordersClient(app, person.token)
        .place(person.userId, keys[i], { acceptCheckoutTerms: true });
      return { status: response.statusCode, ms: performance.now() - t0, body: response.body };
    }),
  );
  const wall = performance.now() - started;
  const succeeded = results.filter((r) => r.status === 201).length;
  const refused = results.filter((r) => r.status === 409).length;
  const other = results.filter((r) => r.status !== 201 && r.status !== 409);
  const [left] = await db
    .select({ q: schema.products.activeQty })
    .from(schema.products)
    .where(eq(schema.products.id, productId));
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);

  // A retry of a placed order with the same key: the same order, no second row, no more stock.
  const winner = results.findIndex((r) => r.status === 201);
  const person = people[winner];
  let replay = 'no order to replay';
  if (person) {
    const again = await fixture
      .ordersClient(app, person.token)
      .place(person.userId, keys[winner], { acceptCheckoutTerms: true });
    const rows = await db
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .where(eq(schema.orders.userId, person.userId));
    const same = again.json().orderId === JSON.parse(results[winner]?.body ?? '{}').orderId;
    replay = `${again.statusCode}, ${same ? 'the same order' : 'ANOTHER ORDER'}, ${rows.length} order row(s) for the shopper`;
  }
  const [totalOrders] = await db
    .select({ n: orm.sql<number>`count(*)::int` })
    .from(schema.orders)
    .where(
      orm.inArray(
        schema.orders.userId,
        people.map((p) => p.userId),
      ),
    );

  await app.close();
  await database.close();

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const ok =
    succeeded === stock &&
    refused === shoppers - stock &&
    other.length === 0 &&
    left?.q === 0 &&
    replay.startsWith('200, the same order, 1 ');
  const pg_ = await (async () => {
    const client = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
    await client.connect();
    const { rows } = await client.query('show server_version');
    await client.end();
    return rows[0]?.server_version as string;
  })();
  const markdown = `## Orders

The orders race (issue 6): ${shoppers} shoppers, each with the same product in the cart and
their checkout choices set, place their orders at once for a product with ${stock} units, on
PostgreSQL, through the API's own code in one process (Fastify inject, a pool of ${poolSize}
connections). Every order is one transaction that locks the shopper's row and takes the stock
with a guarded update, so exactly ${stock} may succeed and the stock never goes below 0. The
baseline is the same order placed ${BASELINE_ORDERS} times one at a time, in the same run. In the
race every order waits for the one product row (and for one of ${poolSize} connections), so the
ratio measures that queue: the whole race takes less time than the same orders one by one.

- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${pg_}
- Command: \`npm run orders --workspace bench\`
- Result: ${ok ? 'as required' : '**NOT as required**'}

${markdownTable(
  ['Figure', 'Value'],
  [
    ['Orders placed (201)', `${succeeded} of ${shoppers}`],
    ['Refused, out of stock (409)', String(refused)],
    ['Other answers', String(other.length)],
    ['Stock left', String(left?.q)],
    ['Orders in the database', String(totalOrders?.n)],
    ['Baseline: one order alone, p50', ms(percentile(baseline, 50))],
    ['POST orders in the race, p50', ms(percentile(latencies, 50))],
    ['POST orders in the race, p99', ms(percentile(latencies, 99))],
    [
      'Race p50 ÷ baseline p50',
      `${(percentile(latencies, 50) / percentile(baseline, 50)).toFixed(1)}×`,
    ],
    ['All orders, wall clock', ms(wall)],
    ['Replayed Idempotency-Key', replay],
  ],
  [1],
)}
`;
  out(markdown);
  if (other.length > 0) out(JSON.stringify(other.slice(0, 3), null, 2));
  if (!args['dry-run']) writeDocSection('orders', markdown);
  if (!ok) process.exitCode = 1;
}

await main();
