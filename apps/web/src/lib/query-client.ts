import { QueryClient } from '@tanstack/react-query';
import { APP_TIMINGS } from '@souqna/contracts';
import { ApiError } from './api-error.ts';
import { onAppReset } from './app-reset.ts';

/** Client errors (4xx) are answers, not accidents: they are not retried. */
const shouldRetry = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** Server state (60 s fresh by default, spec §9). Loaded with the first page that reads the server. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: APP_TIMINGS.queryStaleMs, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

onAppReset(() => queryClient.clear());
