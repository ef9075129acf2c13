import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { catalogueNews, TAGS_HEADER } from '../lib/catalogue-news.ts';
import { keptAnswers } from './kept-answers.ts';

/** An API whose routes count how often they are asked, with and without tags. */
async function countingApi(keepSeconds: number) {
  const app = Fastify();
  const asked = { tagged: 0, untagged: 0, missing: 0 };
  app.get('/tagged', async (request, reply) => {
    asked.tagged++;
    reply.header(TAGS_HEADER, 'product:1 product-lists');
    return { n: asked.tagged, lang: request.headers['accept-language'] };
  });
  app.get('/untagged', async () => ({ n: ++asked.untagged }));
  app.get('/missing', async (_request, reply) => {
    asked.missing++;
    return reply.status(404).header(TAGS_HEADER, 'product:2').send({ message: 'Not found' });
  });
  const news = catalogueNews(undefined, console);
  const ask = keptAnswers(app, { keepSeconds, news });
  await app.ready();
  const body = async (url: string, lang: 'en' | 'ar' = 'en', headers?: Record<string, string>) =>
    JSON.parse((await ask(url, lang, { headers })).text);
  return { ask, asked, news, body };
}

describe('the answers pages are drawn from (decision 71)', () => {
  it('keeps a tagged answer per language until a change announces one of its tags', async () => {
    const { ask, asked, news, body } = await countingApi(30);
    expect(await body('/tagged')).toEqual({ n: 1, lang: 'en' });
    expect(await body('/tagged')).toEqual({ n: 1, lang: 'en' });
    expect((await ask('/tagged', 'en')).tags).toEqual(['product:1', 'product-lists']);
    expect(await body('/tagged', 'ar')).toEqual({ n: 2, lang: 'ar' });
    expect(asked.tagged).toBe(2);

    await news.announce(['product:9']);
    expect(await body('/tagged')).toEqual({ n: 1, lang: 'en' });
    await news.announce(['product-lists']);
    expect(await body('/tagged')).toEqual({ n: 3, lang: 'en' });
  });

  it('asks each time for an answer without tags, a failure, or a call carrying more than the language', async () => {
    const { ask, asked, body } = await countingApi(30);
    await body('/untagged');
    await body('/untagged');
    expect(asked.untagged).toBe(2);
    expect((await ask('/missing', 'en')).status).toBe(404);
    expect((await ask('/missing', 'en')).status).toBe(404);
    expect(asked.missing).toBe(2);
    await body('/tagged', 'en', { 'x-shop-preview': 'token' });
    await body('/tagged', 'en', { 'x-shop-preview': 'token' });
    expect(asked.tagged).toBe(2);
    expect((await ask('/tagged', 'en', { method: 'POST' })).status).toBe(404);
  });

  it('keeps nothing when pages are not kept (CATALOGUE_CACHE_SECONDS=0), but asks once for calls made at once', async () => {
    const { asked, body } = await countingApi(0);
    await body('/tagged');
    await body('/tagged');
    expect(asked.tagged).toBe(2);
    await Promise.all([body('/tagged'), body('/tagged')]);
    expect(asked.tagged).toBe(3);
  });

  it('shares one asking among concurrent drawings', async () => {
    const { asked, body } = await countingApi(30);
    const answers = await Promise.all([body('/tagged'), body('/tagged'), body('/tagged')]);
    expect(answers.map((answer) => answer.n)).toEqual([1, 1, 1]);
    expect(asked.tagged).toBe(1);
  });
});
