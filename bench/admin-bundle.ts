// The back office's bundle budget (issue 25): what /admin's first load costs, gzip level 9, and
// the proof that none of the back office reaches the shopper's first load.
//
//   node bench/admin-bundle.ts            print the table
//   node bench/admin-bundle.ts --check    …and exit 1 if over budget or if an admin module is
//                                         in the storefront's first load (run by `npm test`)
//
// Method: bundle.ts's, on apps/admin/dist (the entry, its modulepreloads and stylesheets, and
// the entry's static imports through the manifest); every page of the back office is a lazy
// chunk and is listed, not counted. Sign-in is lazy too (it brings react-hook-form and zod).
// The budget is the first load measured when the shell shipped, plus ~15 % (apps/admin/README.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { KB, measureBundle } from './bundle.ts';
import { repoRoot } from './lib/docs-section.ts';

/**
 * Measured when the back office's catalogue pages shipped: 105.3 KB of JS (React, React Router
 * and TanStack Query are 90.2 KB of it) and 5.7 KB of CSS; the budget is ~15 % above. The CSS is
 * one stylesheet for every section (Tailwind writes each class once), so it grows with sections
 * rather than with pages loaded: 6.64 KB when orders, refunds, customers and settings shipped
 * (issue 26), and its budget moved to ~15 % above that.
 */
export const ADMIN_BUDGET = { js: 121_000, css: 7_600 } as const;

const adminDist = path.join(repoRoot, 'apps/admin/dist');
const webDist = path.join(repoRoot, 'apps/web/dist');

/** Strings only the back office has (its own catalogue's keys): none may be in a shop file. */
const ADMIN_MARKERS = ['notAllowed.body', 'audit.showChanges', 'staff.deactivate'];

/**
 * What of the back office the storefront's first load carries: manifest entries whose source is
 * under apps/admin, and first-load files that contain the admin catalogue's keys. Empty is good.
 */
export function adminInStorefront(): string[] {
  const report = measureBundle({ dist: webDist });
  const found: string[] = [];
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  if (existsSync(manifestFile)) {
    const manifest: Record<string, { src?: string }> = JSON.parse(
      readFileSync(manifestFile, 'utf8'),
    );
    for (const [key, chunk] of Object.entries(manifest)) {
      const source = chunk.src ?? key;
      if (/(^|[\\/])admin[\\/]src[\\/]/.test(source)) found.push(`web manifest: ${source}`);
    }
  }
  for (const asset of report.firstLoad) {
    const text = readFileSync(path.join(webDist, asset.file), 'utf8');
    for (const marker of ADMIN_MARKERS) {
      if (text.includes(marker)) found.push(`${asset.file} contains "${marker}"`);
    }
  }
  return found;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

if (import.meta.main) {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  try {
    // No page of the back office is the first one: every lazy chunk is "on demand".
    const report = measureBundle({ dist: adminDist, home: /^$/, base: '/admin/' });
    const out = (line: string) => process.stdout.write(`${line}\n`);
    for (const asset of report.firstLoad) {
      out(`${asset.file.padEnd(40)} ${asset.why.padEnd(28)} ${kb(asset.gzip).padStart(9)}`);
    }
    out('');
    out(`JavaScript  ${kb(report.totals.js)} of ${kb(ADMIN_BUDGET.js)}`);
    out(`CSS         ${kb(report.totals.css)} of ${kb(ADMIN_BUDGET.css)}`);
    out('');
    out('loaded on demand (gzip, on top of the first load):');
    for (const route of report.routes) {
      out(
        `  ${route.route.padEnd(44)} JS ${kb(route.js).padStart(9)}  CSS ${kb(route.css).padStart(8)}`,
      );
    }
    const leaks = adminInStorefront();
    out('');
    out(
      leaks.length === 0
        ? "No back-office module or string in the storefront's first load."
        : `The storefront's first load carries the back office:\n  ${leaks.join('\n  ')}`,
    );
    if (values.check) {
      const over = (['js', 'css'] as const).filter(
        (kind) => report.totals[kind] > ADMIN_BUDGET[kind],
      );
      if (over.length > 0 || leaks.length > 0) {
        if (over.length > 0) {
          console.error(
            `\nOver the back office's bundle budget (${over.join(', ')}): load the part lazily, or justify a new budget in apps/admin/README.md.`,
          );
        }
        process.exitCode = 1;
      } else {
        out("\nWithin the back office's bundle budget.");
      }
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
