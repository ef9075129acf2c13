import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * One jsdom per worker rather than one per test file (`isolate: false`: the 56 files spent
 * more time creating jsdom windows and importing React than testing), and yet every file starts
 * as if alone. This setup module runs before each file's own: it resets the module registry, so
 * the file imports the app anew and its vi.mock() calls apply (Vitest itself clears mocks and
 * spies after each file), undoes stubbed globals, environment variables and fake timers, and
 * puts the shared window back as jsdom made it: address, <html> attributes and style, head,
 * body, title, storage and cookies. What stays shared is jsdom and what Node loads outside
 * Vite (React, Base UI and the other dependencies), which keep no per-file state here.
 */
const FRESH_FILE = '/@storefront/fresh-file.ts';
const freshFileSetup = `
import { vi } from 'vitest';
vi.resetModules();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
window.history.replaceState(null, '', '/');
const html = document.documentElement;
for (const name of html.getAttributeNames()) html.removeAttribute(name);
document.head.replaceChildren();
document.body.replaceChildren();
for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
document.title = '';
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0].trim();
  if (name) document.cookie = name + '=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}
`;
const freshFile: Plugin = {
  name: 'storefront:fresh-file',
  resolveId: (id) => (id.endsWith(FRESH_FILE) ? FRESH_FILE : null),
  load: (id) => (id === FRESH_FILE ? freshFileSetup : null),
};

export default defineConfig({
  plugins: [react(), freshFile],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    isolate: false,
    setupFiles: [`.${FRESH_FILE}`, 'src/test/setup.ts'],
    restoreMocks: true,
    // Component tests render Base UI and wait for lazy chunks; CI machines can be slow.
    testTimeout: 15_000,
  },
});
