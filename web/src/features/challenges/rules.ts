/** The Challenge Arena's rules (docs/product/social.md#challenges--built); the shared ones are in packages/contracts/src/rules/challenges.ts. */
import { challengePrizePool, CHALLENGE_TOPICS, DELETED_USER_ID, type Challenge, type ChallengeTopic } from '@mathquest/contracts';
import type { IntlShape } from 'react-intl';

/** Wins, total battles (completed), win rate = wins ÷ completed, rounded, in percent. */
export function challengeStats(completed: ReadonlyArray<Pick<Challenge, 'winnerId'>>, me: string): { wins: number; total: number; winRate: number } {
  const wins = completed.filter((c) => c.winnerId === me).length;
  const total = completed.length;
  return { wins, total, winRate: total ? Math.round((wins / total) * 100) : 0 };
}

/** A wager or prize in words: "40 coins + 2 gems"; `none` ('challenges.noWager', 'challenges.noPrize') when there is none. */
export function amountText(intl: IntlShape, coins: number, gems: number, none = 'challenges.noWager'): string {
  const parts = [coins ? intl.formatMessage({ id: 'challenges.coins' }, { count: coins }) : '', gems ? intl.formatMessage({ id: 'challenges.gems' }, { count: gems }) : ''].filter(Boolean);
  return parts.length ? parts.join(' + ') : intl.formatMessage({ id: none });
}

/** The active prize pool: what the winner is paid, the shared rule (twice the wager in each currency). */
export function prizePool(intl: IntlShape, c: Pick<Challenge, 'wagerCoins' | 'wagerGems'>): string {
  const pot = challengePrizePool(c);
  return amountText(intl, pot.coins, pot.gems, 'challenges.noPrize');
}

/** A topic's position in CHALLENGE_TOPICS: the value of the `challenges.topic` message's select (`t0`, `t1`...). */
export function topicWord(topic: string): string {
  const at = CHALLENGE_TOPICS.indexOf(topic as ChallengeTopic);
  return at < 0 ? 'other' : `t${at}`;
}

/** A topic in the reader's language; a topic this app does not know yet stays as the server named it. */
export function topicName(intl: IntlShape, topic: string): string {
  const word = topicWord(topic);
  return word === 'other' ? topic : intl.formatMessage({ id: 'challenges.topic' }, { topic: word });
}

/** The challenge with an erased account's side named in the reader's language ('deleted user'); other names stay as they are. */
export function withShownNames<C extends Pick<Challenge, 'challengerId' | 'challengerName' | 'opponentId' | 'opponentName'>>(intl: IntlShape, c: C): C {
  if (c.challengerId !== DELETED_USER_ID && c.opponentId !== DELETED_USER_ID) return c;
  const deleted = intl.formatMessage({ id: 'challenges.deletedUser' });
  return { ...c, ...(c.challengerId === DELETED_USER_ID ? { challengerName: deleted } : {}), ...(c.opponentId === DELETED_USER_ID ? { opponentName: deleted } : {}) };
}
