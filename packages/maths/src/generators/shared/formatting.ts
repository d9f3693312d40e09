/**
 * Numbers as the child reads them in problem text (US style: thousands commas, the true minus sign
 * U+2212) and as a child would type them (ASCII minus), for predicted wrong answers.
 */
import { R, Rational } from '../../rational.js';
import { rat, type Num } from './arithmetic.js';

export const MINUS = '\u2212';

function groupDigits(digits: string): string {
  // Most numbers in problems are under 1,000: skip the regular expression (a hot spot of generation).
  return digits.length <= 3 ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Whole number with thousands commas and a true minus sign: "−1,250". */
export function fmtInt(n: number | bigint): string {
  const b = BigInt(n);
  const neg = b < 0n;
  const s = groupDigits((neg ? -b : b).toString());
  return neg ? MINUS + s : s;
}

/** Terminating decimal with commas in the whole part (no trailing zeros unless minPlaces). */
export function fmtDec(v: Num, minPlaces = 0): string {
  const s = rat(v).toDecimalString(minPlaces);
  const neg = s.startsWith('-');
  const body = neg ? s.slice(1) : s;
  const [w, f] = body.split('.');
  const out = groupDigits(w!) + (f !== undefined ? `.${f}` : '');
  return neg ? MINUS + out : out;
}

/** "n/d" in lowest terms (improper when above one), or a whole number with commas; true minus sign. */
export function fmtFrac(v: Num): string {
  const r = rat(v);
  if (r.den === 1n) return fmtInt(r.num);
  return `${r.num < 0n ? MINUS : ''}${(r.num < 0n ? -r.num : r.num).toString()}/${r.den}`;
}

/** Mixed number in lowest terms: "2 1/4", "3/4", "5"; true minus sign. */
export function fmtMixed(v: Num): string {
  const r = rat(v);
  const neg = r.num < 0n;
  const n = neg ? -r.num : r.num;
  const w = n / r.den;
  const f = n % r.den;
  let s: string;
  if (f === 0n) s = fmtInt(w);
  else if (w === 0n) s = `${f}/${r.den}`;
  else s = `${fmtInt(w)} ${f}/${r.den}`;
  return neg ? MINUS + s : s;
}

/** Mixed number written with a given (not necessarily lowest) denominator: mixedWithDen(10, 4) = "2 2/4". */
export function mixedWithDen(numerator: number, den: number): string {
  const w = Math.floor(numerator / den);
  const f = numerator % den;
  if (f === 0) return fmtInt(w);
  if (w === 0) return `${f}/${den}`;
  return `${fmtInt(w)} ${f}/${den}`;
}

/** Fraction text "n/d" exactly as given: never reduced, never written as a mixed number. */
export function showFrac(n: number, d: number): string {
  return `${n}/${d}`;
}

/** A terminating value as a decimal ("2.5", "−3"), any other as a mixed number ("1 2/3"). */
export function fmtDecOrMixed(v: Rational): string {
  return v.isTerminating() ? fmtDec(v) : fmtMixed(v);
}

/** A terminating value as a decimal ("2.5", "−3"), any other as a fraction ("5/3"). */
export function fmtDecOrFrac(v: Rational | number): string {
  const r = R(v);
  if (r.isInteger()) return fmtInt(r.num);
  if (r.isTerminating()) return fmtDec(r);
  return fmtFrac(r);
}

/** Money: "$12" when whole, otherwise with cents "$4.50"; true minus sign before the dollar sign. */
export function fmtMoney(r: Rational): string {
  const neg = r.sign() < 0;
  const a = r.abs();
  const s = a.isInteger() ? fmtDec(a) : fmtDec(a.round(2), 2);
  return (neg ? MINUS : '') + '$' + s;
}

const SUP: Record<string, string> = {
  '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹', '-': '⁻',
};

/** Superscript exponent: sup(-5) = "⁻⁵". */
export function sup(n: number): string {
  return String(n)
    .split('')
    .map((c) => SUP[c] ?? c)
    .join('');
}

/** Scientific notation as an answer's canonical text: "3.07 × 10^−5". */
export function sciText(coef: Rational, exp: number): string {
  return `${fmtDecOrFrac(coef)} × 10^${exp < 0 ? MINUS + String(-exp) : String(exp)}`;
}

/** Scientific notation for question text, with a superscript exponent: "3.07 × 10⁻⁵". */
export function sciSup(coef: Rational, exp: number): string {
  return `${fmtDecOrFrac(coef)} × 10${sup(exp)}`;
}

// ---------------------------------------------------------------------------
// As a child types it

/** Text with every true minus sign written as an ASCII hyphen (commas are kept). */
export function asciiMinus(s: string): string {
  return s.replace(/\u2212/g, '-');
}

/** Whole number as a child types it: commas for thousands, ASCII minus. */
export function plainInt(n: bigint | number): string {
  const b = BigInt(n);
  const neg = b < 0n;
  const s = groupDigits((neg ? -b : b).toString());
  return neg ? `-${s}` : s;
}

/** Mixed number as a child types it (ASCII minus). */
export function fmtMixedPlain(v: Num): string {
  return fmtMixed(v).replace(MINUS, '-');
}

/** Decimal as a child types it (ASCII minus, commas kept). */
export function decPlain(v: Num): string {
  return fmtDec(v).replace(MINUS, '-');
}

/** A value as a child types it in the given style, with ASCII minus and no thousands commas. */
export function val(r: Rational, style: 'frac' | 'mixed' | 'dec' | 'num' = 'num'): string {
  const shown = style === 'frac' ? fmtFrac(r) : style === 'mixed' ? fmtMixed(r) : style === 'dec' ? fmtDec(r) : fmtDecOrMixed(r);
  return asciiMinus(shown).replace(/,/g, '');
}
