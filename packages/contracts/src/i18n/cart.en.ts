/** Strings of the cart (issue 5). */
export const cartEn = {} as const;
