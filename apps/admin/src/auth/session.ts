import { readToken, subscribeToStorage } from '@storefront/client/storage';
import { useSyncExternalStore } from 'react';

const hasToken = () => readToken('accessToken') !== null;

/** True while the admin's own tokens (admin.accessToken) are stored, in this tab or another. */
export function useHasSession(): boolean {
  return useSyncExternalStore(subscribeToStorage, hasToken, () => false);
}
