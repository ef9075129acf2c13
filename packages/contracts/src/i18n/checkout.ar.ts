import type { checkoutEn } from './checkout.en.ts';

export const checkoutAr: Record<keyof typeof checkoutEn, string> = {};
