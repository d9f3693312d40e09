/**
 * What a Spanish-speaking teacher checks in a problem's Spanish text (docs/maths/languages.md): no
 * template placeholder left, and no English word left. Pure, so the property suite
 * (src/language/spanish.test.ts) and one-off audits share them.
 */

/** Placeholders a template left: "${", "undefined", "NaN", "{x}", "[object". */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\$\{|\bundefined\b|\bNaN\b|\{[a-z]+\}|\[object/g)].map((m) => m[0]);
}

/**
 * Common English words that are not Spanish words. Left out on purpose: words that are also Spanish
 * ("a", "no", "me", "con", "son", "has", "ten", "total", "final") and unit abbreviations ("in", "ft", "lb", "oz").
 */
const ENGLISH = new Set(
  (
    'the and of is are was were be been what how many much each have had with this that these those which who whose ' +
    'find write work out answer check so then than more less into from for by her his its it you your they their there ' +
    'when where why if or not does do did can could should would will shall an at on to up down over under ' +
    'number numbers times equal equals left right angle angles acute obtuse straight prime composite neither ' +
    'greater smaller bigger larger same sum difference product quotient remainder fraction fractions ' +
    'multiply add subtract round nearest place value tens ones hundreds thousands digit digits ' +
    'box type line plot side sides area perimeter long wide feet foot inches inch yards pounds ounces cups gallons quarts ' +
    'hours minutes seconds dollars cents people books seats every all some one two three four five six seven eight nine ' +
    'first second third last next step steps makes make get gets got about between both only also too very ' +
    'start starts starting buys bought sells sold gives gave shares shared left over pattern rule symmetry shape triangle ' +
    'square rectangle measure measures measured true false yes'
  ).split(' '),
);

/** English words left in a Spanish text (letters only; one-letter names of variables and points are fine). */
export function englishLeftovers(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\p{L}+/gu)) {
    const w = m[0].toLowerCase();
    if (ENGLISH.has(w)) out.push(m[0]);
  }
  return out;
}
