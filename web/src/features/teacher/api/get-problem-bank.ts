import type { DifficultyBand, Language } from '@mathquest/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../stores/session';
import { teacherKeys } from './keys';
import { teacherApi } from './teacher-api';

export interface ProblemBankFilter {
  difficulty?: DifficultyBand;
  topic?: string;
  grade?: number;
}

/** GET /api/game/problems: the problem bank (teachers only), filtered on the server by band, topic and grade. */
export const getProblemBank = (filter: ProblemBankFilter) => teacherApi.problemBank(filter);

/** A page of the bank as the server words it in `language` (the account's, which its token carries: docs/adr/0188). */
export const problemBankQueryOptions = (filter: ProblemBankFilter, language: Language) =>
  queryOptions({ queryKey: teacherKeys.problemBank(filter, language), queryFn: () => getProblemBank(filter) });

/**
 * One page of the bank in the account's language; `enabled: false` asks nothing (the new
 * assignment page asks a filtered page only once a filter is set). While a changed filter's page
 * loads, the last page stays on show.
 */
export function useProblemBank(filter: ProblemBankFilter, options: { enabled?: boolean } = {}) {
  const language = useSession((s) => s.user?.language ?? 'en');
  return useQuery({ ...problemBankQueryOptions(filter, language), enabled: options.enabled ?? true, placeholderData: keepPreviousData });
}
