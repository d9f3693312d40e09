/**
 * Words of the web app (docs/product/web.md, wording). Counted words, places, articles and lists
 * come from the shared message helper of the contracts, so the servers' messages and the screens
 * say them alike.
 */
import { listText, ordinalText, plural } from '@mathquest/contracts';

export { listText, ordinalText, plural, pluralWord, withArticle } from '@mathquest/contracts';

/** '0 days', '1 day', '12 days'. */
export const daysText = (n: number) => plural(n, 'day');

/** '1 problem left today', '0 problems left today'. */
export const problemsLeftText = (n: number) => `${plural(n, 'problem')} left today`;

/** Standings' tie rule (standard competition ranking): the winners are every player in first place. */
export function winnersOf<T extends { rank: number }>(players: readonly T[]): T[] {
  return players.filter((p) => p.rank === 1);
}

/** 'Ann wins.', or for a shared first place "It's a tie! Ann and Bo share first place." */
export function winnerText(players: ReadonlyArray<{ rank: number; username: string }>): string {
  const winners = winnersOf(players);
  if (winners.length === 0) return '';
  if (winners.length === 1) return `${winners[0]!.username} wins.`;
  return `It's a tie! ${listText(winners.map((w) => w.username))} share first place.`;
}

/** '1st', or '1st (tied)' when another player has the same place. */
export function placeText(rank: number, players: ReadonlyArray<{ rank: number }>): string {
  const tied = players.filter((p) => p.rank === rank).length > 1;
  return tied ? `${ordinalText(rank)} (tied)` : ordinalText(rank);
}
