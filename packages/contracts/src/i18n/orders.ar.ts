import type { ordersEn } from './orders.en.ts';

export const ordersAr: Record<keyof typeof ordersEn, string> = {};
