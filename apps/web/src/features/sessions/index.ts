/**
 * Sessions (API module `sessions`): who the calls are made for (guest, customer, impersonated
 * customer), the guest start, staff detection and logout. Everything that needs a user uses it.
 */
export { bootstrapSession } from './bootstrap-session.ts';
export { readSession, useIsStaff, useSession } from './hooks/use-session.ts';
export { isLoggingOut, logout } from './logout.ts';
