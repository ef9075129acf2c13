/**
 * Whether the islands' start-up is hydrating a root right now. Preact hydrates a root in one
 * synchronous call, so a component that first renders inside `whileHydrating` is being hydrated
 * from the server's HTML; one that first renders later is drawn by the browser.
 */
let depth = 0;

export const isHydrating = (): boolean => depth > 0;

export function whileHydrating(hydrate: () => void): void {
  depth++;
  try {
    hydrate();
  } finally {
    depth--;
  }
}
