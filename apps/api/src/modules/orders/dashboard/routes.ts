import { LOW_STOCK_MAX } from '@storefront/contracts/admin-catalogue';
import {
  dashboardSchema,
  LOW_STOCK_ROWS,
  TOP_PRODUCTS,
} from '@storefront/contracts/admin-dashboard';
import * as endpoints from '@storefront/contracts/endpoints/admin/dashboard';
import { SHOP_TIME_ZONE } from '@storefront/contracts/order-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/route.ts';
import { readDashboard } from './service.ts';

/** The back office's dashboard (issue 26): GET admin/dashboard. */
export const orderDashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  route(app, endpoints.getAdminDashboard, {
    schema: {
      tags: ['admin'],
      summary: 'The dashboard: sales, orders and average order value; best sellers; low stock',
      description:
        `Days are calendar days in the shop's time zone (${SHOP_TIME_ZONE}); amounts are fils. ` +
        'Sales are the totals (shipping in, discounts out) of the orders placed in the period ' +
        'that are placed, paid, processing, shipped or delivered: not those awaiting or failing ' +
        'their card payment, not cancelled ones, not refunded ones (the orders table records no ' +
        'partial refunds). periods: today, week (today and the 6 days before) and month (today ' +
        'and the 29 before), each with the as many days just before it (previous), for the ' +
        'change. averageOrderValue = sales ÷ orders, rounded to the fils (0 without orders). ' +
        `daily: the last 30 days, oldest first, every day present. topProducts: the ${TOP_PRODUCTS} ` +
        'products sold most in the month by units (then revenue: the lines’ totals, before ' +
        'order-wide discounts), named in the request’s language as last sold. lowStock: visible ' +
        `products without variations, and variations, with ${LOW_STOCK_MAX} units or fewer (0 ` +
        `included), fewest first, ${LOW_STOCK_ROWS} rows and the total. toShip: orders placed, ` +
        'paid or processing. cashToCollect: orders paid at the door (cash on delivery) placed, ' +
        'processing or shipped, and the sum of their totals.',
      security: [{ bearer: [] }],
      response: { 200: dashboardSchema },
    },
    handler: async (request) => readDashboard(db, request.lang),
  });
};
