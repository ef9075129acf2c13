import { Truck } from 'lucide-react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { arrivalDate } from '../delivery-date.ts';

/** What the page knows of delivery: the default shipping method's days, and the clock to count from. */
export interface DeliveryPromise {
  maxDays: number;
  /** The time (ms) the days were read: the server's when it drew the page, so hydration agrees. */
  now: number;
}

/**
 * Issue 29: "Arrives by Sunday 30 Nov" under an in-stock price, from the shop's default
 * shipping method, counted in Kuwait (delivery-date.ts).
 */
export function DeliveryDate({ maxDays, now }: DeliveryPromise) {
  const { t, language } = useTranslation();
  const date = arrivalDate(now, maxDays, language);
  if (!date) return null;
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-neutral-800">
      <Truck aria-hidden className="size-4 shrink-0 text-neutral-600 rtl:-scale-x-100" />
      {t('catalogue.arrivesBy', { weekday: date.weekday, day: date.day, month: date.month })}
    </p>
  );
}
