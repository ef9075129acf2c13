import { ORDER_ACCESS_HEADER } from '@storefront/contracts/order-rules';
import { useSyncExternalStore } from 'react';

/**
 * The keys POST orders/lookup gives (one per order found by number and email), kept in this
 * tab's sessionStorage: a reload of /track-order?number=… shows the order again, and closing the
 * tab forgets them, as a guest on a borrowed device would want.
 */
const storageKey = (orderId: number) => `orderAccess:${orderId}`;

/** Storage can throw (privacy modes, sandboxed frames): then the key lives as long as the page. */
function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function readOrderAccess(orderId: number): string | null {
  try {
    return session()?.getItem(storageKey(orderId)) ?? null;
  } catch {
    return null;
  }
}

export function storeOrderAccess(orderId: number, accessToken: string): void {
  try {
    session()?.setItem(storageKey(orderId), accessToken);
  } catch {
    // A full or blocked storage only costs the reload: the page keeps the key in memory.
  }
  notify();
}

export function forgetOrderAccess(orderId: number): void {
  try {
    session()?.removeItem(storageKey(orderId));
  } catch {
    // Nothing was stored then.
  }
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The stored key to an order, or null. Null on the server and while hydrating: the page the
 * server drew (the form) is what the browser first draws too, then the order follows.
 */
export function useStoredOrderAccess(orderId: number | null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (orderId === null ? null : readOrderAccess(orderId)),
    () => null,
  );
}

/** The header that opens an order found by number and email; none for the caller's own. */
export function accessHeaders(access: string | null | undefined): Record<string, string> {
  return access ? { [ORDER_ACCESS_HEADER]: access } : {};
}
