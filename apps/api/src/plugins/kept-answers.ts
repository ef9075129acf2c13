import type { LanguageCode } from '@storefront/contracts';
import { LANGUAGE_HEADER } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { type CatalogueNews, TAGS_HEADER } from '../lib/catalogue-news.ts';
import { microCache } from '../lib/micro-cache.ts';

/** One of the API's answers, as the page renderer reads it. */
export interface InProcessAnswer {
  status: number;
  /** The body, read as text once: a kept answer is read by every page drawn from it. */
  text: string;
  /** What it shows (its `surrogate-key`): a change to any of them forgets it. */
  tags: readonly string[];
}

export interface AskOptions {
  method?: string;
  /** Headers beside the language (a preview's token): such an answer is never kept. */
  headers?: Record<string, string>;
  payload?: string;
}

/** Asks the API in process (no network), in a language; a kept answer when there is one. */
export type AskApi = (
  url: string,
  lang: LanguageCode,
  options?: AskOptions,
) => Promise<InProcessAnswer>;

/**
 * The answers pages are drawn from, kept by what they show (decision 71). A page drawn because
 * its own address was not kept (a new `?page=`, a product whose neighbour changed, a redraw past
 * the safety net) asks the same few answers as the pages before it: the header's menus, the
 * languages, the delivery methods, the product. Each is kept until a change announces one of its
 * tags (catalogueNews, as the pages are) or `keepSeconds` pass, so such a page is drawn from
 * memory rather than through the API's routes and the database.
 *
 * Kept: a guest's GET answered 200 that names its tags, the API's word that a change to it is
 * announced. Not kept: an answer with no tags, another status, or a call carrying more than the
 * language (a preview's token), which is asked each time as before. `keepSeconds` of 0 keeps
 * nothing (CATALOGUE_CACHE_SECONDS=0): only calls made at the same moment share an answer.
 */
export function keptAnswers(
  app: FastifyInstance,
  { keepSeconds, news }: { keepSeconds: number; news?: CatalogueNews },
): AskApi {
  const inject = async (url: string, lang: LanguageCode, options: AskOptions = {}) => {
    const answer = await app.inject({
      method: (options.method ?? 'GET') as 'GET',
      url,
      headers: { ...options.headers, [LANGUAGE_HEADER]: lang },
      payload: options.payload,
    });
    const tags = answer.headers[TAGS_HEADER];
    return {
      status: answer.statusCode,
      text: answer.payload,
      tags: typeof tags === 'string' && tags !== '' ? tags.split(' ') : [],
    } satisfies InProcessAnswer;
  };
  const kept = microCache<InProcessAnswer>({
    ttlMs: keepSeconds * 1000,
    maxEntries: 1000,
    tagsOf: (answer) => answer.tags,
  });
  news?.onChange(kept.forget);
  // Keeping nothing, the same call made by drawings under way at once (two pages' menus) is still
  // asked once: microCache shares a load only while it keeps answers.
  const asking = new Map<string, Promise<InProcessAnswer>>();
  const askOnce = (key: string, url: string, lang: LanguageCode) => {
    let answer = asking.get(key);
    if (!answer) {
      answer = inject(url, lang);
      asking.set(key, answer);
      const done = () => asking.delete(key);
      answer.then(done, done);
    }
    return answer;
  };

  return async (url, lang, options = {}) => {
    const plain =
      (options.method ?? 'GET') === 'GET' &&
      options.payload === undefined &&
      Object.keys(options.headers ?? {}).length === 0;
    if (!plain) return inject(url, lang, options);
    const key = `${lang} ${url}`;
    if (keepSeconds <= 0) return askOnce(key, url, lang);
    const answer = await kept(key, () => inject(url, lang));
    if (answer.status !== 200 || answer.tags.length === 0) kept.drop(key);
    return answer;
  };
}
