import { type StorageArea, storeTokens, type TokenPair } from '@storefront/client/storage';
import type { QueryClient } from '@tanstack/react-query';

/** Query keys whose data is the same for every visitor (theme, menus, languages). */
const sharedData = new Set<unknown>(['theme', 'menus', 'locale']);

/**
 * A new person is signed in (login, registration): store their tokens (spec 4: where depends on
 * "remember me"; a customer is never a guest) and drop every cached answer that belonged to the
 * previous user (cart, wishlist, account). What every visitor sees alike stays, so the header
 * does not blink while the next page loads.
 */
export function startSignedInSession(
  queryClient: QueryClient,
  tokens: TokenPair,
  where: StorageArea,
): void {
  storeTokens(tokens, where, false);
  queryClient.removeQueries({ predicate: (query) => !sharedData.has(query.queryKey[0]) });
}
