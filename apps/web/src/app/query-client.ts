import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change on retry; a network blip or 5xx might.
      retry: (failures, error) =>
        failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
  },
});
