/**
 * The one message helper for counted words, places, articles and lists, shared by the servers'
 * messages and the web app (docs/product/web.md, wording): '1 student', '0 students', '2nd',
 * 'an uncommon chest', 'Ann and Bo'. Plurals and places come from Intl.PluralRules, lists from
 * Intl.ListFormat, never from string concatenation at the call site.
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
