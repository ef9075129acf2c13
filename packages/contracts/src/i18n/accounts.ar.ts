import type { accountsEn } from './accounts.en.ts';

export const accountsAr: Record<keyof typeof accountsEn, string> = {
  'login.title': 'تسجيل الدخول',
};
