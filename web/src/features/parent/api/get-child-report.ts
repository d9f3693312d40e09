import { queryOptions, useQuery } from '@tanstack/react-query';
import { parentApi } from './parent-api';

/** GET /api/game/children/{childId}/report: the child's recent practice for their parent. */
export const getChildReport = (childId: string) => parentApi.report(childId);

export const childReportQueryOptions = (childId: string) =>
  queryOptions({ queryKey: ['parent', 'child', childId, 'report'] as const, queryFn: () => getChildReport(childId) });

export function useChildReport(childId: string) {
  return useQuery(childReportQueryOptions(childId));
}
