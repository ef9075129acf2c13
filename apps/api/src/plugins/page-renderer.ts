import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGE_HEADER, type LanguageCode } from '@storefront/contracts';
import type { PageRequest, RenderedPage } from '@storefront/contracts/page-render';
import type { FastifyInstance } from 'fastify';
import { TAGS_HEADER } from '../lib/catalogue-news.ts';

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
 * validation, same services, same catalogue cache — in the language of the page being drawn.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDist: string,
): Promise<RenderPage | null> {
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
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: String(input),
        headers: {
          ...(init?.headers as Record<string, string> | undefined),
          ...drawing.getStore()?.headers,
          [LANGUAGE_HEADER]: drawing.getStore()?.lang ?? DEFAULT_LANGUAGE,
        },
        payload: typeof init?.body === 'string' ? init.body : undefined,
      });
      const tags = answer.headers[TAGS_HEADER];
      if (typeof tags === 'string') {
        for (const tag of tags.split(' ')) drawing.getStore()?.tags.add(tag);
      }
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
  return async (request, headers) => {
    const tags = new Set<string>();
    const page = await drawing.run({ lang: request.lang, tags, headers }, () =>
      renderer.renderPage(request),
    );
    return { ...page, tags };
  };
}
