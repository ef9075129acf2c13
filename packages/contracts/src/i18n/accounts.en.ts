/** Strings of the account pages: login, register, password reset, account information. */
export const accountsEn = {
  'login.title': 'Log in',
} as const;
