import type { QueryClient } from '@tanstack/react-query';
import { staticPageQueryOptions } from './api/get-static-page.ts';

/** A static page's data, by its address (null: not an address, nothing to ask). */
export function prefetchStaticPage(client: QueryClient, address: string | null): Promise<void>[] {
  return address === null ? [] : [client.prefetchQuery(staticPageQueryOptions(address))];
}

/**
 * A static page's address as the URL writes it after `/pages/` (percent-encoded, any case), as
 * the API looks it up; null when it cannot be one.
 */
export function pageAddressOf(written: string | undefined): string | null {
  if (!written) return null;
  try {
    return decodeURIComponent(written).toLowerCase() || null;
  } catch {
    return null;
  }
}
