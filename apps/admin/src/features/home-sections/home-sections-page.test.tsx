import { json, mockFetch } from '@storefront/client/testing/fetch';
import type { AdminHome, HomeLayout } from '@storefront/contracts/admin-home';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aStaffMember, renderAt } from '../../test/render.tsx';
import HomeSectionsPage from './home-sections-page.tsx';

const item = (id: number, name: string, visible = true) => ({
  id,
  name,
  picture: null,
  visible,
});

const layout: HomeLayout = {
  lists: [
    {
      id: 1,
      name: { en: 'New arrivals', ar: 'وصل حديثاً' },
      kind: 'product',
      published: true,
      groups: [
        {
          id: 11,
          name: { en: 'Just in', ar: 'الأحدث' },
          items: [item(19, 'Soundbar'), item(48, 'Chino trousers', false)],
        },
      ],
    },
    {
      id: 2,
      name: { en: 'On sale', ar: 'عروض وتخفيضات' },
      kind: 'product',
      published: true,
      groups: [
        { id: 21, name: { en: 'Top deals', ar: 'أفضل العروض' }, items: [item(7, 'Kettle')] },
      ],
    },
  ],
};

const home = (more: Partial<AdminHome> = {}): AdminHome => ({
  live: layout,
  draft: layout,
  hasDraft: false,
  draftSavedAt: null,
  publishAt: null,
  scheduledBy: null,
  ...more,
});

function shop(
  answer: (call: { method: string; url: string }) => Response | undefined = () => undefined,
) {
  return mockFetch(
    (call) => answer(call) ?? json(home(call.method === 'PUT' ? { hasDraft: true } : {})),
  );
}

const open = () =>
  renderAt(<HomeSectionsPage />, { staff: aStaffMember(['content.manage']), path: '/home' });

describe('the home page sections editor', () => {
  it('shows the sections in order with their groups and items, and what shoppers cannot see', async () => {
    shop();
    open();
    const sections = await screen.findAllByRole('heading', {
      level: 2,
      name: /New arrivals|On sale/,
    });
    expect(sections.map((heading) => heading.textContent)).toEqual(['New arrivals', 'On sale']);
    expect(screen.getByText('Soundbar')).toBeTruthy();
    expect(screen.getAllByText('Hidden from shoppers')).toHaveLength(1);
  });

  it('saves the sections in their new order with their ids, then publishes', async () => {
    const calls = shop();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Move New arrivals down' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved. Shoppers see it once you publish it.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/admin/home/draft');
    const sent = put?.body as { lists: { id: number | null; groups: { items: number[] }[] }[] };
    expect(sent.lists.map((list) => list.id)).toEqual([2, 1]);
    expect(sent.lists[1]?.groups[0]?.items).toEqual([19, 48]);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published: shoppers see the new home page on their next visit.');
    expect(
      calls.some((call) => call.method === 'POST' && call.url === '/api/admin/home/publish'),
    ).toBe(true);
  });

  it('shows a field the API refuses beside it', async () => {
    shop((call) =>
      call.method === 'PUT'
        ? json(
            {
              error: {
                code: 'validation_failed',
                message: 'This item does not exist in the catalogue.',
                fields: { 'lists.0.groups.0.items': 'This item does not exist in the catalogue.' },
              },
            },
            400,
          )
        : undefined,
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Move New arrivals down' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const messages = await screen.findAllByText('This item does not exist in the catalogue.');
    expect(messages.length).toBeGreaterThan(0);
    const section = screen.getByRole('region', { name: 'On sale' });
    expect(
      within(section).queryByText('This item does not exist in the catalogue.'),
    ).not.toBeNull();
  });
});
