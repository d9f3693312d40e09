import type { DifficultyBand } from '@mathquest/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { teacherKeys } from './keys';
import { teacherApi } from './teacher-api';

export interface ProblemBankFilter {
  difficulty?: DifficultyBand;
  topic?: string;
  grade?: number;
}

/** GET /api/game/problems: the problem bank (teachers only), filtered on the server by band, topic and grade. */
export const getProblemBank = (filter: ProblemBankFilter) => teacherApi.problemBank(filter);

export const problemBankQueryOptions = (filter: ProblemBankFilter) =>
  queryOptions({ queryKey: teacherKeys.problemBank(filter), queryFn: () => getProblemBank(filter) });

/**
 * One page of the bank; `enabled: false` asks nothing (the new assignment page asks a filtered page
 * only once a filter is set). While a changed filter's page loads, the last page stays on show.
 */
export function useProblemBank(filter: ProblemBankFilter, options: { enabled?: boolean } = {}) {
  return useQuery({ ...problemBankQueryOptions(filter), enabled: options.enabled ?? true, placeholderData: keepPreviousData });
}
