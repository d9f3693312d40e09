/**
 * A wrong answer of the same shape as a right one, for property tests of generators and the checker:
 * whatever a generator produces, its canonical answer must be accepted and a perturbed one rejected.
 */
import { expand } from '../checker/special-numbers.js';
import { Rational } from '../rational.js';
import type { AnswerSpec, Rng } from '../types.js';

/** A different exact value near `value`: ±1 for integers, ±1/den for fractions, a last-digit change otherwise. */
function nudgeValue(text: string, rng: Rng): string {
  const v = Rational.parse(text);
  const step = v.isInteger() ? Rational.ONE : Rational.of(1n, v.den);
  const sign = rng.bool() ? 1 : -1;
  return v.add(step.mul(sign * rng.int(1, 3))).toString();
}

/** Print an exact value the way a child would type it for the format (decimals where fractions are not allowed). */
function typed(value: string, preferDecimal: boolean): string {
  const v = Rational.parse(value);
  if (preferDecimal && v.isTerminating()) return v.toDecimalString();
  if (v.isInteger()) return v.toString();
  return `${v.num}/${v.den}`;
}

/** Returns text the child could type that is a different value in the same format. */
export function perturbAnswer(spec: AnswerSpec, rng: Rng): string {
  switch (spec.format) {
    case 'integer':
    case 'number':
    case 'fraction':
    case 'probability':
      if (spec.format === 'probability') {
        const v = Rational.parse(spec.value);
        // Stay inside [0, 1] so the wrong value is a plausible probability.
        return (v.gt(Rational.of(1, 2)) ? v.div(2) : v.add(Rational.ONE).div(2)).toString();
      }
      return typed(nudgeValue(spec.value, rng), false);
    case 'mixed': {
      const v = Rational.parse(nudgeValue(spec.value, rng));
      return v.toString();
    }
    case 'decimal': {
      // Step well past the largest accepted value (answer and alternates such as the 3.14-π value),
      // further than any rounding tolerance, so no accepted value rounds to it.
      const places = spec.places ?? 0;
      const accepted = [spec.value, ...(spec.alternates ?? [])].map((t) => Rational.parse(t));
      const largest = accepted.reduce((a, b) => (b.gt(a) ? b : a));
      const v = largest.add(Rational.of(rng.int(3, 5), 10n ** BigInt(places)));
      return v.isTerminating() ? v.toDecimalString() : v.round(places + 2).toDecimalString();
    }
    case 'money':
      return Rational.parse(spec.value).add(Rational.of(rng.int(1, 9), 100)).toDecimalString(2);
    case 'percent': {
      const v = Rational.parse(spec.value).add(rng.int(1, 9));
      return `${v.isTerminating() ? v.toDecimalString() : v.toString()}%`;
    }
    case 'ratio': {
      const parts = spec.parts.map((p) => Rational.parse(p));
      const i = rng.int(0, parts.length - 1);
      // Adding 1 to one part of a lowest-terms ratio never keeps it proportional (unless all parts are equal).
      parts[i] = parts[i]!.add(parts.every((p) => p.eq(parts[0]!)) ? i + 1 : 1);
      return parts.map((p) => p.toString()).join(':');
    }
    case 'coordinate': {
      const x = Rational.parse(spec.x);
      const y = Rational.parse(spec.y);
      return rng.bool() ? `(${x.add(1)}, ${y})` : `(${x}, ${y.sub(1)})`;
    }
    case 'pi-multiple':
      return `${nudgeValue(spec.coefficient, rng)}π`.replace(/^(\d+)\/(\d+)π$/, '$1π/$2');
    case 'scientific':
      return `${Rational.parse(spec.coefficient).toDecimalString()} × 10^${spec.exponent + (rng.bool() ? 1 : -1)}`;
    case 'repeating-decimal':
      return typedRepeating(Rational.parse(spec.value).add(Rational.of(1, 9)));
    case 'quotient-remainder':
      return `${spec.quotient + 1} R ${spec.remainder}`;
    case 'expression':
      return `${spec.expression} + 1`;
    case 'expression-same-form':
      return `${spec.expression} + 1`;
    case 'equation': {
      const [l, r] = spec.equation.split('=');
      return `${l} = ${r} + 1`;
    }
    case 'solution':
      if (spec.value === undefined) return spec.special === 'infinite' ? 'no solution' : 'infinitely many';
      return `${spec.variable} = ${typed(nudgeValue(spec.value, rng), false)}`;
    case 'inequality': {
      const flipped = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' } as const;
      return `${spec.variable} ${flipped[spec.op]} ${spec.bound}`;
    }
    case 'choice': {
      const others = Object.keys(spec.options).filter((k) => k !== spec.value);
      return others.length > 0 ? rng.pick(others) : `${spec.value}?`;
    }
    case 'list': {
      const values = [...spec.values];
      if (values.length > 1) values.splice(rng.int(0, values.length - 1), 1);
      else values[0] = nudgeValue(values[0]!, rng);
      return values.join(', ');
    }
  }
}

/** Bracket notation "0.1(6)" for any rational (terminating values print plainly). */
function typedRepeating(v: Rational): string {
  if (v.isTerminating()) return v.toDecimalString();
  const { sign, integerPart, prefix, period } = expand(v);
  return `${sign < 0 ? '-' : ''}${integerPart}.${prefix}(${period})`;
}
