/** Strings of addresses (issue 6). */
export const addressesEn = {} as const;
