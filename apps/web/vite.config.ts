/// <reference types="node" />
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { islandsLibraries } from './islands-build.ts';

/** Paths the API process serves; the dev server forwards them so the app runs same-origin. */
const apiPaths = ['/api', '/pay', '/brand', '/files'];
/** The API of `npm run dev` (port 3000, or PORT); API_ORIGIN points elsewhere. */
const apiOrigin = process.env.API_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * sonner injects its stylesheet as a <style> element when imported, which a strict CSP
 * (style-src 'self') refuses with a console error. We drop that call and ship the same CSS as a
 * normal stylesheet instead (imported beside the Toaster).
 */
function sonnerWithoutInlineStyle(): Plugin {
  return {
    name: 'sonner-without-inline-style',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      const stripped = code.replace(/__insertCSS\("(?:[^"\\]|\\.)*"\);?/, '');
      if (stripped === code) this.error('sonner no longer calls __insertCSS: revisit this plugin');
      return { code: stripped, map: null };
    },
  };
}

/**
 * The hashed assets compressed once, at build, at the strongest settings (brotli 11, gzip 9),
 * beside each file: the server sends these (@fastify/static's preCompressed) instead of
 * compressing every response itself at the quick settings fit for dynamic answers (brotli 4,
 * which comes out no smaller than gzip here: about 12 % more bytes than brotli 11).
 */
function precompressAssets(): Plugin {
  let assets = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      assets = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = path.join(assets, name);
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * The server build's 'react-router' is src/server/router.tsx (the router, with a Link that draws
 * its anchor without the router's hooks) and its '@tanstack/react-query' is
 * src/server/react-query.ts (the library, with hooks that read the drawing's cache without an
 * observer); each of those modules imports the real one. Lucide's icons draw through
 * src/server/lucide-icon.tsx, which works an icon's <svg> out once per icon and plain values.
 */
function serverLibraries(): Plugin {
  const replaced: Record<string, string> = {
    'react-router': path.resolve(import.meta.dirname, 'src/server/router.tsx'),
    '@tanstack/react-query': path.resolve(import.meta.dirname, 'src/server/react-query.ts'),
  };
  // Lucide's icons draw through its Icon.mjs, which this build wraps (src/server/lucide-icon.tsx).
  const lucideIcon = '\0server-lucide-icon';
  let lucideDir = '';
  return {
    name: 'server-libraries',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './Icon.mjs' &&
        importer?.endsWith('/lucide-react/dist/esm/createLucideIcon.mjs')
      ) {
        lucideDir = path.dirname(importer);
        return lucideIcon;
      }
      const file = replaced[source];
      return file && importer !== file ? file : null;
    },
    load(id) {
      if (id !== lucideIcon) return null;
      return [
        `import LucideIcon from ${JSON.stringify(path.join(lucideDir, 'Icon.mjs'))};`,
        `import { useLucideContext } from ${JSON.stringify(path.join(lucideDir, 'context.mjs'))};`,
        `import { iconDrawnOnce } from ${JSON.stringify(path.resolve(import.meta.dirname, 'src/server/lucide-icon.tsx'))};`,
        'export default iconDrawnOnce(LucideIcon, useLucideContext);',
      ].join('\n');
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  // `vite build --mode islands` (decisions 66 and 74): the scripts of a page of islands, from
  // islands.html into the same dist/, beside the app's, on the libraries of islands-build.ts.
  ...(mode === 'islands' && { resolve: { alias: islandsLibraries().alias } }),
  plugins: [
    react(),
    tailwindcss(),
    sonnerWithoutInlineStyle(),
    ...(isSsrBuild ? [serverLibraries()] : [precompressAssets()]),
    ...(mode === 'islands' ? islandsLibraries().plugins : []),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPaths.map((p) => [p, { target: apiOrigin, changeOrigin: false }])),
  },
  // The server build carries its libraries, React's production build among them, whatever
  // NODE_ENV the API runs with: the demo runs in development mode, and React's development build
  // draws a page about twice as slowly.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: {
    outDir: 'dist',
    // The server build (dist-server, server/render-page.tsx) needs no copy of public/.
    copyPublicDir: !isSsrBuild && mode !== 'islands',
    emptyOutDir: mode !== 'islands',
    assetsDir: 'assets',
    target: 'es2022',
    // Every browser that runs this build supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // The manifest lets the bundle budget follow the entry's static imports exactly.
    manifest: mode === 'islands' ? '.vite/islands-manifest.json' : true,
    // No inline data: URLs for assets: CSP img-src stays 'self'.
    assetsInlineLimit: 0,
    rolldownOptions: {
      ...(mode === 'islands' && { input: path.resolve(import.meta.dirname, 'islands.html') }),
      // Contract modules build their zod schemas at the top level; calls on `z` have no side
      // effects, so a page that only needs a constant or a type from such a module leaves the
      // schemas (and zod) out.
      //
      // A feature's index only re-exports, and no module of a feature or of shared/ does anything
      // when imported (README, "Import rules"): said here, a page that takes one hook from an
      // index gets that hook's modules only, not the rest of the feature (a form's zod schemas,
      // a lazy() component), which the index's other exports would otherwise bring along.
      treeshake: {
        manualPureFunctions: ['z'],
        moduleSideEffects: [
          { test: /[\\/]apps[\\/]web[\\/]src[\\/](features|shared)[\\/]/, sideEffects: false },
        ],
      },
      output: {
        // Lazy chunks go by their hash alone: the entry lists every chunk's file name (to preload
        // a route's parts in parallel), and the names of ~100 files cost the first load ~0.4 KB.
        chunkFileNames: 'assets/[hash].js',
        // The libraries every page needs go in one long-cached chunk: one file compresses
        // better than six, and a change to the app does not invalidate it. Libraries used only
        // by lazy parts (Base UI, sonner, zod and react-hook-form in the forms) stay in those
        // parts' chunks: naming one here would put all of it on the first load.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|preact)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
