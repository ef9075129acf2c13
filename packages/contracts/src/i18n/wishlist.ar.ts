import type { wishlistEn } from './wishlist.en.ts';

export const wishlistAr: Record<keyof typeof wishlistEn, string> = {};
