#!/usr/bin/env node
// The one command behind `npm test` (the README's test command) and CI (.ci/run):
// lint → typecheck → build → HAProxy → unit + API integration tests → bundle budgets → Chromium →
// e2e.
// Each step is announced; the first failure stops the run. The last line of output is always
//   validate: N passed, N failed[, N skipped]
// where N counts the Vitest and Playwright tests. A step that is not a test suite (lint,
// typecheck, build, HAProxy, bundle budget, Chromium) and fails counts as one failure, and so
// does a test run that fails without a failing test (a crash, a web server that would not
// start), so the line never reads "0 failed" on a failing run.
//
// Locally, `npm run validate -- --skip e2e` (or --skip lint,typecheck …) leaves steps out; the
// summary says so. `npm test` and CI run them all.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { chromiumVersion, ensureChromium } from './ensure-chromium.mjs';
import { ensureHaproxy, haproxyVersion } from './ensure-haproxy.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const bin = join(root, 'node_modules', '.bin');

// The TypeScript steps need Node's type stripping (>= 23.6). npm scripts run on the project's
// Node 24 (the `node` devDependency); if someone runs this file with an older node, re-run it
// on that one rather than failing half-way.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 23 || (major === 23 && minor < 6)) {
  const node24 = join(bin, 'node');
  if (!existsSync(node24)) {
    console.error(
      `validate: Node ${process.versions.node} cannot run TypeScript; run \`npm test\` (it installs Node 24 as a devDependency).`,
    );
    process.exit(1);
  }
  const again = spawnSync(node24, process.argv.slice(1), { stdio: 'inherit' });
  process.exit(again.status ?? 1);
}

// Children find the workspace binaries (biome, tsc, vitest, playwright and Node 24 itself) first,
// however this script was started.
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };
const scratch = mkdtempSync(join(tmpdir(), 'storefront-validate-'));
const vitestJson = join(scratch, 'vitest.json');
const playwrightJson = join(scratch, 'playwright.json');

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
const bold = (text) => paint('1', text);
const red = (text) => paint('31', text);
const green = (text) => paint('32', text);
const out = (line = '') => process.stdout.write(`${line}\n`);

/** Runs a command with inherited output; resolves to its exit code (signals count as failure). */
function run(command, args, extraEnv = {}) {
  out(paint('2', `$ ${[command, ...args].join(' ')}`));
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: 'inherit',
    });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(signal ? 128 : (code ?? 1)));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedTests = [];

function vitestCounts() {
  const report = readJson(vitestJson);
  if (!report) return null;
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failedTests.push(`vitest  ${test.fullName ?? test.title}`);
    }
    // A file that failed to load has no assertion results, only a message.
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) {
      failedTests.push(`vitest  ${file.name.replace(`${root}/`, '')}: ${firstLine(file.message)}`);
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function playwrightCounts() {
  const report = readJson(playwrightJson);
  if (!report?.stats) return null;
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') {
          failedTests.push(`e2e     ${[...path, spec.title].join(' › ')} [${test.projectName}]`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  for (const error of report.errors ?? []) failedTests.push(`e2e     ${firstLine(error.message)}`);
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped };
}

function firstLine(text) {
  return (
    stripVTControlCharacters(String(text ?? ''))
      .split('\n')
      .find(Boolean) ?? ''
  );
}

/** Adds a test run's counts; a failing exit with no failing test still counts as one failure. */
function addCounts(counts, code) {
  const c = counts ?? { passed: 0, failed: 0, skipped: 0 };
  totals.passed += c.passed;
  totals.skipped += c.skipped;
  const failed = code !== 0 && c.failed === 0 ? 1 : c.failed;
  totals.failed += failed;
  return code === 0 && c.failed === 0;
}

let chromiumPath = process.env.CHROMIUM_PATH;

const steps = [
  {
    name: 'lint',
    what: 'Biome: lint and formatting (fix with `npm run format`)',
    run: async () => (await run('biome', ['check', '.'])) === 0,
  },
  {
    name: 'typecheck',
    what: 'TypeScript over every workspace',
    run: async () => (await run('npm', ['run', 'typecheck'])) === 0,
  },
  {
    name: 'build',
    what: 'build the web app (apps/web/dist, and dist-server for the server) and the API',
    run: async () => (await run('npm', ['run', 'build'])) === 0,
  },
  {
    name: 'haproxy',
    what: "find (or install) HAProxy, the load balancer of the API's cluster test",
    run: async () => {
      try {
        const haproxy = ensureHaproxy({ log: out });
        out(`${haproxy} (${haproxyVersion(haproxy)})`);
        return true;
      } catch (error) {
        console.error(red(error instanceof Error ? error.message : String(error)));
        return false;
      }
    },
  },
  {
    name: 'unit + API tests',
    what: process.env.TEST_DATABASE_URL
      ? 'Vitest: contracts, web, API on PGlite and on PostgreSQL (TEST_DATABASE_URL)'
      : 'Vitest: contracts, web, API on PGlite (set TEST_DATABASE_URL to add PostgreSQL)',
    tests: true,
    run: async () => {
      const code = await run('vitest', [
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestJson}`,
      ]);
      return addCounts(vitestCounts(), code);
    },
  },
  {
    name: 'bundle budget',
    what: "the home page's first load, gzip (bench/bundle.ts --check)",
    run: async () => (await run(process.execPath, ['bench/bundle.ts', '--check'])) === 0,
  },
  {
    name: 'admin bundle budget',
    what: "the back office's first load, gzip, and none of it in the shop's (bench/admin-bundle.ts --check)",
    run: async () => (await run(process.execPath, ['bench/admin-bundle.ts', '--check'])) === 0,
  },
  {
    name: 'chromium',
    what: 'find (or install) the Chromium the end-to-end tests drive',
    run: async () => {
      try {
        chromiumPath = ensureChromium({ log: out });
        out(`${chromiumPath} (${chromiumVersion(chromiumPath)})`);
        return true;
      } catch (error) {
        console.error(red(error instanceof Error ? error.message : String(error)));
        return false;
      }
    },
  },
  {
    name: 'e2e',
    what: 'Playwright in Chromium against the built app on a fresh database',
    tests: true,
    run: async () => {
      const code = await run('playwright', ['test', '-c', 'e2e', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson,
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        ...(chromiumPath ? { CHROMIUM_PATH: chromiumPath } : {}),
      });
      return addCounts(playwrightCounts(), code);
    },
  },
];

const { values: options } = parseArgs({
  options: { skip: { type: 'string', multiple: true, default: [] } },
});
const skip = new Set(options.skip.flatMap((list) => list.split(',')).map((name) => name.trim()));
for (const name of skip) {
  if (!steps.some((step) => step.name.startsWith(name))) {
    console.error(
      `validate: --skip ${name} matches no step (${steps.map((s) => s.name).join(', ')})`,
    );
    process.exit(2);
  }
}
const skipped = (step) => [...skip].some((name) => step.name.startsWith(name));

const results = [];
const started = Date.now();
let stoppedAt = null;

for (const [index, step] of steps.entries()) {
  out();
  if (skipped(step)) {
    out(paint('33', `▷ [${index + 1}/${steps.length}] ${step.name}: skipped (--skip)`));
    results.push({ name: step.name, ok: true, seconds: 0, skipped: true });
    continue;
  }
  out(bold(`▶ [${index + 1}/${steps.length}] ${step.name}: ${step.what}`));
  const t0 = Date.now();
  const ok = await step.run();
  const seconds = (Date.now() - t0) / 1000;
  results.push({ name: step.name, ok, seconds });
  if (!ok) {
    if (!step.tests) totals.failed += 1;
    out(red(`✖ ${step.name} failed after ${seconds.toFixed(1)} s; stopping here.`));
    stoppedAt = index;
    break;
  }
  out(green(`✔ ${step.name} (${seconds.toFixed(1)} s)`));
}

rmSync(scratch, { recursive: true, force: true });

out();
out(bold('Summary'));
for (const [index, step] of steps.entries()) {
  const result = results[index];
  const status = !result
    ? paint('2', 'not run')
    : result.skipped
      ? paint('33', 'skipped (--skip)')
      : result.ok
        ? green('passed')
        : red('FAILED');
  const time = result ? `${result.seconds.toFixed(1).padStart(7)} s` : '         ';
  out(`  ${step.name.padEnd(18)} ${time}  ${status}`);
}
out(`  ${'total'.padEnd(18)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
if (failedTests.length > 0) {
  out();
  out(red('Failed tests:'));
  for (const name of failedTests.slice(0, 30)) out(`  ${name}`);
  if (failedTests.length > 30) out(`  … and ${failedTests.length - 30} more`);
}
if (stoppedAt !== null) {
  out();
  out(red(`Stopped at "${steps[stoppedAt].name}"; fix it and run \`npm test\` again.`));
}
out();
const skippedTests = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
out(`validate: ${totals.passed} passed, ${totals.failed} failed${skippedTests}`);
// exitCode rather than exit(): let stdout drain so the last line is never cut off.
process.exitCode = stoppedAt === null ? 0 : 1;
