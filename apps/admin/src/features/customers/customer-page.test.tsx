import { json, mockFetch } from '@storefront/client/testing/fetch';
import type { AdminCustomer } from '@storefront/contracts/admin-customers';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { aStaffMember, Providers } from '../../test/render.tsx';
import CustomerPage from './customer-page.tsx';

const ID = '22222222-2222-4222-8222-222222222222';

const detail: AdminCustomer = {
  customer: {
    id: ID,
    name: 'Sara Al-Mutairi',
    email: 'customer@dukkan.demo',
    phone: '+96550000001',
    orders: 3,
    spent: 25_750,
    lastOrderAt: '2026-11-20T09:00:00.000Z',
    joinedAt: '2026-01-02T09:00:00.000Z',
    status: 'active',
    phoneVerified: true,
    deactivatedAt: null,
  },
  addresses: [],
  orders: [
    {
      id: 7,
      orderNumber: 'DK-000007',
      createdAt: '2026-11-20T09:00:00.000Z',
      status: 'delivered',
      total: 12_500,
    },
  ],
  notes: [
    {
      id: 1,
      body: 'Prefers calls after 5 pm',
      at: '2026-11-21T09:00:00.000Z',
      authorEmail: 'a@x.kw',
    },
  ],
};

const open = (permissions: Parameters<typeof aStaffMember>[0]) =>
  Providers({
    path: `/customers/${ID}`,
    staff: aStaffMember(permissions),
    children: (
      <Routes>
        <Route path="customers/:id" element={<CustomerPage />} />
      </Routes>
    ),
  });

describe("a customer's page", () => {
  it('support reads it, changes nothing, and browses the shop as the customer', async () => {
    const calls = mockFetch((call) =>
      call.url.endsWith('/staff/impersonations')
        ? json(
            {
              impersonationToken: 'imp.token.value',
              expiresIn: 3600,
              sessionId: '33333333-3333-4333-8333-333333333333',
              customer: { userId: ID, displayName: 'Sara', email: 'customer@dukkan.demo' },
            },
            201,
          )
        : json(detail),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(open(['customers.read', 'orders.read', 'impersonate']));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sara Al-Mutairi' })).toBeTruthy();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(profile.textContent).toContain('+965 5000 0001');
    expect(profile.textContent).toContain('KD 25.750');
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: 'DK-000007' }).getAttribute('href')).toBe(
      '/orders/7',
    );
    expect(screen.getByText('Prefers calls after 5 pm')).toBeTruthy();
    expect(
      screen.getByText('Your role can see this customer but not change the account.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Browse as this customer' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/?lang=en'));
    const start = calls.find((call) => call.url.endsWith('/staff/impersonations'));
    expect(start?.method).toBe('POST');
    expect(start?.body).toEqual({ customerId: ID });
    // Where the shop's own staff page keeps it: this tab, the shop's key (not the admin's).
    expect(sessionStorage.getItem('impersonationToken')).toBe('imp.token.value');
    expect(sessionStorage.getItem('admin.impersonationToken')).toBeNull();
  });

  it('the orders role deactivates after a confirmation, and may not browse as the customer', async () => {
    const calls = mockFetch((call) =>
      call.url.endsWith('/deactivate')
        ? json({
            ...detail,
            customer: {
              ...detail.customer,
              status: 'deactivated',
              deactivatedAt: '2026-11-30T09:00:00.000Z',
            },
          })
        : json(detail),
    );
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    render(open(['customers.read', 'customers.write', 'orders.read']));

    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate account' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Sara Al-Mutairi'));
    expect(await screen.findByRole('button', { name: 'Reactivate account' })).toBeTruthy();
    expect(
      screen
        .getByText('The account is deactivated: they have been signed out.')
        .getAttribute('role'),
    ).toBe('status');
    expect(
      calls.some((call) => call.method === 'POST' && call.url.endsWith(`/${ID}/deactivate`)),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Browse as this customer' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add note' })).toBeTruthy();
  });
});
