// The catalogue import (issue 27), on the real server with the defaults a newcomer gets, on a
// PostgreSQL database of its own: the dry run and the commit of a 10,000-row file (2,500
// products × 4 variations, names in both languages), 3 rounds with new handles each, medians;
// as a baseline in the same run, the same products created one by one through the product
// editor's API (POST admin/products); then a 100,000-row file, with the server's memory (RSS)
// sampled every 100 ms against its idle size. Writes the Import section of docs/benchmarks.md.
//
//   npm run import --workspace bench
//   npm run import --workspace bench -- --rounds 1 --large 20000 --dry-run
//
// Targets (issue 27): dry run of 10,000 rows ≤ 10 s, commit ≤ 30 s; 100,000 rows with the
// server's memory under 300 MB above its idle size. Needs `npm run build` first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { markdownTable, repoRoot, writeDocSection } from './lib/docs-section.ts';
import { startShop } from './lib/server.ts';
import { fmt, machine, withClient } from './load.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_import' },
    rounds: { type: 'string', default: '3' },
    large: { type: 'string', default: '100000' },
    baseline: { type: 'string', default: '250' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const url = args['database-url'];
const rounds = Number(args.rounds);
const largeRows = Number(args.large);
const baselineProducts = Number(args.baseline);
const out = (line = '') => process.stdout.write(`${line}\n`);

const { catalogueCsv } = (await import(
  pathToFileURL(path.join(repoRoot, 'apps/api/src/modules/catalogue/transfer/generated-csv.ts'))
    .href
)) as {
  catalogueCsv(options: { products: number; category: string; prefix: string }): string;
};

async function recreateDatabase(target: string) {
  const name = new URL(target).pathname.slice(1);
  const admin = new URL(target);
  admin.pathname = '/postgres';
  await withClient(admin.toString(), async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
}

/** The resident memory of a process, in MB. */
function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  await recreateDatabase(url);
  const shop = await startShop({ DATABASE_URL: url }, { logFile: '/dev/null' });
  try {
    const login = await fetch(`${shop.url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'catalogue@dukkan.demo', password: 'dukkan-shelves-2026' }),
    });
    const auth = {
      authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
    };
    const categories = (await (
      await fetch(`${shop.url}/api/admin/categories`, { headers: auth })
    ).json()) as { id: number; parentId: number | null; name: { en: string } }[];
    const top = categories.find((category) => category.parentId === null)!;

    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(shop.pid));
    }, 100);

    /** Dry run and commit of a generated file: their seconds. */
    const importFile = async (products: number, prefix: string) => {
      const csv = catalogueCsv({ products, category: top.name.en, prefix });
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), `${prefix}.csv`);
      let started = performance.now();
      const planned = await fetch(`${shop.url}/api/admin/imports`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      const report = (await planned.json()) as { id: number; products: { create: number } };
      if (planned.status !== 201 || report.products.create !== products) {
        throw new Error(`dry run of ${prefix}: ${planned.status} ${JSON.stringify(report)}`);
      }
      const dryRun = (performance.now() - started) / 1000;
      started = performance.now();
      await fetch(`${shop.url}/api/admin/imports/${report.id}/commit`, {
        method: 'POST',
        headers: auth,
      });
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const now = (await (
          await fetch(`${shop.url}/api/admin/imports/${report.id}`, { headers: auth })
        ).json()) as { status: string };
        if (now.status === 'done') break;
        if (now.status === 'failed') throw new Error(`commit of ${prefix} failed`);
      }
      return { dryRun, commit: (performance.now() - started) / 1000 };
    };

    // Baseline: products as the editor creates them, one request each.
    const started = performance.now();
    for (let n = 0; n < baselineProducts; n++) {
      const answer = await fetch(`${shop.url}/api/admin/products`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          sku: `EDIT-${n}`,
          name: { en: `Editor lamp ${n}`, ar: `مصباح المحرر ${n}` },
          price: 1000 + n,
          categoryId: top.id,
          published: true,
          options: [
            {
              name: { en: 'Colour' },
              values: [{ value: { en: 'Red' } }, { value: { en: 'Blue' } }],
            },
            { name: { en: 'Size' }, values: [{ value: { en: 'S' } }, { value: { en: 'L' } }] },
          ],
          variations: ['Red', 'Blue'].flatMap((colour) =>
            ['S', 'L'].map((size) => ({
              sku: `EDIT-${n}-${colour}${size}`,
              price: 1000 + n,
              initialStock: n % 7,
              values: [colour, size],
            })),
          ),
        }),
      });
      if (answer.status !== 201) throw new Error(`editor: ${answer.status} ${await answer.text()}`);
    }
    const editorPerProduct = (performance.now() - started) / 1000 / baselineProducts;
    out(`editor: ${(editorPerProduct * 1000).toFixed(1)} ms a product`);

    const runs: { dryRun: number; commit: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      const run = await importFile(2_500, `R${round}`);
      out(
        `10,000 rows, round ${round + 1}: dry run ${run.dryRun.toFixed(1)} s, commit ${run.commit.toFixed(1)} s`,
      );
      runs.push(run);
    }
    const dryRun = median(runs.map((run) => run.dryRun));
    const commit = median(runs.map((run) => run.commit));

    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = rssMb(shop.pid);
    peak = idle;
    const large = await importFile(largeRows / 4, 'BIG');
    clearInterval(sampler);
    out(
      `${fmt(largeRows)} rows: dry run ${large.dryRun.toFixed(1)} s, commit ${large.commit.toFixed(1)} s; RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB`,
    );

    const pgVersion = await withClient(
      url,
      async (client: pg.Client) =>
        (await client.query<{ v: string }>("select current_setting('server_version') as v"))
          .rows[0]!.v,
    );
    const editorCommit = editorPerProduct * 2_500;
    const section = [
      '## Import (issue 27)',
      '',
      `The real server with a newcomer's defaults, on PostgreSQL; files made by \`generated-csv.ts\` (products × 4 variations, names in both languages, stock, one category). ${rounds} rounds of 10,000 rows with new handles each, medians; the baseline, in the same run, creates ${baselineProducts} such products one by one through the product editor's API (POST admin/products). Command: \`npm run import --workspace bench\`.`,
      '',
      ...machine(url, pgVersion),
      '',
      markdownTable(
        ['measurement', 'seconds', 'target', 'met'],
        [
          [
            'dry run, 10,000 rows (2,500 products)',
            dryRun.toFixed(1),
            '≤ 10',
            dryRun <= 10 ? 'yes' : 'no',
          ],
          ['commit, 10,000 rows', commit.toFixed(1), '≤ 30', commit <= 30 ? 'yes' : 'no'],
          [
            `the same 2,500 products through the editor (${(editorPerProduct * 1000).toFixed(1)} ms each × 2,500)`,
            editorCommit.toFixed(1),
            '—',
            '—',
          ],
          [`dry run, ${fmt(largeRows)} rows`, large.dryRun.toFixed(1), '—', '—'],
          [`commit, ${fmt(largeRows)} rows`, large.commit.toFixed(1), '—', '—'],
        ],
        [1],
      ),
      '',
      `The commit writes a product in ${((commit / 2_500) * 1000).toFixed(1)} ms, ${(editorCommit / commit).toFixed(1)}× the editor's pace in the same run. Memory over the ${fmt(largeRows)}-row import: the server's RSS ${idle.toFixed(0)} MB idle, ${peak.toFixed(0)} MB at most, ${(peak - idle).toFixed(0)} MB above idle (target: under 300).`,
    ].join('\n');
    if (args['dry-run']) out(section);
    else writeDocSection('import', section);
  } finally {
    await shop.stop();
  }
}

await main();
