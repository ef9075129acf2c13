import {
  type OrderActor,
  type OrderStatus,
  orderJourney,
} from '@storefront/contracts/order-status';
import type { Order } from '@storefront/contracts/orders';

/** One line of an order's timeline, as the order pages draw it. */
export interface TimelineStep {
  status: OrderStatus;
  /** When the order got there (ISO); null for a step still ahead, or one the record skipped. */
  at: string | null;
  state: 'done' | 'current' | 'upcoming';
  /** Off the usual way: a failed payment, a cancel, a refund. */
  detour: boolean;
  actor: OrderActor | null;
  /** The event's note: a staff member's text, the shopper's reason or the shop's reason code. */
  note: string;
}

type TimelineOrder = Pick<Order, 'status' | 'createdAt' | 'paymentMethodCode' | 'timeline'>;

/** Where nothing more is on the way: the steps still ahead are not drawn. */
const ENDED: readonly OrderStatus[] = ['cancelled', 'refunded'];

const time = (iso: string | null) => (iso === null ? Number.NEGATIVE_INFINITY : Date.parse(iso));

/**
 * The order's journey (contracts' orderJourney) with the steps it reached dated from its
 * timeline, the detours it took (payment failed, cancelled, refunded) placed where they
 * happened, and, while it is still on its way, the steps ahead. The step the order is in now is
 * 'current'. A journey step the record lacks but a later one implies (orders recorded before
 * their life was, which start where they stood) counts as done, undated.
 */
export function orderTimeline(order: TimelineOrder): TimelineStep[] {
  const journey = orderJourney(order.paymentMethodCode !== 'cash_on_delivery');
  const events = order.timeline;
  const reached = Math.max(
    journey.indexOf(order.status),
    ...events.map((event) => journey.indexOf(event.status)),
  );

  const done: TimelineStep[] = journey.slice(0, reached + 1).map((status, index) => {
    const event = events.find((e) => e.status === status);
    return {
      status,
      at: event?.at ?? (index === 0 ? order.createdAt : null),
      state: 'done',
      detour: false,
      actor: event?.actor ?? null,
      note: event?.note ?? '',
    };
  });
  const detours: TimelineStep[] = events
    .filter((event) => !journey.includes(event.status))
    .map((event) => ({ ...event, state: 'done', detour: true }));

  // Each detour goes after the journey steps reached before it (an undated step keeps its place).
  const steps: TimelineStep[] = [];
  let next = 0;
  let lastTime = Number.NEGATIVE_INFINITY;
  for (const detour of detours) {
    while (next < done.length) {
      const step = done[next]!;
      const when = step.at === null ? lastTime : time(step.at);
      if (when > time(detour.at)) break;
      lastTime = when;
      steps.push(step);
      next++;
    }
    steps.push(detour);
  }
  steps.push(...done.slice(next));

  if (!ENDED.includes(order.status)) {
    for (const status of journey.slice(reached + 1)) {
      steps.push({ status, at: null, state: 'upcoming', detour: false, actor: null, note: '' });
    }
  }

  const current = steps.findLastIndex((step) => step.status === order.status);
  if (current >= 0) steps[current] = { ...steps[current]!, state: 'current' };
  return steps;
}

/**
 * The compact form, for the order list: how far along its journey the order is (null once it
 * left it: cancelled, refunded), and since when it is in its status.
 */
export function orderProgress(order: TimelineOrder): {
  step: number | null;
  steps: number;
  since: string;
} {
  const steps = orderTimeline(order);
  const journey = steps.filter((s) => !s.detour);
  const current = steps.find((s) => s.state === 'current');
  const ended = ENDED.includes(order.status) || order.status === 'payment_failed';
  return {
    step: ended ? null : journey.filter((s) => s.state !== 'upcoming').length,
    steps: journey.length,
    since: current?.at ?? order.timeline.at(-1)?.at ?? order.createdAt,
  };
}
