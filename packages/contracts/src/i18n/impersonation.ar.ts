import type { impersonationEn } from './impersonation.en.ts';

export const impersonationAr: Record<keyof typeof impersonationEn, string> = {
  'impersonation.impersonatedAs': 'تتصفح باسم',
  'impersonation.finish': 'إنهاء الجلسة',
  'impersonation.finished': 'انتهت الجلسة',
};
