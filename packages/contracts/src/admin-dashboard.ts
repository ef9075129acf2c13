import { z } from 'zod';
import type { OrderStatus } from './order-status.ts';

/**
 * The back office's dashboard (issue 26): GET admin/dashboard, for staff who see orders. Money
 * is integer fils, counts are whole numbers, days are calendar days in the shop's time zone
 * (SHOP_TIME_ZONE, order-rules.ts). docs/admin.md ("The dashboard") says what each figure counts.
 */

/**
 * The statuses whose orders are sales: taken and not undone. Left out: orders still awaiting
 * their card payment or whose payment failed (no money yet), cancelled ones, and refunded ones
 * (the order's whole payment was given back; the orders table records no partial refunds).
 */
export const SALES_STATUSES = [
  'placed',
  'paid',
  'processing',
  'shipped',
  'delivered',
] as const satisfies readonly OrderStatus[];

/** Orders waiting to leave the shop: placed (cash), paid (card), or being prepared. */
export const TO_SHIP_STATUSES = [
  'placed',
  'paid',
  'processing',
] as const satisfies readonly OrderStatus[];

/** Orders paid at the door that have not reached it yet (nor been cancelled). */
export const CASH_TO_COLLECT_STATUSES = [
  'placed',
  'processing',
  'shipped',
] as const satisfies readonly OrderStatus[];

/** How many days the daily series covers: today and the 29 days before it. */
export const DASHBOARD_DAYS = 30;
/** The periods the figures are given for, in days (today alone, a week, a month). */
export const DASHBOARD_PERIODS = { today: 1, week: 7, month: 30 } as const;
export type DashboardPeriod = keyof typeof DASHBOARD_PERIODS;
/** How many products the best sellers list. */
export const TOP_PRODUCTS = 5;
/** How many low-stock rows are listed (the total says how many there are in all). */
export const LOW_STOCK_ROWS = 10;

const figuresSchema = z.object({
  /** Fils: the sum of the orders' totals (shipping in, discounts out). */
  sales: z.number().int(),
  orders: z.number().int(),
  /** Fils: sales ÷ orders, rounded to the nearest fils; 0 without orders. */
  averageOrderValue: z.number().int(),
});
export type DashboardFigures = z.infer<typeof figuresSchema>;

const periodSchema = z.object({
  /** The first and last day of the period (YYYY-MM-DD), the last being today. */
  from: z.iso.date(),
  to: z.iso.date(),
  current: figuresSchema,
  /** The same number of days just before `from`. */
  previous: figuresSchema,
});
export type DashboardPeriodFigures = z.infer<typeof periodSchema>;

export const dashboardDaySchema = z.object({
  day: z.iso.date(),
  sales: z.number().int(),
  orders: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const topProductSchema = z.object({
  productId: z.number().int(),
  /** In the request's language, as it was last sold. */
  name: z.string(),
  units: z.number().int(),
  /** Fils: the lines' totals, before order-wide discounts. */
  revenue: z.number().int(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

export const lowStockItemSchema = z.object({
  productId: z.number().int(),
  /** Null for a product without variations. */
  variationId: z.number().int().nullable(),
  /** The product's name in the request's language. */
  name: z.string(),
  /** The variation's option values ("Red / L"), null for a product without variations. */
  variation: z.string().nullable(),
  sku: z.string(),
  stock: z.number().int(),
});
export type LowStockItem = z.infer<typeof lowStockItemSchema>;

/** GET admin/dashboard. */
export const dashboardSchema = z.object({
  timeZone: z.string(),
  /** Today in the shop's time zone (YYYY-MM-DD). */
  today: z.iso.date(),
  periods: z.object({ today: periodSchema, week: periodSchema, month: periodSchema }),
  /** The last DASHBOARD_DAYS days, oldest first, every day present (0 without sales). */
  daily: z.array(dashboardDaySchema),
  topProducts: z.array(topProductSchema),
  lowStock: z.object({
    /** Stock at or below this is listed (0 included). */
    threshold: z.number().int(),
    items: z.array(lowStockItemSchema),
    /** How many products and variations are low in all. */
    total: z.number().int(),
  }),
  toShip: z.object({ orders: z.number().int() }),
  cashToCollect: z.object({ orders: z.number().int(), amount: z.number().int() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
