/** Strings of the wishlist (issue 5). */
export const wishlistEn = {} as const;
