/** Strings of orders (issue 6). */
export const ordersEn = {} as const;
