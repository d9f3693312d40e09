/** Writing algebra as the child reads it: signed terms, linear expressions, negatives in brackets. */
import { R, Rational } from '../../rational.js';
import { fmtDecOrFrac, fmtDecOrMixed, fmtFrac, fmtInt, MINUS } from './formatting.js';

/** Already formatted number text in brackets when it is negative, for expressions like 3 × (−4). */
export function paren(s: string): string {
  return s.startsWith(MINUS) ? `(${s})` : s;
}

/** A value formatted by `f` (decimal or fraction by default), in brackets when negative: (−2). */
export function par(v: Rational | number, f: (x: Rational) => string = fmtDecOrFrac): string {
  const r = R(v);
  return r.sign() < 0 ? `(${f(r)})` : f(r);
}

/** Sign-aware joiner: "+ 5" / "− 5" (decimal or mixed number), or "5" / "−5" for the first term. */
export function signed(n: number | Rational, first = false): string {
  const r = R(n);
  const neg = r.sign() < 0;
  const mag = fmtDecOrMixed(r.abs());
  if (first) return neg ? MINUS + mag : mag;
  return neg ? `${MINUS} ${mag}` : `+ ${mag}`;
}

/** Coefficient times variable: 1x → x, −1x → −x, 3x, (2/3)x; "+ 3x" / "− 3x" when not first. */
export function term(coef: number | Rational, v: string, first = true): string {
  const r = R(coef);
  const mag = r.abs();
  // A fraction coefficient in brackets: "(11/5)x", never "11/5x" (docs/maths/curriculum.md, "Notation").
  const body = (mag.eq(1) ? '' : mag.isInteger() ? fmtInt(mag.num) : `(${fmtFrac(mag)})`) + v;
  if (first) return (r.sign() < 0 ? MINUS : '') + body;
  return r.sign() < 0 ? `${MINUS} ${body}` : `+ ${body}`;
}

/**
 * A linear expression Σ coef·var + constant printed as a child reads it:
 * lin([[3,'x']], -4) = "3x − 4"; lin([[-1,'x']], 0) = "−x". Fractions print as "(2/3)x".
 */
export function lin(terms: Array<[Rational | number, string]>, constant: Rational | number = 0, showZero = true): string {
  const parts: string[] = [];
  for (const [c, v] of terms) {
    const r = R(c);
    if (r.sign() === 0) continue;
    const a = r.abs();
    const coef = a.eq(1) ? '' : a.isInteger() || a.isTerminating() ? fmtDecOrFrac(a) : `(${fmtFrac(a)})`;
    parts.push((r.sign() < 0 ? '-' : '+') + coef + v);
  }
  const k = R(constant);
  if (k.sign() !== 0 || (parts.length === 0 && showZero)) parts.push((k.sign() < 0 ? '-' : '+') + fmtDecOrFrac(k.abs()));
  if (parts.length === 0) return '0';
  return parts
    .map((p, i) => {
      const sign = p[0];
      const body = p.slice(1);
      if (i === 0) return sign === '-' ? MINUS + body : body;
      return sign === '-' ? ` ${MINUS} ${body}` : ` + ${body}`;
    })
    .join('');
}
