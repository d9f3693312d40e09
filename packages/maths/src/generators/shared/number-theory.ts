/** Divisibility on whole numbers: greatest common factor, least common multiple, primes, factors. */

/** Greatest common factor, never negative (gcdN(0, 0) is 0). */
export function gcdN(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

export function lcmN(a: number, b: number): number {
  return (a / gcdN(a, b)) * b;
}

export function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (let p = 2; p * p <= n; p++) if (n % p === 0) return false;
  return true;
}

/** Every factor of n, in increasing order. */
export function factorsOf(n: number): number[] {
  const small: number[] = [];
  const large: number[] = [];
  for (let i = 1; i * i <= n; i++) {
    if (n % i === 0) {
      small.push(i);
      if (i * i !== n) large.unshift(n / i);
    }
  }
  return [...small, ...large];
}
