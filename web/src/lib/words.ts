/**
 * Counted words, places, articles and lists, so a child never reads '1 days', 'a uncommon chest'
 * or '0 students' with the wrong form (docs/product/web.md, wording). Plurals and places come from
 * Intl.PluralRules, lists from Intl.ListFormat: never from string concatenation at the call site.
 */
const LOCALE = 'en';
const cardinal = new Intl.PluralRules(LOCALE);
const ordinal = new Intl.PluralRules(LOCALE, { type: 'ordinal' });
const ORDINAL_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** '0 days', '1 day', '12 days': the count and its word in the form the count takes. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString(LOCALE)} ${pluralWord(n, one, many)}`;
}

/** The word alone in the form `n` takes: 'student' for 1, 'students' otherwise. */
export function pluralWord(n: number, one: string, many = `${one}s`): string {
  return cardinal.select(n) === 'one' ? one : many;
}

/** '1st', '2nd', '3rd', '4th', '11th', '22nd'. */
export function ordinalText(n: number): string {
  return `${n}${ORDINAL_SUFFIX[ordinal.select(n)] ?? 'th'}`;
}

/** 'a rare', 'an uncommon', 'an epic': the indefinite article by the word's first sound (vowel letter). */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/** 'Ann', 'Ann and Bo', 'Ann, Bo and Cy'. */
export function listText(items: readonly string[]): string {
  return new Intl.ListFormat(LOCALE, { style: 'long', type: 'conjunction' }).format(items);
}

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
