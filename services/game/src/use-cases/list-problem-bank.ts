/** GET /problems (teachers): a page of the problem bank, filtered. */
import type { ProblemBankResponse } from '@mathquest/contracts';
import type { BankQuery } from '../repositories/bank.js';
import type { GameDeps } from './deps.js';

export function createListProblemBank({ bank }: GameDeps) {
  return async function listProblemBank(q: BankQuery): Promise<ProblemBankResponse['data']> {
    const { problems, total } = await bank.list(q);
    return { problems, total, page: q.page, limit: q.limit };
  };
}
