import type { IntlShape } from 'react-intl';

/** Standings' tie rule (standard competition ranking): the winners are every player in first place. */
export function winnersOf<T extends { rank: number }>(players: readonly T[]): T[] {
  return players.filter((p) => p.rank === 1);
}

/** 'Ann wins.', or for a shared first place "It's a tie! Ann and Bo share first place.", in the reader's language. */
export function winnerText(intl: IntlShape, players: ReadonlyArray<{ rank: number; username: string }>): string {
  const winners = winnersOf(players);
  if (winners.length === 0) return '';
  if (winners.length === 1) return intl.formatMessage({ id: 'multiplayer.results.wins' }, { name: winners[0]!.username });
  return intl.formatMessage({ id: 'multiplayer.results.tie' }, { names: intl.formatList(winners.map((w) => w.username), { type: 'conjunction' }) });
}

/** '1st', or '1st (tied)' when another player has the same place ('1.º (empate)'). */
export function placeOf(intl: IntlShape, rank: number, players: ReadonlyArray<{ rank: number }>): string {
  const tied = players.filter((p) => p.rank === rank).length > 1;
  return intl.formatMessage({ id: 'multiplayer.results.place' }, { rank, tied: String(tied) });
}
