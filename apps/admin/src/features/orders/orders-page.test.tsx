import { json, mockFetch } from '@storefront/client/testing/fetch';
import type { AdminOrderPage } from '@storefront/contracts/admin-orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aStaffMember, renderAt } from '../../test/render.tsx';
import OrdersPage from './orders-page.tsx';
import { savedViewsStorageKey } from './saved-order-views.ts';

const staff = aStaffMember(['orders.read']);
/** The lookups answer after the page draws; a busy machine takes its time. */
const slow = { timeout: 5000 };

/** What a control's aria-describedby points at, as a screen reader reads it after its name. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const emptyPage: AdminOrderPage = {
  items: [],
  total: 0,
  page: 1,
  pageSize: 50,
  paymentMethods: [],
  shippingMethods: [],
};

/** The list's API and the lookups: two governorates, each with its own areas. */
function shop() {
  return mockFetch(({ url }) => {
    if (url.includes('states/lookup')) {
      return json([
        { id: 1, name: 'Al Asimah (Capital)' },
        { id: 3, name: 'Hawalli' },
      ]);
    }
    if (url.includes('areas/lookup?stateId=1')) return json([{ id: 101, name: 'Sharq' }]);
    if (url.includes('areas/lookup?stateId=3')) {
      return json([
        { id: 301, name: 'Salmiya' },
        { id: 302, name: 'Jabriya' },
      ]);
    }
    return json(emptyPage);
  });
}

describe('the orders page', () => {
  it('narrows the area select to the governorate chosen, and applies both', async () => {
    const calls = shop();
    const user = userEvent.setup();
    renderAt(<OrdersPage />, { staff, path: '/orders' });
    const area = screen.getByLabelText('Area');
    expect((area as HTMLSelectElement).disabled).toBe(true);
    expect(description(area)).toBe('Choose a governorate first.');
    const governorate = screen.getByLabelText('Governorate');
    await waitFor(() => expect(within(governorate).getAllByRole('option')).toHaveLength(3), slow);
    await user.selectOptions(governorate, 'Hawalli');
    expect((area as HTMLSelectElement).disabled).toBe(false);
    await waitFor(
      () =>
        expect(
          within(area)
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toEqual(['Any', 'Salmiya', 'Jabriya']),
      slow,
    );
    await user.selectOptions(area, 'Jabriya');
    // Another governorate: its own areas, the area chosen before cleared.
    await user.selectOptions(governorate, 'Al Asimah (Capital)');
    await waitFor(
      () =>
        expect(
          within(area)
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toEqual(['Any', 'Sharq']),
      slow,
    );
    expect((area as HTMLSelectElement).value).toBe('');
    await user.selectOptions(governorate, 'Hawalli');
    await waitFor(() => expect(within(area).getAllByRole('option')).toHaveLength(3), slow);
    await user.selectOptions(area, 'Salmiya');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(
      () =>
        expect(calls.some((call) => /admin\/orders\?stateId=3&areaId=301$/.test(call.url))).toBe(
          true,
        ),
      slow,
    );
  });

  it('marks the quick view current, saves the filters as a view of one’s own, and removes it', async () => {
    shop();
    const user = userEvent.setup();
    renderAt(<OrdersPage />, { staff, path: '/orders?view=returns&stateId=3' });
    const views = screen.getByRole('navigation', { name: 'Quick views' });
    expect(
      within(views).getByRole('link', { name: 'Returns waiting' }).getAttribute('aria-current'),
    ).toBe('page');

    const toggle = screen.getByRole('button', { name: 'Save as view' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const name = screen.getByLabelText('View name');
    expect(document.activeElement).toBe(name);
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    expect(description(name)).toContain('Enter a name for the view.');
    await user.type(name, 'Hawalli returns');
    await user.click(screen.getByRole('button', { name: 'Save view' }));

    // The new view is a link to these filters, and the current one (the quick view no longer is).
    const mine = within(views).getByRole('link', { name: 'Hawalli returns' });
    expect(mine.getAttribute('href')).toBe('/orders?view=returns&stateId=3');
    expect(mine.getAttribute('aria-current')).toBe('page');
    expect(
      within(views).getByRole('link', { name: 'Returns waiting' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('View “Hawalli returns” saved.');
    expect(document.activeElement).toBe(toggle);
    expect(JSON.parse(localStorage.getItem(savedViewsStorageKey(staff.id))!)).toEqual([
      { name: 'Hawalli returns', filter: 'view=returns&stateId=3' },
    ]);

    await user.click(
      within(views).getByRole('button', { name: 'Remove the view Hawalli returns' }),
    );
    expect(within(views).queryByRole('link', { name: 'Hawalli returns' })).toBeNull();
    expect(document.activeElement).toBe(within(views).getByRole('link', { name: 'All' }));
    expect(screen.getByRole('status').textContent).toBe('View “Hawalli returns” removed.');
    expect(localStorage.getItem(savedViewsStorageKey(staff.id))).toBeNull();
  });
});
