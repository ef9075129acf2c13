import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGE_HEADER, type LanguageCode } from '@storefront/contracts';
import type { PageRequest, RenderedPage } from '@storefront/contracts/page-render';
import type { AskApi } from './kept-answers.ts';

/**
 * A drawn page and the tags of every answer it was drawn from (decision 55). `headers` go with
 * each of its API calls (a preview's token, decision 70).
 */
export type RenderPage = (
  request: PageRequest,
  headers?: Record<string, string>,
) => Promise<RenderedPage & { tags: Set<string> }>;

interface RendererModule {
  configureRenderer(options: { fetch: typeof fetch }): void;
  renderPage: RenderPage;
}

/** Where `npm run build` writes the storefront's server build, beside its browser build. */
export const rendererFile = (webDist: string) =>
  path.join(webDist, '..', 'dist-server', 'render-page.js');

/**
 * Loads the storefront's server renderer, or null when it was not built (the API alone, tests
 * with a stand-in page): pages are then served as the app's shell, drawn in the browser.
 *
 * The renderer's API calls never leave the process: they are dispatched into this app's own
 * routes (`inject`), so a page is drawn from exactly the answers the browser would get — same
 * validation, same services, same catalogue cache — in the language of the page being drawn;
 * answers already kept for earlier pages are taken from memory (`ask`, kept-answers.ts).
 */
export async function loadPageRenderer(webDist: string, ask: AskApi): Promise<RenderPage | null> {
  const file = rendererFile(webDist);
  if (!existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as RendererModule;
  // The page being drawn: its language, the tags its answers name, and what its calls carry.
  const drawing = new AsyncLocalStorage<{
    lang: LanguageCode;
    tags: Set<string>;
    headers: Record<string, string> | undefined;
  }>();

  renderer.configureRenderer({
    fetch: async (input, init) => {
      const store = drawing.getStore();
      // What the call carries beside the API client's own (its accept and language headers):
      // a preview's token, an answer for one visitor and never kept.
      const headers: Record<string, string> = { ...store?.headers };
      for (const [name, value] of new Headers(init?.headers)) {
        if (name !== 'accept' && name !== LANGUAGE_HEADER) headers[name] = value;
      }
      const answer = await ask(String(input), store?.lang ?? DEFAULT_LANGUAGE, {
        method: init?.method,
        headers,
        payload: typeof init?.body === 'string' ? init.body : undefined,
      });
      for (const tag of answer.tags) store?.tags.add(tag);
      // Its readers (the API client, the tests' stand-in renderer) read an answer's status and
      // body only: a Response would encode the answer's text and decode it again on every
      // drawing, kept answers included.
      return {
        status: answer.status,
        ok: answer.status >= 200 && answer.status < 300,
        text: async () => answer.text,
        json: async () => JSON.parse(answer.text),
      } as Response;
    },
  });
  return async (request, headers) => {
    const tags = new Set<string>();
    const page = await drawing.run({ lang: request.lang, tags, headers }, () =>
      renderer.renderPage(request),
    );
    return { ...page, tags };
  };
}
