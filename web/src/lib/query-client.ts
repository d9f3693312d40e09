import { QueryClient } from '@tanstack/react-query';
import { ClientErrorCode, isApiError } from './api-client';

/**
 * Server state of the web app (docs/adr/0190): one TanStack Query cache for every read, shared by
 * the screens, the mutations that change what they show and the realtime pushes that invalidate
 * it (lib/realtime-events.ts).
 *
 * - A read is retried once, and only when the failure may pass (no answer, a time-out, a 5xx); a
 *   refusal (4xx) or an answer of the wrong shape is shown at once.
 * - A screen that opens shows what the cache holds at once and reads again behind it (no stale
 *   time): writes made outside a mutation hook still show on the next visit. Mutations and pushes
 *   invalidate what they change, so a screen already open reads again too.
 */
export function retryTransient(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error)) return false;
  return error.code === ClientErrorCode.NETWORK_ERROR || error.code === ClientErrorCode.TIMEOUT || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryTransient, staleTime: 0, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache (app/provider.tsx); the realtime pushes invalidate its queries. */
export const queryClient = createQueryClient();
