import type { paymentsEn } from './payments.en.ts';

export const paymentsAr: Record<keyof typeof paymentsEn, string> = {};
