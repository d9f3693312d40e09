/** Random choices that several generators make the same way (each consumes the generator's rng identically). */
import type { Rng } from '../../types.js';
import { gcdN } from './number-theory.js';

/** An integer in [min, max] different from every value in `except` (bounded tries, then the first free one). */
export function intExcept(rng: Rng, min: number, max: number, except: number[]): number {
  for (let i = 0; i < 20; i++) {
    const v = rng.int(min, max);
    if (!except.includes(v)) return v;
  }
  for (let v = min; v <= max; v++) if (!except.includes(v)) return v;
  return min;
}

/** Nonzero integer in [-max, -min] ∪ [min, max]: the size first, then the sign. */
export function signedInt(rng: Rng, min: number, max: number): number {
  const v = rng.int(min, max);
  return rng.bool() ? v : -v;
}

/** A numerator 1…den−1 in lowest terms over `den`, redrawn up to `tries` times (1 if none was found). */
export function coprimeNumerator(rng: Rng, den: number, tries: number): number {
  let a = rng.int(1, den - 1);
  for (let t = 0; t < tries && gcdN(a, den) !== 1; t++) a = rng.int(1, den - 1);
  return gcdN(a, den) === 1 ? a : 1;
}
