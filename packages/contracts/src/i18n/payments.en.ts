/** Strings of payments (issue 6). */
export const paymentsEn = {} as const;
