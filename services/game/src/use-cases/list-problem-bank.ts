/** GET /problems (teachers): a page of the problem bank, filtered, worded in the caller's language. */
import type { Language, ProblemBankResponse } from '@mathquest/contracts';
import * as mathsEngine from '../domain/maths-engine.js';
import type { BankQuery } from '../repositories/bank.js';
import type { GameDeps } from './deps.js';

export function createListProblemBank({ bank }: GameDeps) {
  /**
   * `language` is the caller's (the token's claim, as for every problem the game serves): an entry
   * is shown in it when it can be rebuilt as the very problem stored (maths-engine `bankEntryIn`),
   * else as stored (English). Ids, topics and the rest stay as stored: the topic's English name is
   * its identifier, and the web app words it (docs/adr/0204).
   */
  return async function listProblemBank(q: BankQuery, language: Language = 'en'): Promise<ProblemBankResponse['data']> {
    const { problems, total } = await bank.list(q);
    const worded = language === 'en' ? problems : problems.map((p) => ({ ...p, ...mathsEngine.bankEntryIn(p, language) }));
    return { problems: worded, total, page: q.page, limit: q.limit };
  };
}
