#!/usr/bin/env node
// `npm start`: installs what serving the shop needs, builds it and serves it on
// http://localhost:3000 (PORT), data in ./data — one process that runs the three steps as
// children, one after the other.
//
// - Install: only the workspaces the shop is made of (contracts, client, API, web, back office)
//   and the root (the project's Node 24), not the benchmark and end-to-end tools of bench/ and
//   e2e/ (Lighthouse, Playwright, axe, autocannon…), which a shopper never needs. `npm test`
//   installs everything.
// - Build: `npm run build`.
// - Serve: what `npm run serve` runs (`node src/server.ts` in apps/api), started directly.
//
// SIGINT and SIGTERM (Ctrl-C, or `kill` of the `npm start` process: npm passes them on to this
// script, which package.json starts with `exec` so no shell stands in between) are passed on to
// the running step and its own children (each step leads its own process group); the server
// shuts down cleanly and this script exits with its code. A step still running 10 s after the
// signal is killed.
//
// Plain JavaScript on purpose: it runs on the machine's Node before the install has brought
// the project's Node 24.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const bin = join(root, 'node_modules', '.bin');
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };

/**
 * The workspaces the shop is made of: every workspace but the tools of bench/ and e2e/, read
 * from package.json so that a new one (the back office, the API client) is never left out.
 */
const TOOLS = new Set(['bench', 'e2e']);
const SHOP_WORKSPACES = JSON.parse(
  readFileSync(join(root, 'package.json'), 'utf8'),
).workspaces.filter((workspace) => !TOOLS.has(workspace));

const steps = [
  {
    name: 'install',
    command: () => 'npm',
    args: () => [
      'install',
      '--no-audit',
      '--no-fund',
      ...SHOP_WORKSPACES.flatMap((workspace) => ['--workspace', workspace]),
      '--include-workspace-root',
    ],
    cwd: root,
  },
  { name: 'build', command: () => 'npm', args: () => ['run', 'build'], cwd: root },
  {
    name: 'serve',
    // The project's Node 24 (a root devDependency, there once installed) runs the TypeScript.
    command: () => (existsSync(join(bin, 'node')) ? join(bin, 'node') : process.execPath),
    args: () => ['src/server.ts'],
    cwd: join(root, 'apps', 'api'),
  },
];

let current = null;
let stopping = null;

/** Signals the step's whole process group (npm → sh → vite, say), or the step alone. */
function signalStep(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {}
  }
}

function stop(signal) {
  if (!stopping) {
    stopping = signal;
    if (current) {
      setTimeout(() => {
        if (current) signalStep(current, 'SIGKILL');
      }, 10_000).unref();
    }
  }
  // Every signal is passed on (the server ignores repeats); npm may pass on one it was sent
  // while the terminal sends the same to this script's group.
  if (current) signalStep(current, signal);
  else process.exit(128 + constants.signals[signal]);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

/** Runs one step; resolves to its exit code (128 + n when a signal ended it). */
function run(step) {
  return new Promise((resolve) => {
    const command = step.command();
    const args = step.args();
    const child = spawn(command, args, {
      cwd: step.cwd,
      env,
      // The server reads nothing; a step in its own group must not read the terminal either.
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    current = child;
    child.on('error', (error) => {
      console.error(`start: could not run ${command}: ${error.message}`);
      current = null;
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      current = null;
      resolve(signal ? 128 + constants.signals[signal] : code);
    });
  });
}

for (const step of steps) {
  if (stopping) break;
  const code = await run(step);
  // Stopped on request: a clean stop is a success, a step cut short reports the signal.
  if (stopping) process.exit(code === 0 ? 0 : 128 + constants.signals[stopping]);
  if (code !== 0) {
    console.error(`start: ${step.name} failed (exit code ${code}).`);
    process.exit(code);
  }
}
