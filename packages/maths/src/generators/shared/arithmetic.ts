/** Exact values the generators compute with: conversions, rounding, roots and π, all on rationals. */
import { R, Rational } from '../../rational.js';

/** A whole number (number or bigint) or a rational. */
export type Num = number | bigint | Rational;

/** A rational from a whole number or a rational, optionally divided by `d`: rat(3, 4) is 3/4. */
export function rat(v: Num, d: number | bigint = 1): Rational {
  if (v instanceof Rational) return d === 1 ? v : v.div(Rational.of(d));
  return Rational.of(v, d);
}

/** Round half away from zero to a multiple of `unit` (whole numbers). */
export function roundTo(n: number, unit: number): number {
  return Math.floor(n / unit + 0.5) * unit;
}

/** Median of a list of whole numbers (it need not be sorted). */
export function median(xs: readonly number[]): Rational {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? R(s[(n - 1) / 2]!) : R(s[n / 2 - 1]! + s[n / 2]!).div(2);
}

/** floor(√n) for a non-negative bigint. */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('isqrt of a negative');
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
}

/** True when the non-negative whole number n is a perfect square. */
export function isSquare(n: number): boolean {
  const r = Number(isqrt(BigInt(n)));
  return r * r === n;
}

/** √v truncated to `places` decimals (an exact rational close enough for rounding to far fewer places). */
export function sqrtApprox(v: Rational, places = 9): Rational {
  const scale = 10n ** BigInt(places);
  // √(n/d) = √(n·d)/d
  const root = isqrt(v.num * v.den * scale * scale);
  return Rational.of(root, v.den * scale);
}

/** π as a long rational (19 decimals, far more than any rounding here needs) and as 3.14. */
export const PI_LONG = Rational.of(31415926535897932384n, 10n ** 19n);
export const PI_314 = Rational.of(314, 100);

/** Normalise a rational to scientific form: coefficient with 1 ≤ |c| < 10, and the exponent. */
export function normSci(v: Rational): { coef: Rational; exp: number } {
  let exp = 0;
  let c = v.abs();
  if (c.sign() === 0) return { coef: Rational.ZERO, exp: 0 };
  while (c.cmp(10) >= 0) {
    c = c.div(10);
    exp++;
  }
  while (c.cmp(1) < 0) {
    c = c.mul(10);
    exp--;
  }
  return { coef: v.sign() < 0 ? c.neg() : c, exp };
}
