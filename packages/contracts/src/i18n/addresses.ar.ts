import type { addressesEn } from './addresses.en.ts';

export const addressesAr: Record<keyof typeof addressesEn, string> = {};
