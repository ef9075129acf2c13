import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGE_HEADER, type LanguageCode } from '@storefront/contracts';
import type { PageRequest, RenderedPage } from '@storefront/contracts/page-render';
import type { FastifyInstance } from 'fastify';

export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

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
 * validation, same services, same catalogue cache — in the language of the page being drawn.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDist: string,
): Promise<RenderPage | null> {
  const file = rendererFile(webDist);
  if (!existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as RendererModule;
  const pageLanguage = new AsyncLocalStorage<LanguageCode>();

  renderer.configureRenderer({
    fetch: async (input, init) => {
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: String(input),
        headers: {
          ...(init?.headers as Record<string, string> | undefined),
          [LANGUAGE_HEADER]: pageLanguage.getStore() ?? DEFAULT_LANGUAGE,
        },
        payload: typeof init?.body === 'string' ? init.body : undefined,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined)
          headers.set(name, Array.isArray(value) ? value.join(', ') : `${value}`);
      }
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers,
      });
    },
  });
  return async (request) => {
    const page = await pageLanguage.run(request.lang, () => renderer.renderPage(request));
    // The page's answers are asked for again in the language it was drawn in.
    return { ...page, isCurrent: () => pageLanguage.run(request.lang, page.isCurrent) };
  };
}
