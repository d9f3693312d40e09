/**
 * What an account export reads of the social module's Redis besides the stores that already answer it
 * (docs/product/privacy.md): the account's value on each leaderboard and its directory entry.
 */
import { LEADERBOARD_TYPES } from '@mathquest/contracts';
import type { Redis } from 'ioredis';
import { boardKey } from '../../../ports/progress.js';
import { socialGroupsKey } from '../../directory/repositories/social-directory-repository.js';

export interface AccountStandingsReader {
  standings(userId: string): Promise<Array<{ board: string; value: number }>>;
  directoryEntry(userId: string): Promise<Record<string, string>>;
}

export function redisAccountStandings(redis: Redis): AccountStandingsReader {
  return {
    async standings(userId) {
      const scores = await Promise.all(LEADERBOARD_TYPES.map((t) => redis.zscore(boardKey(t), userId)));
      return LEADERBOARD_TYPES.flatMap((board, i) => (scores[i] === null || scores[i] === undefined ? [] : [{ board, value: Number(scores[i]) }]));
    },
    directoryEntry: (userId) => redis.hgetall(socialGroupsKey(userId)),
  };
}
