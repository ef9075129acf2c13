// Types for ensure-haproxy.mjs, imported from TypeScript by scripts/cluster.ts.

/** The path of a usable HAProxy, or null; throws if HAPROXY_PATH names no executable. */
export function findHaproxy(): string | null;

/** HAProxy's version line, or 'unknown'. */
export function haproxyVersion(file: string): string;

/**
 * The path of HAProxy, installing Debian's package when none is found and we are root with
 * apt-get; throws an Error saying how to get one otherwise.
 */
export function ensureHaproxy(options?: {
  install?: boolean;
  log?: (line: string) => void;
}): string;
