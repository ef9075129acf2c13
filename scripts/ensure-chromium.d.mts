// Types for ensure-chromium.mjs, imported from TypeScript by e2e/ and bench/.

/** Flags for every headless Chromium run (e2e, Lighthouse). */
export const CHROMIUM_FLAGS: readonly string[];

/** The path of a usable Chromium, or null; throws if CHROMIUM_PATH/CHROME_PATH names no executable. */
export function findChromium(): string | null;

/** The browser's `--version` line, or 'unknown'. */
export function chromiumVersion(file: string): string;

/**
 * The path of a Chromium, installing Debian's package when none is found and we are root with
 * apt-get; throws an Error saying how to get one otherwise.
 */
export function ensureChromium(options?: {
  install?: boolean;
  log?: (line: string) => void;
}): string;
