import type { Order } from '@storefront/contracts/orders';
import { Check, X } from 'lucide-react';
import { isolate } from '../../../lib/forms/bidi.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { orderTimeline, type TimelineStep } from '../timeline-steps.ts';
import { OrderDate } from './order-date.tsx';

/**
 * The order's life (issue 15): the steps of its journey, the ones reached marked and dated, the
 * one it is in now emphasised (aria-current="step"), a cancel or a refund where it happened with
 * its note. A list under the caller's heading ("Order status").
 */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation();
  const steps = orderTimeline(order);
  return (
    <ol>
      {steps.map((step, index) => (
        <li
          key={`${step.status}-${step.at ?? index}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className="relative flex gap-3 pb-5 last:pb-0"
        >
          {index < steps.length - 1 && (
            <span
              aria-hidden
              className={`absolute start-[11px] top-7 bottom-1 w-0.5 rounded-full ${
                steps[index + 1]?.state === 'upcoming' ? 'bg-neutral-200' : 'bg-primary-strong'
              }`}
            />
          )}
          <Marker step={step} />
          <div className="min-w-0 pt-0.5">
            <p
              className={
                step.state === 'current'
                  ? 'font-bold text-neutral-900'
                  : step.state === 'done'
                    ? 'font-medium text-neutral-800'
                    : 'text-neutral-600'
              }
            >
              {t(`orders.status.${step.status}`)}
              {step.state !== 'current' && (
                <span className="sr-only">
                  {' '}
                  ({t(step.state === 'done' ? 'orders.timeline.done' : 'orders.timeline.upcoming')})
                </span>
              )}
            </p>
            {step.at && (
              <p className="text-sm text-neutral-600">
                <OrderDate iso={step.at} withTime />
              </p>
            )}
            <StepNote step={step} />
          </div>
        </li>
      ))}
    </ol>
  );
}

function Marker({ step }: { step: TimelineStep }) {
  const stopped = step.detour;
  const base = 'relative flex size-6 shrink-0 items-center justify-center rounded-full';
  if (step.state === 'upcoming') {
    return <span aria-hidden className={`${base} border-2 border-neutral-300 bg-white`} />;
  }
  const ring = step.state === 'current' ? ' ring-4 ring-primary/25' : '';
  return (
    <span
      aria-hidden
      className={`${base}${ring} ${stopped ? 'bg-neutral-700' : 'bg-primary-strong'} text-white`}
    >
      {stopped ? <X className="size-3.5" /> : <Check className="size-3.5" />}
    </span>
  );
}

/** What the event says: the shop's reason as a sentence, a person's words as they wrote them. */
function StepNote({ step }: { step: TimelineStep }) {
  const { t } = useTranslation();
  if (!step.note) return null;
  const text =
    step.actor === 'system'
      ? step.note === 'payment_expired'
        ? t('orders.timeline.paymentExpired')
        : null
      : step.actor === 'staff'
        ? t('orders.timeline.staffNote', { note: isolate(step.note) })
        : t('orders.timeline.shopperNote', { note: isolate(step.note) });
  return text ? <p className="mt-1 text-sm break-words text-neutral-700">{text}</p> : null;
}
