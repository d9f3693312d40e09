import type { UseQueryResult } from '@tanstack/react-query';
import { useLoggedFailure } from './use-logged-failure';

/**
 * The state of a screen that shows once all its reads have answered (docs/adr/0190): `failed`
 * when one has failed with nothing to show (logged once as `Failed to load {what}`), and `retry`
 * reads again only the failed ones. Each read stays its own query, cached and invalidated alone.
 */
export function usePageReads(reads: ReadonlyArray<UseQueryResult<unknown>>, what: string): { failed: boolean; ready: boolean; retry: () => void } {
  const failedRead = reads.find((r) => r.isError && r.data === undefined);
  useLoggedFailure(failedRead?.error ?? null, `Failed to load ${what}`);
  return {
    failed: failedRead !== undefined,
    ready: reads.every((r) => r.data !== undefined),
    retry: () => {
      for (const r of reads) if (r.isError) void r.refetch();
    },
  };
}
