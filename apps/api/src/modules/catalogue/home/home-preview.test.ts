import {
  type AdminHome,
  adminHomeSchema,
  HOME_PREVIEW_PARAM,
} from '@storefront/contracts/admin-home';
import { themePreviewSchema } from '@storefront/contracts/admin-theme';
import { dataListsSchema, productPageSchema } from '@storefront/contracts/catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_HEADER } from '../../../lib/preview-token.ts';
import { errorOf, ok } from '../../../test/answers.ts';
import { authHeader, createUser, signIn, useTestApp } from '../../../test/app.ts';
import { standInWebDist } from '../../../test/stand-in-renderer.ts';
import { createHomePreview } from './home-preview.ts';

/**
 * A stand-in storefront that draws the home page from the API's own answers, as the real one
 * does (through the in-process fetch): each list's name, then its first items' ids.
 */
const homeRenderer = `let api;
export function configureRenderer(options) { api = options.fetch; }
export async function renderPage(request) {
  let html = '';
  if (request.url.split('?')[0] === '/') {
    const lists = await api('/api/v2/data-lists');
    for (const list of lists.ok ? await lists.json() : []) {
      html += '<h2>' + list.name + '</h2>';
      if (list.kind !== 'product') continue;
      const group = list.groups.length > 1 ? '/groups/' + list.groups[0].groupId : '';
      const items = await api('/api/v2/product/data-lists/' + list.listId + group + '/items');
      if (items.ok) html += '<p>' + (await items.json()).items.map((item) => item.productId).join(',') + '</p>';
    }
  }
  return { html, stateScript: '', passes: 1 };
}
`;

/**
 * Issue 28: the home page's draft layout seen on the real storefront before it is published:
 * a signed token (POST admin/home/preview) makes the server draw the home with the draft,
 * its API calls answered from the draft, never kept; anyone else, or a forged or expired token,
 * gets the live home.
 */
describe('the home page preview (issue 28)', () => {
  const t = useTestApp({
    env: { WEB_DIST: standInWebDist(homeRenderer), CATALOGUE_CACHE_SECONDS: '60' },
  });
  const db = () => t.database.db;
  const password = 'a-long-staff-password-1';
  const tokens = { owner: '', catalogue: '' };

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = 'owner') =>
    t.app.inject({
      method,
      url: `/api/admin/${url}`,
      headers: authHeader(tokens[as as keyof typeof tokens]),
      ...(payload && { payload }),
    });
  const shopHome = (query = '') => t.app.inject(`/${query}`);
  const listsAnswer = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/v2/data-lists', headers });
  /** The lists' names in the order a drawn home page shows them. */
  const namesIn = (html: string) => [...html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1]);

  let home: AdminHome;
  let token = '';

  beforeAll(async () => {
    for (const role of ['owner', 'catalogue'] as const) {
      const email = `${role}@home-preview.test`;
      await createUser(db(), { email, password, role: 'staff', staffRoleId: role });
      tokens[role] = (await signIn(t.app, email, password)).accessToken;
    }
    home = adminHomeSchema.parse(ok(await call('GET', 'home')));
    // The draft: the second section first, and the first with a new group of two products.
    const [first, second, ...rest] = home.live.lists;
    const layout = [second!, first!, ...rest].map((list) => ({
      id: list.id,
      name: list.name,
      kind: list.kind,
      published: list.published,
      groups: list.groups.map((group) => ({
        id: group.id,
        name: group.name,
        items: group.items.map((item) => item.id),
      })),
    }));
    const picked = first!.groups[0]!.items.slice(0, 2).map((item) => item.id);
    layout[1]!.groups.unshift({
      id: null,
      name: { en: 'Eid gifts', ar: 'هدايا العيد' },
      items: picked,
    });
    ok(await call('PUT', 'home/draft', { lists: layout }));
    token = themePreviewSchema.parse(ok(await call('POST', 'home/preview'), 201)).token;
  });

  it('gives a token to whoever edits the home page, and no one else', async () => {
    const answer = themePreviewSchema.parse(ok(await call('POST', 'home/preview'), 201));
    expect(Date.parse(answer.expiresAt) - Date.now()).toBeGreaterThan(59 * 60_000);
    errorOf(await call('POST', 'home/preview', undefined, 'catalogue'), 403);
    errorOf(await t.app.inject({ method: 'POST', url: '/api/admin/home/preview' }), 401);
  });

  it('draws the home with the draft for the token, never kept, and the live home for others', async () => {
    const live = home.live.lists.filter((list) => list.published).map((list) => list.name.en);
    // The live home is drawn, then kept.
    expect(namesIn((await shopHome('?lang=en')).body)).toEqual(live);
    expect((await shopHome('?lang=en')).headers['server-timing']).toBe('page;desc=kept');

    const previewed = await shopHome(`?lang=en&${HOME_PREVIEW_PARAM}=${token}`);
    expect(previewed.statusCode).toBe(200);
    expect(previewed.headers['cache-control']).toBe('no-store');
    expect(previewed.headers['x-robots-tag']).toBe('noindex');
    expect(namesIn(previewed.body)).toEqual([live[1], live[0], ...live.slice(2)]);
    // The browser's own calls will carry the token too (apps/web lib/preview-calls.ts).
    expect(previewed.body).toContain(`"previewHeaders":{"${PREVIEW_HEADER}":"${token}"}`);
    // The moved section shows its new first group (tabs: the draft's first) and its products.
    const picked = home.live.lists[0]!.groups[0]!.items.slice(0, 2).map((item) => item.id);
    expect(previewed.body).toContain(`<p>${picked.join(',')}</p>`);
    // In Arabic too: the new group's names are the draft's.
    const arabic = await shopHome(`?lang=ar&${HOME_PREVIEW_PARAM}=${token}`);
    expect(namesIn(arabic.body)[1]).toBe(home.live.lists[0]!.name.ar ?? live[0]);

    // Nothing of the draft was kept: the next shopper gets the live home, as kept.
    const after = await shopHome('?lang=en');
    expect(namesIn(after.body)).toEqual(live);
    expect(after.headers['server-timing']).toBe('page;desc=kept');
    expect(after.body).not.toContain('previewHeaders');

    // A forged or expired token opens nothing: the live home.
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const expired = createHomePreview(t.config.jwtSecret, Date.now() - 2 * 3600_000).token;
    for (const wrong of [forged, expired, 'home.1.x']) {
      const page = await shopHome(`?lang=en&${HOME_PREVIEW_PARAM}=${wrong}`);
      expect(namesIn(page.body), wrong).toEqual(live);
      expect(page.headers['cache-control'], wrong).not.toBe('no-store');
    }
  });

  it('answers the data lists from the draft to calls carrying the token only', async () => {
    const plain = await listsAnswer();
    expect(plain.headers['cache-control']).toBe('public, max-age=60');
    const liveIds = dataListsSchema.parse(ok(plain)).map((list) => list.listId);

    const draft = await listsAnswer({ [PREVIEW_HEADER]: token });
    expect(draft.headers['cache-control']).toBe('no-store');
    const lists = dataListsSchema.parse(ok(draft));
    expect(lists.map((list) => list.listId)).toEqual([liveIds[1], liveIds[0], ...liveIds.slice(2)]);

    // The group the draft adds has an id of its own there, and its items in the draft's order.
    const moved = lists[1]!;
    const eid = moved.groups[0]!;
    expect(eid.name).toBe('Eid gifts');
    const items = `/api/v2/product/data-lists/${moved.listId}/groups/${eid.groupId}/items`;
    const picked = home.live.lists[0]!.groups[0]!.items.slice(0, 2).map((item) => item.id);
    const answer = await t.app.inject({ url: items, headers: { [PREVIEW_HEADER]: token } });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(productPageSchema.parse(ok(answer)).items.map((item) => item.productId)).toEqual(picked);
    // Paged as the live answers are.
    const second = await t.app.inject({
      url: `${items}?$top=1&$skip=1`,
      headers: { [PREVIEW_HEADER]: token },
    });
    expect(productPageSchema.parse(ok(second))).toMatchObject({ count: 2 });
    expect(productPageSchema.parse(ok(second)).items.map((item) => item.productId)).toEqual([
      picked[1],
    ]);
    // Without the token, shoppers have no such group, and the lists stay in their live order.
    errorOf(await t.app.inject(items), 404);
    expect(dataListsSchema.parse(ok(await listsAnswer())).map((list) => list.listId)).toEqual(
      liveIds,
    );

    // A token for something else (the page kind's key) or expired is no home preview.
    const expired = createHomePreview(t.config.jwtSecret, Date.now() - 2 * 3600_000).token;
    const old = await listsAnswer({ [PREVIEW_HEADER]: expired });
    expect(old.headers['cache-control']).toBe('public, max-age=60');
  });
});
