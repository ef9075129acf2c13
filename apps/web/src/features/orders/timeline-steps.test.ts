import type { OrderEvent } from '@storefront/contracts/orders';
import { describe, expect, it } from 'vitest';
import { orderProgress, orderTimeline } from './timeline-steps.ts';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const event = (status: OrderEvent['status'], day: number, extra: Partial<OrderEvent> = {}) => ({
  status,
  at: at(day),
  actor: 'staff' as const,
  note: '',
  ...extra,
});

const cash = (status: OrderEvent['status'], timeline: OrderEvent[]) => ({
  status,
  createdAt: at(20),
  paymentMethodCode: 'cash_on_delivery' as const,
  timeline,
});
const card = (status: OrderEvent['status'], timeline: OrderEvent[]) => ({
  ...cash(status, timeline),
  paymentMethodCode: 'sandbox_card' as const,
});

const shape = (steps: ReturnType<typeof orderTimeline>) =>
  steps.map((s) => `${s.status}:${s.state}${s.at ? `@${s.at.slice(8, 10)}` : ''}`);

describe('orderTimeline', () => {
  it('shows a cash order just placed with the steps ahead', () => {
    const steps = orderTimeline(cash('placed', [event('placed', 20, { actor: 'shopper' })]));
    expect(shape(steps)).toEqual([
      'placed:current@20',
      'processing:upcoming',
      'shipped:upcoming',
      'delivered:upcoming',
    ]);
  });

  it('dates every step reached, and keeps the staff note', () => {
    const steps = orderTimeline(
      cash('shipped', [
        event('placed', 20, { actor: 'shopper' }),
        event('processing', 21),
        event('shipped', 22, { note: 'Tracking AB123' }),
      ]),
    );
    expect(shape(steps)).toEqual([
      'placed:done@20',
      'processing:done@21',
      'shipped:current@22',
      'delivered:upcoming',
    ]);
    expect(steps[2]).toMatchObject({ actor: 'staff', note: 'Tracking AB123' });
  });

  it('starts a card order with its payment, and puts a failed payment where it happened', () => {
    const steps = orderTimeline(
      card('paid', [
        event('awaiting_payment', 20, { actor: 'shopper' }),
        event('payment_failed', 21, { actor: 'system' }),
        event('paid', 22, { actor: 'system' }),
      ]),
    );
    expect(shape(steps)).toEqual([
      'awaiting_payment:done@20',
      'payment_failed:done@21',
      'paid:current@22',
      'processing:upcoming',
      'shipped:upcoming',
      'delivered:upcoming',
    ]);
    expect(steps[1]?.detour).toBe(true);
  });

  it('ends a cancelled order where it stopped, with nothing ahead', () => {
    const steps = orderTimeline(
      card('cancelled', [
        event('awaiting_payment', 20, { actor: 'shopper' }),
        event('cancelled', 21, { actor: 'system', note: 'payment_expired' }),
      ]),
    );
    expect(shape(steps)).toEqual(['awaiting_payment:done@20', 'cancelled:current@21']);
    expect(steps[1]).toMatchObject({ detour: true, note: 'payment_expired' });
  });

  it('shows a refund after the cancel it follows', () => {
    const steps = orderTimeline(
      card('refunded', [
        event('awaiting_payment', 20, { actor: 'shopper' }),
        event('paid', 20, { actor: 'system' }),
        event('processing', 21),
        event('cancelled', 22, { actor: 'shopper', note: 'Changed my mind' }),
        event('refunded', 23),
      ]),
    );
    expect(shape(steps)).toEqual([
      'awaiting_payment:done@20',
      'paid:done@20',
      'processing:done@21',
      'cancelled:done@22',
      'refunded:current@23',
    ]);
  });

  it('counts the steps an order recorded before its life implies, undated', () => {
    // Orders placed before the timeline existed start it where they stood.
    const steps = orderTimeline(card('paid', [event('paid', 20, { actor: 'system' })]));
    expect(shape(steps).slice(0, 2)).toEqual(['awaiting_payment:done@20', 'paid:current@20']);
    const none = orderTimeline(cash('placed', []));
    expect(shape(none)[0]).toBe('placed:current@20');
  });
});

describe('orderProgress', () => {
  it('says how far along the journey the order is, and since when', () => {
    const order = cash('processing', [event('placed', 20), event('processing', 23)]);
    expect(orderProgress(order)).toEqual({ step: 2, steps: 4, since: at(23) });
  });

  it('has no step once the order left its journey', () => {
    const order = cash('cancelled', [event('placed', 20), event('cancelled', 22)]);
    expect(orderProgress(order)).toEqual({ step: null, steps: 1, since: at(22) });
  });
});
