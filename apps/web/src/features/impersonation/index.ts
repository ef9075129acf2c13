/**
 * Impersonation (API module `impersonation`): the staff page's customer picker and the banner shown while
 * a staff member acts as a customer.
 */
export { CustomerPicker } from './components/customer-picker.tsx';
export { loadImpersonationBanner } from './components/load-impersonation-banner.ts';
