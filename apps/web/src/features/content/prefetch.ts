import type { QueryClient } from '@tanstack/react-query';
import { staticPageQueryOptions } from './api/get-static-page.ts';

/** A static page's data, by its id (null: not an id, nothing to ask). */
export function prefetchStaticPage(client: QueryClient, pageId: number | null): Promise<void>[] {
  return pageId === null ? [] : [client.prefetchQuery(staticPageQueryOptions(pageId))];
}
