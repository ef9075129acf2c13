import { json, mockFetch } from '@storefront/client/testing/fetch';
import type { Dashboard } from '@storefront/contracts/admin-dashboard';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HomePage } from '../../app/pages/home-page.tsx';
import { aStaffMember, renderAt } from '../../test/render.tsx';
import DashboardPage from './dashboard-page.tsx';

const days = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  sales: i === 29 ? 12_500 : i === 28 ? 40_000 : 0,
  orders: i === 29 ? 1 : i === 28 ? 2 : 0,
}));
const figures = (sales: number, orders: number) => ({
  sales,
  orders,
  averageOrderValue: orders ? Math.round(sales / orders) : 0,
});

const dashboard: Dashboard = {
  timeZone: 'Asia/Kuwait',
  today: '2026-11-30',
  periods: {
    today: {
      from: '2026-11-30',
      to: '2026-11-30',
      current: figures(12_500, 1),
      previous: figures(40_000, 2),
    },
    week: {
      from: '2026-11-24',
      to: '2026-11-30',
      current: figures(52_500, 3),
      previous: figures(0, 0),
    },
    month: {
      from: '2026-11-01',
      to: '2026-11-30',
      current: figures(52_500, 3),
      previous: figures(52_500, 3),
    },
  },
  daily: days,
  topProducts: [{ productId: 7, name: 'Brass Lamp', units: 3, revenue: 36_000 }],
  lowStock: {
    threshold: 5,
    items: [
      {
        productId: 9,
        variationId: null,
        name: 'Linen Shirt',
        variation: null,
        sku: 'LS-1',
        stock: 0,
      },
      { productId: 4, variationId: 12, name: 'Mug', variation: 'Blue', sku: 'MUG-B', stock: 2 },
    ],
    total: 14,
  },
  toShip: { orders: 4 },
  cashToCollect: { orders: 3, amount: 45_500 },
};

const owner = aStaffMember(['orders.read', 'catalogue.read', 'staff.manage']);

describe('the dashboard', () => {
  it("shows today's figures against yesterday's, in words, and switches period", async () => {
    mockFetch(() => json(dashboard));
    renderAt(<DashboardPage />, { staff: owner });
    const sales = (await screen.findByText('Sales', { selector: 'dt' })).parentElement!;
    expect(sales.textContent).toContain('KD 12.500');
    expect(sales.textContent).toContain('Down 69%');
    expect(sales.textContent).toContain('Yesterday: KD 40.000');

    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    const week = screen.getByText('Sales', { selector: 'dt' }).parentElement!;
    expect(week.textContent).toContain('KD 52.500');
    expect(week.textContent).toContain('Up from none');
    expect(week.textContent).toContain('The 7 days before: KD 0.000');

    await userEvent.click(screen.getByRole('radio', { name: '30 days' }));
    expect(screen.getByText('Orders', { selector: 'dt' }).parentElement!.textContent).toContain(
      'No change',
    );
  });

  it('labels every bar, links products, and lists what waits', async () => {
    mockFetch(() => json(dashboard));
    renderAt(<DashboardPage />, { staff: owner });
    const chart = await screen.findByRole('region', { name: 'Sales per day, last 30 days' });
    expect(within(chart).getAllByRole('img')).toHaveLength(30);
    expect(within(chart).getByRole('img', { name: '30 Nov: KD 12.500, orders: 1' })).toBeTruthy();
    expect(within(chart).getByRole('table')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Brass Lamp' }).getAttribute('href')).toBe(
      '/products/7',
    );
    expect(screen.getByRole('link', { name: 'Mug — Blue' }).getAttribute('href')).toBe(
      '/products/4',
    );
    expect(screen.getByText('Showing 2 of 14.')).toBeTruthy();
    const waiting = screen.getByRole('region', { name: 'Waiting on the shop' });
    expect(waiting.textContent).toContain('Orders to ship4');
    expect(waiting.textContent).toContain('KD 45.500');
    // The sections stay below the figures.
    expect(screen.getByRole('link', { name: /Staff/ }).getAttribute('href')).toBe('/staff');
  });

  it('says it in Arabic, amounts kept left to right', async () => {
    mockFetch(() => json(dashboard));
    renderAt(<DashboardPage />, { staff: owner, lang: 'ar' });
    const sales = (await screen.findByText('المبيعات', { selector: 'dt' })).parentElement!;
    expect(sales.textContent).toContain('KD 12.500');
    expect(sales.textContent).toContain('انخفاض');
    const amount = within(sales).getAllByText('KD 12.500')[0]!;
    expect(amount.tagName).toBe('BDI');
    expect(amount.getAttribute('dir')).toBe('ltr');
  });

  it('offers a retry when it cannot load', async () => {
    mockFetch(() => json({ error: { code: 'internal', message: 'errors.internal' } }, 500));
    renderAt(<DashboardPage />, { staff: owner });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is not what staff without orders.read see: they keep the greeting and the sections', () => {
    const calls = mockFetch(() => json(dashboard));
    renderAt(<HomePage />, { staff: aStaffMember(['catalogue.read', 'catalogue.write']) });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Products/ })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
