import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOrder } from '../../../test/order-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { OrderTimeline } from './order-timeline.tsx';

const steps = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('OrderTimeline', () => {
  it('marks the steps reached with their dates, the current one, and the steps ahead', async () => {
    await renderWithApp(
      <OrderTimeline
        order={anOrder(1, {
          status: 'shipped',
          timeline: [
            { status: 'placed', at: '2026-11-20T10:00:00.000Z', actor: 'shopper', note: '' },
            { status: 'processing', at: '2026-11-21T07:30:00.000Z', actor: 'staff', note: '' },
            { status: 'shipped', at: '2026-11-22T09:00:00.000Z', actor: 'staff', note: 'AB123' },
          ],
        })}
      />,
    );
    const items = steps();
    expect(items.map((li) => li.textContent)).toEqual([
      'Placed (done)20 Nov 2026, 13:00',
      'Processing (done)21 Nov 2026, 10:30',
      'Shipped22 Nov 2026, 12:00Note from the shop: \u2068AB123\u2069',
      'Delivered (not yet)',
    ]);
    expect(items[2]?.getAttribute('aria-current')).toBe('step');
    expect(items.filter((li) => li.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('says an expired payment in words, and shows the shopper their own reason', async () => {
    const { unmount } = await renderWithApp(
      <OrderTimeline
        order={anOrder(1, {
          status: 'cancelled',
          paymentMethodCode: 'sandbox_card',
          timeline: [
            {
              status: 'awaiting_payment',
              at: '2026-11-20T10:00:00.000Z',
              actor: 'shopper',
              note: '',
            },
            {
              status: 'cancelled',
              at: '2026-11-20T10:31:00.000Z',
              actor: 'system',
              note: 'payment_expired',
            },
          ],
        })}
      />,
    );
    expect(steps().map((li) => li.querySelector('p')?.firstChild?.textContent)).toEqual([
      'Awaiting payment',
      'Cancelled',
    ]);
    expect(
      screen.getByText('The card payment was not made in time, so the order was cancelled.'),
    ).toBeTruthy();
    expect(screen.queryByText('payment_expired')).toBeNull();
    unmount();

    await renderWithApp(
      <OrderTimeline
        order={anOrder(1, {
          status: 'cancelled',
          timeline: [
            { status: 'placed', at: '2026-11-20T10:00:00.000Z', actor: 'shopper', note: '' },
            {
              status: 'cancelled',
              at: '2026-11-20T11:00:00.000Z',
              actor: 'shopper',
              note: 'Too late',
            },
          ],
        })}
      />,
    );
    expect(screen.getByText('Your reason: \u2068Too late\u2069')).toBeTruthy();
    // A cancelled order ends where it stopped.
    expect(screen.queryByText(/Delivered/)).toBeNull();
  });
});
