/// <reference types="node" />
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias, Plugin } from 'vite';

const own = (file: string) => path.resolve(import.meta.dirname, 'src/islands', file);
const preactDir = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const preact = (file: string) => path.join(preactDir, file);
const deferred = path.resolve(import.meta.dirname, 'src/lib/deferred-hydration.tsx');

/**
 * The libraries of a page of islands (decisions 66 and 74), for its build and its tests:
 * - no router: 'react-router' is src/islands/router.tsx, whose links load the next page;
 * - Preact's compat layer for React and React DOM (src/islands/react.ts), from Preact's sources:
 *   its published build is minified, and a call to its `z` (the diff) would be taken for zod's and
 *   dropped by the build's `manualPureFunctions`;
 * - the deferred parts of src/islands/deferred-hydration.tsx, which keep the server's HTML the way
 *   Preact does, for src/lib/deferred-hydration.tsx's.
 */
export function islandsLibraries(): { plugins: Plugin[]; alias: Alias[] } {
  const islandsDeferred: Plugin = {
    name: 'islands-deferred-hydration',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || importer === own('deferred-hydration.tsx')) return null;
      return path.resolve(path.dirname(importer), source) === deferred
        ? own('deferred-hydration.tsx')
        : null;
    },
  };
  const react = own('react.ts');
  return {
    plugins: [islandsDeferred],
    alias: [
      { find: /^react-router$/, replacement: own('router.tsx') },
      { find: /^react-dom\/client$/, replacement: preact('compat/client.mjs') },
      { find: /^preact$/, replacement: preact('src/index.js') },
      { find: /^preact\/(hooks|compat|jsx-runtime)$/, replacement: preact('$1/src/index.js') },
      { find: /^react-dom$/, replacement: react },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: preact('compat/jsx-runtime.mjs') },
      { find: /^react$/, replacement: react },
    ],
  };
}
