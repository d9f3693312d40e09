/**
 * Exact rational arithmetic on bigint (never binary floats: answers are exact).
 * Values are immutable and always normalised: lowest terms, positive denominator.
 */
export class Rational {
  readonly num: bigint;
  readonly den: bigint;

  private constructor(num: bigint, den: bigint) {
    this.num = num;
    this.den = den;
  }

  static of(num: bigint | number, den: bigint | number = 1n): Rational {
    let n = toBig(num);
    let d = toBig(den);
    if (d === 0n) throw new RangeError('Rational with a zero denominator');
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcd(n < 0n ? -n : n, d);
    return new Rational(n / g, d / g);
  }

  static readonly ZERO = Rational.of(0);
  static readonly ONE = Rational.of(1);

  /**
   * Parse a plain exact literal: "7", "-7", "3/4", "-3/4", "0.75", "-.5", "1.2e3" is NOT accepted.
   * This is for trusted internal strings (generator values); the child's text goes through the checker's grammar.
   */
  static parse(text: string): Rational {
    const r = Rational.tryParse(text);
    if (r !== null) return r;
    if (/^[+-]?\d+\/[+-]?0+$/.test(text.trim())) throw new RangeError('Rational with a zero denominator');
    throw new SyntaxError(`Not an exact rational literal: "${text}"`);
  }

  /** Like parse, but null instead of an exception (exceptions are costly on hot paths that expect misses). */
  static tryParse(text: string): Rational | null {
    const s = text.trim();
    const frac = /^([+-]?\d+)\/([+-]?\d+)$/.exec(s);
    if (frac) return /^[+-]?0+$/.test(frac[2]!) ? null : Rational.of(BigInt(frac[1]!), BigInt(frac[2]!));
    const dec = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(s);
    if (dec && (dec[2] || dec[3])) {
      const whole = dec[2] || '0';
      const fracDigits = dec[3] ?? '';
      const n = BigInt(whole + fracDigits) * (dec[1] === '-' ? -1n : 1n);
      return Rational.of(n, 10n ** BigInt(fracDigits.length));
    }
    return null;
  }

  add(o: Rational | number): Rational {
    const r = R(o);
    return Rational.of(this.num * r.den + r.num * this.den, this.den * r.den);
  }
  sub(o: Rational | number): Rational {
    const r = R(o);
    return Rational.of(this.num * r.den - r.num * this.den, this.den * r.den);
  }
  mul(o: Rational | number): Rational {
    const r = R(o);
    return Rational.of(this.num * r.num, this.den * r.den);
  }
  div(o: Rational | number): Rational {
    const r = R(o);
    if (r.num === 0n) throw new RangeError('Division by zero');
    return Rational.of(this.num * r.den, this.den * r.num);
  }
  neg(): Rational {
    return Rational.of(-this.num, this.den);
  }
  abs(): Rational {
    return this.num < 0n ? this.neg() : this;
  }
  /** Integer power (negative exponents allowed for non-zero values). */
  pow(exp: number): Rational {
    if (!Number.isInteger(exp)) throw new RangeError('Rational.pow needs an integer exponent');
    if (exp < 0) return Rational.ONE.div(this.pow(-exp));
    return Rational.of(this.num ** BigInt(exp), this.den ** BigInt(exp));
  }

  cmp(o: Rational | number): -1 | 0 | 1 {
    const r = R(o);
    const l = this.num * r.den;
    const rr = r.num * this.den;
    return l < rr ? -1 : l > rr ? 1 : 0;
  }
  eq(o: Rational | number): boolean {
    return this.cmp(o) === 0;
  }
  lt(o: Rational | number): boolean {
    return this.cmp(o) < 0;
  }
  gt(o: Rational | number): boolean {
    return this.cmp(o) > 0;
  }

  isInteger(): boolean {
    return this.den === 1n;
  }
  sign(): -1 | 0 | 1 {
    return this.num < 0n ? -1 : this.num > 0n ? 1 : 0;
  }
  /** True when the decimal expansion terminates (denominator has only factors 2 and 5). */
  isTerminating(): boolean {
    return this.decimalPlaces() !== null;
  }

  /** Places of the exact decimal: the larger power of 2 or 5 in the denominator; null if it never ends. */
  private decimalPlaces(): number | null {
    let d = this.den;
    let twos = 0;
    let fives = 0;
    while (d % 2n === 0n) [d, twos] = [d / 2n, twos + 1];
    while (d % 5n === 0n) [d, fives] = [d / 5n, fives + 1];
    return d === 1n ? Math.max(twos, fives) : null;
  }

  /** Round half away from zero to `places` decimals (the rounding rule of generators and checker alike). */
  round(places = 0): Rational {
    const scale = 10n ** BigInt(places);
    const scaled = this.num * scale;
    const q = scaled / this.den;
    const rem = scaled % this.den;
    let rounded = q;
    if ((rem < 0n ? -rem : rem) * 2n >= this.den) rounded += this.num < 0n ? -1n : 1n;
    return Rational.of(rounded, scale);
  }
  floor(): bigint {
    const q = this.num / this.den;
    return this.num < 0n && this.num % this.den !== 0n ? q - 1n : q;
  }

  /** "n" or "n/d": the canonical RationalString. */
  toString(): string {
    return this.den === 1n ? this.num.toString() : `${this.num}/${this.den}`;
  }
  /** Exact decimal text for terminating values (throws otherwise); no trailing zeros unless `minPlaces`. */
  toDecimalString(minPlaces = 0): string {
    const exact = this.decimalPlaces();
    if (exact === null) throw new RangeError(`${this.toString()} has no terminating decimal`);
    const places = Math.max(exact, minPlaces);
    const scaled = (this.num * 10n ** BigInt(places)) / this.den;
    const negative = scaled < 0n;
    const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
    const body = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
    return negative ? `-${body}` : body;
  }
  /** Approximate number, for display maths and simulations only (never for grading). */
  toNumber(): number {
    return Number(this.num) / Number(this.den);
  }
}

/** Shorthand: integer, or an existing Rational. */
export function R(v: Rational | number | bigint): Rational {
  return v instanceof Rational ? v : Rational.of(v);
}

export function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}

function toBig(v: bigint | number): bigint {
  if (typeof v === 'bigint') return v;
  if (!Number.isSafeInteger(v)) throw new RangeError(`Rational parts must be safe integers, got ${v}`);
  return BigInt(v);
}
