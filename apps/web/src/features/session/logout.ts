import { clearSession } from '../../lib/storage.ts';

/** Spec 4: logout clears both storages and returns to /; the reload starts a fresh guest. */
export function logout(): void {
  clearSession();
  window.location.assign('/');
}
