/** Strings of checkout (issue 6). */
export const checkoutEn = {} as const;
