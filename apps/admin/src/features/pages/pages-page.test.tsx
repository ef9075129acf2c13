import { json, mockFetch, type RecordedCall } from '@storefront/client/testing/fetch';
import type { AdminPageSummary, ContactRecipients } from '@storefront/contracts/admin-pages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aStaffMember, renderAt } from '../../test/render.tsx';
import PagesPage from './pages-page.tsx';

const pages: AdminPageSummary[] = [
  {
    id: 1,
    title: { en: 'About us', ar: 'من نحن' },
    published: true,
    hasDraft: false,
    publishAt: null,
    updatedAt: '2026-11-20T09:00:00.000Z',
  },
  {
    id: 2,
    title: { en: 'Delivery' },
    published: true,
    hasDraft: true,
    publishAt: '2026-12-01T21:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
  },
  {
    id: 3,
    title: { en: 'Eid opening hours', ar: 'مواعيد العيد' },
    published: false,
    hasDraft: true,
    publishAt: null,
    updatedAt: '2026-11-22T09:00:00.000Z',
  },
];

/** The API: the pages, the recipients, and the recipients' PUT answered by `saved`. */
function api(
  recipients: ContactRecipients,
  saved: (call: RecordedCall) => Response = (call) => json(call.body),
) {
  return mockFetch((call) => {
    if (call.url.includes('/contact-recipients')) {
      return call.method === 'PUT' ? saved(call) : json(recipients);
    }
    return json(pages);
  });
}

const open = (lang: 'en' | 'ar' = 'en') =>
  renderAt(<PagesPage />, { staff: aStaffMember(['content.manage']), path: '/pages', lang });

describe('the pages list', () => {
  it('shows each page’s title, where it stands and when it last changed', async () => {
    api({ emails: [] });
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Pages' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add page' }).getAttribute('href')).toBe('/pages/new');
    const table = await screen.findByRole('table', { name: 'Pages' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);

    const about = within(rows[0]!);
    expect(about.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/pages/1');
    expect(about.getByText('/pages/1')).toBeTruthy();
    expect(about.getByText('Published')).toBeTruthy();
    expect(about.queryByText('Unpublished changes')).toBeNull();
    expect(rows[0]?.textContent).toContain('20 Nov 2026');

    const delivery = within(rows[1]!);
    expect(delivery.getByText('Published')).toBeTruthy();
    expect(delivery.getByText('Unpublished changes')).toBeTruthy();
    // 21:00 UTC is midnight in Kuwait.
    expect(delivery.getByText(/^Scheduled 2 Dec 2026, 00:00/)).toBeTruthy();

    const eid = within(rows[2]!);
    expect(eid.getByText('Hidden')).toBeTruthy();
    // A hidden page's words are all unpublished: "Hidden" says it once.
    expect(eid.queryByText('Unpublished changes')).toBeNull();
  });

  it('reads in Arabic, the English title standing in for a missing Arabic one', async () => {
    api({ emails: [] });
    open('ar');

    const table = await screen.findByRole('table', { name: 'الصفحات' });
    expect(within(table).getByRole('link', { name: 'من نحن' })).toBeTruthy();
    const english = within(table).getByText('Delivery');
    expect(english.getAttribute('lang')).toBe('en');
    expect(within(table).getAllByText('منشورة')).toHaveLength(2);
    expect(within(table).getByText('مخفية')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'إضافة صفحة' })).toBeTruthy();
  });

  it('adds and removes the contact form’s recipients, and saves the list', async () => {
    const calls = api({ emails: ['help@dukkan.demo'] }, (call) =>
      json({
        emails: (call.body as ContactRecipients).emails.map((email) => email.toLowerCase()),
      }),
    );
    const user = userEvent.setup();
    open();

    const card = await screen.findByRole('region', { name: 'Contact form' });
    const first = await within(card).findByRole('textbox', { name: 'Email address 1' });
    expect((first as HTMLInputElement).value).toBe('help@dukkan.demo');

    await user.click(within(card).getByRole('button', { name: 'Add address' }));
    const second = within(card).getByRole('textbox', { name: 'Email address 2' });
    expect(document.activeElement).toBe(second);
    await user.type(second, 'Owner@Dukkan.demo');
    await user.click(within(card).getByRole('button', { name: 'Add address' }));
    await user.type(within(card).getByRole('textbox', { name: 'Email address 3' }), 'not-an-email');
    await user.click(within(card).getByRole('button', { name: 'Save addresses' }));
    // Checked before sending: the third is not an address.
    const third = within(card).getByRole('textbox', { name: 'Email address 3' });
    expect(third.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(third);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Remove email address 3' }));
    await user.click(within(card).getByRole('button', { name: 'Save addresses' }));
    expect(await within(card).findByText('Saved. Addresses emailed: 2.')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/admin/contact-recipients');
    expect(put?.body).toEqual({ emails: ['help@dukkan.demo', 'Owner@Dukkan.demo'] });
    expect(
      (within(card).getByRole('textbox', { name: 'Email address 2' }) as HTMLInputElement).value,
    ).toBe('owner@dukkan.demo');
  });

  it('shows the API’s refusal under the address it names, and none past the limit', async () => {
    api({ emails: Array.from({ length: 10 }, (_, i) => `staff${i}@dukkan.demo`) }, () =>
      json(
        {
          error: {
            code: 'validation_failed',
            message: 'Check the highlighted fields.',
            fields: { 'emails.1': 'Enter a valid email address.' },
          },
        },
        400,
      ),
    );
    const user = userEvent.setup();
    open();

    const card = await screen.findByRole('region', { name: 'Contact form' });
    await within(card).findByRole('textbox', { name: 'Email address 10' });
    const add = within(card).getByRole('button', { name: 'Add address' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(add.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(card).getByText('At most 10 addresses.')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Save addresses' }));
    const second = within(card).getByRole('textbox', { name: 'Email address 2' });
    await waitFor(() => expect(second.getAttribute('aria-invalid')).toBe('true'));
    expect(within(card).getByText('Enter a valid email address.')).toBeTruthy();
    expect(document.activeElement).toBe(second);
  });
});
