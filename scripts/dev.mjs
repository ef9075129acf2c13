#!/usr/bin/env node
// Development mode (`npm run dev`): the API restarted on change (node --watch, port 3000, database
// in ./data) and the Vite dev server with hot reload, which proxies /api to the API. Open the URL
// Vite prints (http://localhost:5173). Output is prefixed [api] / [web]; Ctrl-C stops both, and
// if either stops on its own the other is stopped too.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const bin = join(root, 'node_modules', '.bin');
// The project's Node 24 (a devDependency) runs the TypeScript sources directly.
const node = existsSync(join(bin, 'node')) ? join(bin, 'node') : process.execPath;
const color = process.stdout.isTTY && !process.env.NO_COLOR;

const env = {
  ...process.env,
  PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
  ...(color ? { FORCE_COLOR: '1' } : {}),
};

const services = [
  {
    name: 'api',
    tint: '36',
    command: node,
    args: ['--watch', 'apps/api/src/server.ts'],
    env: { PORT: process.env.PORT ?? '3000', DATA_DIR: process.env.DATA_DIR ?? './data' },
  },
  {
    name: 'web',
    tint: '35',
    command: 'npm',
    args: ['run', 'dev', '--workspace', 'apps/web'],
    env: {},
  },
];

let stopping = false;
let exitCode = 0;
const children = [];

function prefix(service, stream, target) {
  const label = color ? `\x1b[${service.tint}m[${service.name}]\x1b[0m ` : `[${service.name}] `;
  createInterface({ input: stream }).on('line', (line) => target.write(`${label}${line}\n`));
}

/** Each child leads its own process group, so stopping it also stops what it started (npm → vite). */
function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of children) signalGroup(child, 'SIGTERM');
  // Anything still running after 5 s is killed outright.
  setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
  }, 5000).unref();
}

for (const service of services) {
  const child = spawn(service.command, service.args, {
    cwd: root,
    env: { ...env, ...service.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  prefix(service, child.stdout, process.stdout);
  prefix(service, child.stderr, process.stderr);
  child.on('error', (error) => {
    console.error(`[${service.name}] could not start: ${error.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(
        `[${service.name}] stopped (${signal ?? `exit code ${code}`}); stopping the rest.`,
      );
      stopAll(code || 1);
    }
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) {
      process.exit(exitCode);
    }
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll(0));
}

console.info('Development mode: API on http://localhost:3000, storefront with hot reload on the');
console.info('URL Vite prints below (it proxies /api to the API). Ctrl-C stops both.');
