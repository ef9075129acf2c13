import { type AdminHome, adminHomeSchema, type HomeLayout } from '@storefront/contracts/admin-home';
import { dataListsSchema, productPageSchema } from '@storefront/contracts/catalogue';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../../db/schema.ts';
import { errorOf, ok } from '../../../test/answers.ts';
import { authHeader, createUser, signIn, useTestApp } from '../../../test/app.ts';
import { publishDueHome } from './service.ts';

/** The layout as PUT admin/home/draft takes it: ids for what exists, item ids. */
const request = (layout: HomeLayout) => ({
  lists: layout.lists.map((list) => ({
    id: list.id,
    name: list.name,
    kind: list.kind,
    published: list.published,
    groups: list.groups.map((group) => ({
      id: group.id,
      name: group.name,
      items: group.items.map((item) => item.id),
    })),
  })),
});

/**
 * Issue 28: the home page's sections from the back office: a draft layout of lists, groups and
 * items, published now or at a scheduled moment, audited, and announced by the data lists' tag.
 */
describe('the back office home page sections (issue 28)', () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const password = 'a-long-staff-password-1';
  const tokens = { owner: '', catalogue: '' };
  const announced: string[][] = [];

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    as: keyof typeof tokens = 'owner',
  ) =>
    t.app.inject({
      method,
      url: `/api/admin/${url}`,
      headers: authHeader(tokens[as]),
      ...(payload && { payload }),
    });
  const homeOf = (response: Parameters<typeof ok>[0]): AdminHome =>
    adminHomeSchema.parse(ok(response));
  const shopperLists = async () => {
    const answer = await t.app.inject('/api/v2/data-lists');
    expect(answer.headers['surrogate-key']).toContain('data-lists');
    return dataListsSchema.parse(ok(answer));
  };

  beforeAll(async () => {
    for (const role of ['owner', 'catalogue'] as const) {
      const email = `${role}@home.test`;
      await createUser(db(), { email, password, role: 'staff', staffRoleId: role });
      tokens[role] = (await signIn(t.app, email, password)).accessToken;
    }
    t.app.catalogueNews.onChange((tags) => {
      if (tags !== 'everything') announced.push([...tags]);
    });
  });

  it('reorders sections, renames and fills a new group, and publishes it to the storefront', async () => {
    const home = homeOf(await call('GET', 'home'));
    expect(home.hasDraft).toBe(false);
    expect(home.draft).toEqual(home.live);
    const [first, second, ...rest] = home.live.lists;
    expect(first?.groups[0]?.items.length).toBeGreaterThan(0);
    const before = await shopperLists();
    expect(before.map((list) => list.listId).slice(0, 2)).toEqual([first!.id, second!.id]);

    // The second section first; the first gets a new group of two products.
    const picked = first!.groups[0]!.items.slice(0, 2).map((item) => item.id);
    const draft = request({ lists: [second!, first!, ...rest] });
    draft.lists[1]!.groups.push({
      id: null,
      name: { en: 'Eid gifts', ar: 'هدايا العيد' },
      items: picked,
    });
    const saved = homeOf(await call('PUT', 'home/draft', draft));
    expect(saved.hasDraft).toBe(true);
    expect(saved.draft.lists[1]?.groups.at(-1)).toMatchObject({
      id: null,
      name: { en: 'Eid gifts', ar: 'هدايا العيد' },
    });
    expect(saved.draft.lists[1]?.groups.at(-1)?.items.map((item) => item.id)).toEqual(picked);
    // Shoppers still get the live order.
    expect((await shopperLists()).map((list) => list.listId)).toEqual(before.map((l) => l.listId));

    const published = homeOf(await call('POST', 'home/publish'));
    expect(published.hasDraft).toBe(false);
    expect(announced.at(-1)).toEqual(['data-lists']);
    const after = await shopperLists();
    expect(after.map((list) => list.listId).slice(0, 2)).toEqual([second!.id, first!.id]);
    const eid = after[1]!.groups.find((group) => group.name === 'Eid gifts')!;
    const items = productPageSchema.parse(
      ok(await t.app.inject(`/api/v2/product/data-lists/${first!.id}/groups/${eid.groupId}/items`)),
    );
    expect(items.items.map((item) => item.productId)).toEqual(picked);

    const [audit] = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.entity, 'homePage'), eq(adminAudit.action, 'publish')))
      .orderBy(desc(adminAudit.id))
      .limit(1);
    expect(audit).toBeDefined();
  });

  it('hides and removes sections, and publishes a schedule when its moment comes', async () => {
    const home = homeOf(await call('GET', 'home'));
    const [first, ...rest] = home.live.lists;
    const draft = request({ lists: [{ ...first!, published: false }, ...rest.slice(1)] });
    homeOf(await call('PUT', 'home/draft', draft));
    const soon = new Date(Date.now() + 60_000).toISOString();
    const scheduled = homeOf(await call('POST', 'home/schedule', { publishAt: soon }));
    expect(scheduled.publishAt).toBe(soon);
    expect(scheduled.scheduledBy).toBeTruthy();
    errorOf(await call('POST', 'home/schedule', { publishAt: soon }), 409);

    expect(await publishDueHome(db(), t.app.catalogueNews)).toBe(false);
    expect((await shopperLists()).map((list) => list.listId)).toContain(first!.id);
    expect(await publishDueHome(db(), t.app.catalogueNews, new Date(Date.now() + 61_000))).toBe(
      true,
    );
    const shown = (await shopperLists()).map((list) => list.listId);
    expect(shown).not.toContain(first!.id);
    expect(shown).not.toContain(rest[0]!.id);
    const after = homeOf(await call('GET', 'home'));
    expect(after).toMatchObject({ hasDraft: false, publishAt: null });
    expect(after.live.lists.map((list) => list.id)).toEqual(draft.lists.map((list) => list.id));
    errorOf(await call('DELETE', 'home/schedule'), 404);
    errorOf(await call('POST', 'home/publish'), 409);
  });

  it('refuses unknown sections, groups and items by field, and other roles', async () => {
    const home = homeOf(await call('GET', 'home'));
    const draft = request(home.live);
    const [list, other] = draft.lists;
    const wrong = errorOf(
      await call('PUT', 'home/draft', {
        lists: [
          { ...list, groups: [{ ...list!.groups[0]!, items: [2_000_000_000] }] },
          { ...other, id: 2_000_000_000, groups: other!.groups.slice(0, 1) },
          {
            ...other,
            kind: other!.kind === 'product' ? 'category' : 'product',
            groups: [{ ...other!.groups[0]!, items: [] }],
          },
        ],
      }),
      400,
    );
    expect(Object.keys(wrong.fields ?? {}).sort()).toEqual([
      'lists.0.groups.0.items',
      // A group of another section is not this one's.
      'lists.1.groups.0.id',
      'lists.1.id',
      // …and a group is in one place only.
      'lists.2.groups.0.id',
      'lists.2.kind',
    ]);
    const empty = errorOf(
      await call('PUT', 'home/draft', { lists: [{ ...list, id: null, groups: [] }] }),
      400,
    );
    expect(Object.keys(empty.fields ?? {})).toEqual(['lists.0.groups']);
    errorOf(await call('GET', 'home', undefined, 'catalogue'), 403);
  });
});
