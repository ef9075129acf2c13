import { json, mockFetch } from '@storefront/client/testing/fetch';
import type { AdminHome, HomeLayout } from '@storefront/contracts/admin-home';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aStaffMember, renderAt } from '../../test/render.tsx';
import HomeSectionsPage from './home-sections-page.tsx';

const TOKEN = 'home.1795000000.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

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
          items: [{ id: 19, name: 'Soundbar', picture: null, visible: true }],
        },
      ],
    },
    {
      id: 2,
      name: { en: 'On sale', ar: 'عروض وتخفيضات' },
      kind: 'product',
      published: true,
      groups: [{ id: 21, name: { en: 'Top deals', ar: 'أفضل العروض' }, items: [] }],
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

function shop() {
  return mockFetch((call) => {
    if (call.url === '/api/admin/home/preview') {
      return json({ token: TOKEN, expiresAt: '2026-11-29T01:00:00.000Z' }, 201);
    }
    return json(
      call.method === 'PUT'
        ? home({ hasDraft: true, draftSavedAt: '2026-11-29T00:00:00.000Z' })
        : home(),
    );
  });
}

const open = (lang: 'en' | 'ar' = 'en') =>
  renderAt(<HomeSectionsPage />, {
    staff: aStaffMember(['content.manage']),
    path: '/home',
    lang,
  });

describe('the home page sections’ preview', () => {
  it('opens the storefront’s home with the draft’s token, in either language and width', async () => {
    const calls = shop();
    const user = userEvent.setup();
    open();
    const toggle = await screen.findByRole('button', { name: 'Preview' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Nothing is asked for until the owner opens it.
    expect(calls.some((call) => call.url.includes('/preview'))).toBe(false);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Preview of the home page' })).toBeTruthy();
    // No draft yet: the frame is the live home, and says so.
    const live = await screen.findByTitle('The home page as shoppers see it');
    expect(live.getAttribute('src')).toBe(`/?lang=en&homePreview=${TOKEN}`);
    expect(screen.getByText('There is no draft: this is the home page shoppers see.')).toBeTruthy();
    const preview = calls.find((call) => call.url === '/api/admin/home/preview');
    expect(preview?.method).toBe('POST');

    // Arabic, on a phone's width: same token, the Arabic storefront.
    await user.click(screen.getByRole('radio', { name: 'Arabic' }));
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    expect(screen.getByTitle('The home page as shoppers see it').getAttribute('src')).toBe(
      `/?lang=ar&homePreview=${TOKEN}`,
    );
    expect(
      screen.getByRole('link', { name: 'Open the preview in a new tab' }).getAttribute('href'),
    ).toBe(`/?lang=ar&homePreview=${TOKEN}`);

    // An edit not yet saved is said not to be in it; once saved, the frame shows the draft.
    await user.click(screen.getByRole('button', { name: 'Move New arrivals down' }));
    expect(screen.getByText(/save the draft to see them here/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const frame = await screen.findByTitle('The home page with your saved draft');
    expect(frame.getAttribute('src')).toBe(`/?lang=ar&homePreview=${TOKEN}`);
    expect(screen.queryByText(/save the draft to see them here/)).toBeNull();
    expect(
      screen.getByText('Shows the last saved draft, as shoppers will see it once published.'),
    ).toBeTruthy();
    // One token serves every save: the frame is drawn again, the token is not asked again.
    expect(calls.filter((call) => call.url === '/api/admin/home/preview')).toHaveLength(1);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTitle('The home page with your saved draft')).toBeNull();
  });

  it('speaks Arabic in an Arabic back office', async () => {
    shop();
    const user = userEvent.setup();
    open('ar');
    await user.click(await screen.findByRole('button', { name: 'معاينة' }));
    const frame = await screen.findByTitle('الصفحة الرئيسية كما يراها المتسوقون');
    expect(frame.getAttribute('src')).toBe(`/?lang=ar&homePreview=${TOKEN}`);
  });
});
