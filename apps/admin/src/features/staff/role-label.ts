import type { StaffRole } from '@storefront/contracts/staff';
import type { AdminLanguage } from '../../i18n/catalogue.ts';

export const roleLabel = (role: Pick<StaffRole, 'name'>, lang: AdminLanguage) =>
  (lang === 'ar' && role.name.ar) || role.name.en;
