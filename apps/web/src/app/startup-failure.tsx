import { en } from '@storefront/contracts/i18n/en';
import type { Root } from 'react-dom/client';

/**
 * Last resort when the app cannot start at all (not even the bundled strings): the English
 * catalogue's own words, and a way to try again.
 */
export function renderStartupFailure(root: Root): void {
  root.render(
    <main className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-xl font-semibold">{en['app.error.title']}</h1>
      <p className="mt-2 text-neutral-700">{en['app.offline']}</p>
      <button
        type="button"
        className="mt-6 rounded-lg bg-primary-strong px-4 py-2 font-medium text-white"
        onClick={() => window.location.reload()}
      >
        {en['app.error.retry']}
      </button>
    </main>,
  );
}
