import type { cartEn } from './cart.en.ts';

export const cartAr: Record<keyof typeof cartEn, string> = {};
