import { json, mockFetch } from '@storefront/client/testing/fetch';
import type { AdminOrder } from '@storefront/contracts/admin-orders';
import type { AdminOrderReturn } from '@storefront/contracts/admin-refunds';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aStaffMember, renderAt } from '../../test/render.tsx';
import { OrderRefunds } from './order-refunds.tsx';
import { OrderReturns } from './order-returns.tsx';

/** An order of 2 lamps (KD 8.000) and a mug (KD 2.500), as the order page has it. */
function anOrder(extra: Partial<AdminOrder> = {}): AdminOrder {
  const item = (itemId: number, productName: string, quantity: number, lineTotal: number) => ({
    itemId,
    productId: itemId,
    variationId: null,
    productName,
    attributes: [],
    quantity,
    unitPrice: lineTotal / quantity,
    lineTotal,
    discountType: 'amount',
    discountValue: 0,
    taxable: true,
    taxPercent: 0,
    itemNotes: '',
    picturePath: null,
  });
  return {
    order: {
      orderId: 12,
      orderNumber: 'DK-000012',
      subTotal: 10_500,
      discount: 0,
      shippingAmount: 0,
      total: 10_500,
      status: 'paid',
    } as AdminOrder['order'],
    items: [item(1, 'Desk Lamp', 2, 8_000), item(2, 'Mug', 1, 2_500)],
    customer: { userId: 'u', guest: true, name: 'Sara', email: 's@example.com', phone: '+965' },
    paymentMethodName: 'Card',
    paymentState: 'paid',
    timeline: [],
    notes: [],
    paidTotal: 10_500,
    refundedTotal: 0,
    refundableTotal: 10_500,
    refundsThroughGateway: true,
    refunds: [],
    returns: [],
    ...extra,
  };
}

const ordersRole = aStaffMember(['orders.read', 'orders.write']);
const support = aStaffMember(['orders.read']);

describe('the refund dialog', () => {
  it('refunds one lamp of a card order: says the most, counts the units, goes to the card', async () => {
    const detail = anOrder();
    const refunded = anOrder({
      refundedTotal: 4_000,
      refundableTotal: 6_500,
      refunds: [
        {
          id: 1,
          amount: 4_000,
          method: 'gateway',
          gatewayReference: 'sbx_rf_abc',
          lines: [{ itemId: 1, quantity: 1 }],
          note: '',
          returnId: null,
          actorEmail: 'orders@dukkan.demo',
          createdAt: '2026-11-30T10:00:00.000Z',
        },
      ],
    });
    const calls = mockFetch(() => json(refunded, 201));
    renderAt(<OrderRefunds detail={detail} />, { staff: ordersRole });
    const open = screen.getByRole('button', { name: 'Refund…' });
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Refund order DK-000012' });
    expect(within(dialog).getByText('DK-000012').tagName).toBe('BDI');
    expect(dialog.textContent).toContain('At most: KD 10.500');
    expect(dialog.textContent).toContain('the money goes back to the card');
    // All that is left, by default; then one lamp of the chosen items.
    expect(within(dialog).getByRole('button', { name: 'Refund KD 10.500' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Chosen items' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund KD 0.000' }));
    expect(dialog.textContent).toContain('Choose at least one item to refund.');
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more: Desk Lamp' }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Desk Lamp' })).toHaveProperty(
      'value',
      '1',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund KD 4.000' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { scope: 'lines', lines: [{ itemId: 1, quantity: 1 }], note: '' },
    });
    expect(calls[0]?.url).toContain('/api/admin/orders/12/refunds');
    expect(screen.getByRole('status').textContent).toBe(
      'Refunded KD 4.000. The customer has been emailed.',
    );
    expect(document.activeElement).toBe(open);
  });

  it('asks how cash was paid back, and shows what the API refuses', async () => {
    const cash = anOrder({ refundsThroughGateway: false, paymentState: 'on_delivery' });
    const calls = mockFetch(() =>
      json(
        {
          error: {
            code: 'conflict',
            message: 'At most KD 10.500 can still be refunded.',
            fields: { amount: 'At most KD 10.500 can still be refunded.' },
          },
        },
        409,
      ),
    );
    renderAt(<OrderRefunds detail={cash} />, { staff: ordersRole });
    await userEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'An amount' }));
    await userEvent.type(within(dialog).getByLabelText('Amount (KD)'), '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund KD 2.500' }));
    expect(dialog.textContent).toContain('Choose how the money was paid back.');
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Bank transfer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund KD 2.500' }));
    const amount = within(dialog).getByLabelText('Amount (KD)');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.textContent).toContain('At most KD 10.500 can still be refunded.');
    expect(calls[0]?.body).toEqual({
      scope: 'amount',
      amount: 2_500,
      note: '',
      method: 'bank_transfer',
    });
    // Cancel closes it, nothing refunded (a browser's Escape does too: the e2e spec).
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows support the refunds without the button', () => {
    renderAt(<OrderRefunds detail={anOrder()} />, { staff: support });
    expect(screen.queryByRole('button', { name: 'Refund…' })).toBeNull();
    expect(screen.getByText('Left to refund').parentElement?.textContent).toContain('KD 10.500');
  });
});

describe('the returns card', () => {
  const request = (extra: Partial<AdminOrderReturn>): AdminOrderReturn => ({
    returnId: 3,
    createdAt: '2026-11-28T10:00:00.000Z',
    reason: 'Too bright',
    status: 'requested',
    lines: [{ itemId: 1, quantity: 1 }],
    decisionNote: '',
    decidedAt: null,
    decidedByEmail: null,
    receivedAt: null,
    restocked: false,
    refundId: null,
    ...extra,
  });

  it('offers each request the steps its state allows, and support none', async () => {
    const detail = anOrder({
      returns: [
        request({}),
        request({ returnId: 4, status: 'approved', decidedAt: '2026-11-29T10:00:00.000Z' }),
        request({ returnId: 5, status: 'received', receivedAt: '2026-11-30T10:00:00.000Z' }),
      ],
    });
    const { unmount } = renderAt(<OrderReturns detail={detail} />, { staff: ordersRole });
    const [requested, approved, received] = screen.getAllByRole('listitem');
    const buttons = (item: HTMLElement) =>
      within(item)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(requested?.textContent).toContain('Desk Lamp × 1');
    expect(buttons(requested!)).toEqual(['Approve', 'Refuse']);
    expect(buttons(approved!)).toEqual(['Mark as received', 'Refuse']);
    expect(
      within(approved!).getByRole('checkbox', { name: 'Put the items back in stock' }),
    ).toHaveProperty('checked', true);
    expect(buttons(received!)).toEqual(['Refund this return…']);
    unmount();

    renderAt(<OrderReturns detail={detail} />, { staff: support });
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('asks for the reason of a refusal before sending it', async () => {
    const calls = mockFetch(() => json(anOrder()));
    renderAt(<OrderReturns detail={anOrder({ returns: [request({})] })} />, { staff: ordersRole });
    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    const words = screen.getByLabelText('Note or reason for the customer');
    expect(words.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Say why the return is refused: the customer reads it.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await userEvent.type(words, 'Worn');
    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ body: { reason: 'Worn' } });
  });

  it('receives with restock, and says so', async () => {
    const approved = request({ status: 'approved', decidedAt: '2026-11-29T10:00:00.000Z' });
    const answer = anOrder({
      returns: [
        {
          ...approved,
          status: 'received',
          receivedAt: '2026-11-30T10:00:00.000Z',
          restocked: true,
        },
      ],
    });
    const calls = mockFetch(() => json(answer));
    renderAt(<OrderReturns detail={anOrder({ returns: [approved] })} />, { staff: ordersRole });
    await userEvent.click(screen.getByRole('button', { name: 'Mark as received' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Return received. The customer has been emailed.',
      ),
    );
    expect(calls[0]).toMatchObject({ method: 'POST', body: { restock: true } });
    expect(calls[0]?.url).toContain('/api/admin/orders/12/returns/3/receive');
  });
});
