import type { LanguageCode } from '@storefront/contracts';
import {
  DASHBOARD_DAYS,
  DASHBOARD_PERIODS,
  type Dashboard,
  type DashboardDay,
  type DashboardFigures,
  type DashboardPeriod,
  type DashboardPeriodFigures,
  TOP_PRODUCTS,
} from '@storefront/contracts/admin-dashboard';
import { SHOP_TIME_ZONE } from '@storefront/contracts/order-rules';
import type { Db } from '../../../db/client.ts';
import { lowStock } from '../../catalogue/service.ts';
import { paidAtTheDoorProviderIds } from '../../payments/service.ts';
import { bestSellers, openOrderCounts, salesByDay } from './queries.ts';

/**
 * GET admin/dashboard (issue 26): what sold, what waits and what runs out, for staff who see
 * orders. The orders' figures are this module's; low stock is the catalogue's and which orders
 * are paid at the door the payments module's, each asked through its service. Every figure is
 * exact (integer fils summed by PostgreSQL); docs/admin.md says what each one counts.
 */

const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) it is in `timeZone` at `at`. */
export function dayIn(at: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
}

/** `day` moved by `days` calendar days (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function figuresOf(days: readonly DashboardDay[]): DashboardFigures {
  let sales = 0;
  let orders = 0;
  for (const day of days) {
    sales += day.sales;
    orders += day.orders;
  }
  return { sales, orders, averageOrderValue: orders === 0 ? 0 : Math.round(sales / orders) };
}

/**
 * Each period (today, 7 days, 30 days) against the as many days just before it, from the
 * daily figures of the last 2 × 30 days (`days`, oldest first, every day present, today last).
 */
function periodsOf(days: readonly DashboardDay[]): Dashboard['periods'] {
  const period = (length: number): DashboardPeriodFigures => {
    const current = days.slice(days.length - length);
    const previous = days.slice(days.length - 2 * length, days.length - length);
    return {
      from: current[0]!.day,
      to: current[current.length - 1]!.day,
      current: figuresOf(current),
      previous: figuresOf(previous),
    };
  };
  const entries = Object.entries(DASHBOARD_PERIODS) as [DashboardPeriod, number][];
  return Object.fromEntries(
    entries.map(([name, length]) => [name, period(length)]),
  ) as Dashboard['periods'];
}

export async function readDashboard(
  db: Db,
  lang: LanguageCode,
  now = new Date(),
  timeZone = SHOP_TIME_ZONE,
): Promise<Dashboard> {
  const today = dayIn(now, timeZone);
  // Enough days for the longest period and the one before it.
  const span = 2 * Math.max(DASHBOARD_DAYS, ...Object.values(DASHBOARD_PERIODS));
  const first = addDays(today, 1 - span);
  const monthStart = addDays(today, 1 - DASHBOARD_DAYS);

  const [sold, top, low, cashProviders] = await Promise.all([
    salesByDay(db, first, today, timeZone),
    bestSellers(db, lang, { fromDay: monthStart, toDay: today, timeZone }, TOP_PRODUCTS),
    lowStock(db, lang),
    paidAtTheDoorProviderIds(db),
  ]);
  const open = await openOrderCounts(db, cashProviders);

  const byDay = new Map(sold.map((row) => [row.day, row]));
  const days: DashboardDay[] = Array.from({ length: span }, (_, i) => {
    const day = addDays(first, i);
    const row = byDay.get(day);
    return { day, sales: row?.sales ?? 0, orders: row?.orders ?? 0 };
  });

  return {
    timeZone,
    today,
    periods: periodsOf(days),
    daily: days.slice(span - DASHBOARD_DAYS),
    topProducts: top,
    lowStock: low,
    toShip: { orders: open.toShip },
    cashToCollect: { orders: open.cashOrders, amount: open.cashAmount },
  };
}
