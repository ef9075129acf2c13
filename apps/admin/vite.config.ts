/// <reference types="node" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Paths the API process serves; the dev server forwards them so the app runs same-origin. */
const apiPaths = ['/api', '/files'];
/** The API of `npm run dev` (port 3000, or PORT); API_ORIGIN points elsewhere. */
const apiOrigin = process.env.API_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * The back office: drawn in the browser only, served by the API at /admin (index.html for every
 * path below it). Nothing here is imported by the storefront, and the storefront's build never
 * sees this one (bench/admin-bundle.ts proves both).
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  server: {
    port: 5174,
    proxy: Object.fromEntries(apiPaths.map((p) => [p, { target: apiOrigin, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    modulePreload: { polyfill: false },
    // The manifest lets the admin's bundle budget follow the entry's static imports exactly.
    manifest: true,
    // No inline data: URLs: CSP img-src stays 'self'.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Contract modules build zod schemas at their top level; a page that needs only a type or
      // a constant from one leaves the schemas (and zod) out.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
