/**
 * Input normalisation, steps 1–6 of docs/maths/answer-checking.md (reading the input), in that order
 * (the order matters: vulgar fractions must be expanded before NFKC, or "1½" would become "11/2").
 * Steps 7–9 (case, multiplication signs, no eval) are applied by the format grammars.
 */

const VULGAR: Readonly<Record<string, string>> = {
  '½': '1/2', '⅓': '1/3', '⅔': '2/3', '¼': '1/4', '¾': '3/4', '⅕': '1/5', '⅖': '2/5', '⅗': '3/5',
  '⅘': '4/5', '⅙': '1/6', '⅚': '5/6', '⅐': '1/7', '⅛': '1/8', '⅜': '3/8', '⅝': '5/8', '⅞': '7/8',
  '⅑': '1/9', '⅒': '1/10', '↉': '0/3',
};
const VULGAR_RE = /[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒↉]/g;

const SUPERSCRIPT: Readonly<Record<string, string>> = {
  '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9',
  '⁺': '+', '⁻': '-',
};
const SUPERSCRIPT_RUN_RE = /[⁺⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g;

const DASH_RE = /[\u2212\u2013\u2014\u2012\uFE63\uFF0D\u2010\u2011]/g;
const FRACTION_SLASH_RE = /[\u2044\u2215]/g;
const ODD_SPACE_RE = /[\u00A0\u2000-\u200A\u202F\u205F\u3000\t\r\n]/g;
/** Quick exit: plain printable ASCII needs none of the Unicode steps (the common case on the server). */
const NON_ASCII_RE = /[^\x20-\x7E]/;

export interface NormaliseOptions {
  /** Numeric formats read ÷ as a fraction bar (step 3); choice answers keep it as typed. */
  divisionAsSlash: boolean;
}

export function normalise(raw: string, options: NormaliseOptions): string {
  let s = raw;
  if (NON_ASCII_RE.test(s)) {
    s = s.replace(VULGAR_RE, (ch) => ` ${VULGAR[ch]}`);
    s = s.replace(SUPERSCRIPT_RUN_RE, (run) => `^${[...run].map((c) => SUPERSCRIPT[c]).join('')}`);
    s = s.normalize('NFKC');
    s = s.replace(DASH_RE, '-').replace(FRACTION_SLASH_RE, '/');
    if (options.divisionAsSlash) s = s.replace(/÷/g, '/');
    s = s.replace(ODD_SPACE_RE, ' ');
  } else if (s.includes('\t')) {
    s = s.replace(/\t/g, ' ');
  }
  s = s.trim().replace(/ {2,}/g, ' ');
  s = s.replace(/^([+-]) /, '$1').replace(/ ?\/ ?/g, '/');
  // A sentence-ending full stop after a unit word ("12 cm."); "5." stays a decimal.
  s = s.replace(/([A-Za-z])\.$/, '$1');
  return s;
}
