import { isApiError } from '@storefront/client/api-error';
import { QueryClient } from '@tanstack/react-query';

/** A refusal (4xx) is an answer, not a hiccup: only network and server failures are retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}
