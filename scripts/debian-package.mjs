// Finding a program and installing the Debian package that brings it, shared by the scripts that
// need one from the system rather than from npm (ensure-chromium.mjs, ensure-haproxy.mjs). We
// install only as root with apt-get; anywhere else the caller says how to get the program.
//
// Plain JavaScript on purpose, like its callers: it runs under any Node.

import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** @param {string} file */
export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The path of `name` in a folder of PATH, or null.
 * @param {string} name
 */
export function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name);
  }
  return null;
}

/** True when this process may install Debian packages: Linux, root, apt-get on PATH. */
export function canAptInstall() {
  return (
    process.platform === 'linux' &&
    typeof process.getuid === 'function' &&
    process.getuid() === 0 &&
    onPath('apt-get') !== null
  );
}

/**
 * Runs apt-get with its output shown; true when it succeeded.
 * @param {string[]} args
 * @param {(line: string) => void} log
 */
export function apt(args, log) {
  log(`$ apt-get ${args.join(' ')}`);
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** @param {string} name */
export function packageInstalled(name) {
  const result = spawnSync('dpkg-query', ['--status', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('Status: install ok installed');
}

/**
 * Installs the packages without their recommendations (after refreshing the package lists);
 * true when apt-get succeeded. `fallback`, if given, is tried alone when the whole list fails
 * (an optional extra, such as fonts, must not cost the program itself).
 * @param {string[]} packages
 * @param {{ log: (line: string) => void, fallback?: string[] }} options
 */
export function aptInstall(packages, { log, fallback }) {
  if (!apt(['update'], log)) return false;
  if (apt(['install', '-y', '--no-install-recommends', ...packages], log)) return true;
  return (
    fallback !== undefined &&
    fallback.length < packages.length &&
    apt(['install', '-y', '--no-install-recommends', ...fallback], log)
  );
}
