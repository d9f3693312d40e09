import { queryOptions, useQuery } from '@tanstack/react-query';
import { parentKeys } from './keys';
import { parentApi } from './parent-api';

/** GET /api/game/children/{childId}/report: the child's recent practice for their parent. */
export const getChildReport = (childId: string) => parentApi.report(childId);

export const childReportQueryOptions = (childId: string) =>
  queryOptions({ queryKey: parentKeys.childReport(childId), queryFn: () => getChildReport(childId) });

/** The child's report; `throwOnError` hands a failure to the panel's boundary (components/panel-boundary.tsx). */
export function useChildReport(childId: string, options: { throwOnError?: boolean } = {}) {
  return useQuery({ ...childReportQueryOptions(childId), throwOnError: options.throwOnError ?? false });
}
