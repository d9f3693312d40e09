/**
 * The plain form of a chat text that the chat filter reads (docs/adr/0170): what a child sees on
 * screen, with the disguises that do not change what a reader sees taken off. Pure and linear in
 * the length of the text.
 *
 * - Unicode NFKC (full-width letters and digits, ligatures, circled and styled characters become
 *   their ordinary forms: `５５５` → `555`, `．` → `.`);
 * - invisible characters removed (zero-width spaces and joiners, soft hyphens, direction marks,
 *   every default-ignorable code point), so `stu` + zero-width space + `pid` is `stupid`;
 * - accents removed (`stüpid` → `stupid`) and lower case;
 * - Cyrillic and Greek letters that look like Latin ones folded to them (`ѕtupid` → `stupid`);
 * - the decimal digits of every script mapped to 0–9 (Arabic-Indic `٥٥٥` → `555`).
 */

const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
const MARKS = /\p{M}+/gu;
const DIGIT = /\p{Nd}/u;

/** Cyrillic and Greek lower-case letters drawn like a Latin letter (after lower-casing). */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', і: 'i', ї: 'i', ј: 'j', ԁ: 'd', ӏ: 'l', ԛ: 'q', ԝ: 'w', ь: 'b', ү: 'y', һ: 'h', ɡ: 'g',
  α: 'a', β: 'b', γ: 'y', ε: 'e', η: 'n', ι: 'i', κ: 'k', μ: 'u', ν: 'v', ο: 'o', ρ: 'p', σ: 'o', ς: 'c', τ: 't', υ: 'u', χ: 'x', ω: 'w', ϲ: 'c', ϳ: 'j',
  ı: 'i', ł: 'l', ø: 'o', đ: 'd', ß: 'ss', ɑ: 'a', ɩ: 'i', ʏ: 'y', ᴠ: 'v',
};

/**
 * The value 0–9 of a decimal digit of any script. Unicode puts each script's ten digits in a
 * block of its own, zero first, and blocks that follow each other are whole: the digit's value is
 * its distance from the start of its run of digits, modulo 10.
 */
function digitValue(ch: string): string {
  const code = ch.codePointAt(0)!;
  if (code >= 0x30 && code <= 0x39) return ch;
  let start = code;
  while (start > 0 && DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return String((code - start) % 10);
}

/** The plain form of `text` (see the module comment). */
export function plainText(text: string): string {
  const composed = text.normalize('NFKC').replace(INVISIBLE, '');
  const unaccented = composed.normalize('NFD').replace(MARKS, '').normalize('NFC').toLowerCase();
  let out = '';
  for (const ch of unaccented) {
    if (ch < '\u0080') out += ch;
    else if (DIGIT.test(ch)) out += digitValue(ch);
    else out += LOOK_ALIKES[ch] ?? ch;
  }
  return out;
}
