/**
 * Reading a number back from text a child could type. Generators use it to drop predicted wrong
 * answers that are really the right one (misconceptions.ts), tests to recompute answers from
 * question text. This is not the answer checker (src/checker), which grades what a child types.
 *
 * Three readers, each kept exactly as the generators that use it were built and tested with
 * (their misconception lists depend on what each one reads):
 *  - readPlainNumber: the four plain shapes only (grades 4–5);
 *  - readLooseNumber: also drops a leading "x =", "$", "%", commas anywhere and a trailing unit (grades 6–7);
 *  - readNumber: also drops a leading "x =" and a trailing %, ° or "percent" (grade 8).
 */
import { R, Rational } from '../../rational.js';
import { asciiMinus } from './formatting.js';

/** An integer (commas only in thousands groups), decimal (".5" too), fraction or mixed number; any minus. */
export function readPlainNumber(text: string): Rational | null {
  let s = text.trim().replace(/[\u2212\u2013\u2014]/g, '-');
  let neg = false;
  if (s.startsWith('-')) {
    neg = true;
    s = s.slice(1).trim();
  }
  let r: Rational | null = null;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/.exec(s))) {
    r = Rational.parse(`${m[1]!.replace(/,/g, '')}${m[2] !== undefined ? `.${m[2]}` : ''}`);
  } else if ((m = /^\.(\d+)$/.exec(s))) {
    r = Rational.parse(`0.${m[1]}`);
  } else if ((m = /^(\d+)\/(\d+)$/.exec(s))) {
    r = m[2] === '0' ? null : Rational.of(BigInt(m[1]!), BigInt(m[2]!));
  } else if ((m = /^(\d{1,3}(?:,\d{3})+|\d+) (\d+)\/(\d+)$/.exec(s))) {
    r =
      m[3] === '0'
        ? null
        : Rational.of(BigInt(m[1]!.replace(/,/g, ''))).add(Rational.of(BigInt(m[2]!), BigInt(m[3]!)));
  }
  if (r === null) return null;
  return neg ? r.neg() : r;
}

/** A number once a leading "x =", any "$" or "%", any comma and a trailing unit ("12 cm", "5 lb", "30°") are dropped. */
export function readLooseNumber(text: string): Rational | null {
  let s = asciiMinus(text).trim().replace(/^[a-z]\s*=\s*/i, '').replace(/[$%]/g, '').replace(/,/g, '').trim();
  s = s.replace(/\s*(cm|m|in|ft|mi|g|kg|lb|cup|cups|gal|deg|°)\s*$/i, '');
  const mixed = /^(-?)(\d+)\s+(\d+)\/(\d+)$/.exec(s);
  try {
    if (mixed) {
      const v = R(Number(mixed[2])).add(Rational.of(Number(mixed[3]), Number(mixed[4])));
      return mixed[1] ? v.neg() : v;
    }
    return Rational.tryParse(s);
  } catch {
    return null;
  }
}

/** A plain number as a child would type it: "1,200", "−3/4", "2.5", "2 1/2", "x = 4", "60%", "12°". */
export function readNumber(text: string): Rational | null {
  if (/^-?\d{1,15}$/.test(text)) return Rational.of(Number(text));
  let s = text.trim().replace(/[−–—]/g, '-').replace(/,/g, '').replace(/\s+/g, ' ');
  s = s.replace(/^[a-z]\s*=\s*/i, '').replace(/\s*(%|°|percent)$/i, '').trim();
  const mixed = /^(-)?(\d+) (\d+)\/(\d+)$/.exec(s);
  if (mixed) {
    const v = R(Number(mixed[2])).add(Rational.of(BigInt(mixed[3]!), BigInt(mixed[4]!)));
    return mixed[1] ? v.neg() : v;
  }
  return Rational.tryParse(s);
}

/** "a × 10^b" (any dash, ×, x, * or ·, ^ or a superscript exponent), else a plain number. */
export function readScientific(text: string): Rational | null {
  const s = text.replace(/[−–—⁻]/g, '-').replace(/\s+/g, '');
  const m = /^([-\d.,/]+)[×x*·]10\^?\(?(-?\d+)\)?$/.exec(s.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]/g, (c) => String('⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c))));
  if (!m) return readNumber(text);
  const c = readNumber(m[1]!);
  if (!c) return null;
  return c.mul(R(10).pow(Number(m[2])));
}

/** "(a, b)" (round or square brackets optional, comma or semicolon). */
export function readCoordinate(text: string): [Rational, Rational] | null {
  const m = /^\s*[([]?\s*([^,;]+)[,;]([^,;)\]]+)[)\]]?\s*$/.exec(text);
  if (!m) return null;
  const a = readNumber(m[1]!);
  const b = readNumber(m[2]!);
  return a && b ? [a, b] : null;
}
