/** Expected answering time of a skill, per difficulty. */

/** estTimeSec for d1…d5 from the catalogue's "time a → b s": d1 = a, d5 = b, d2–d4 linear, rounded. */
export function times(a: number, b: number): readonly [number, number, number, number, number] {
  const t = (i: number): number => Math.round(a + ((b - a) * i) / 4);
  return [t(0), t(1), t(2), t(3), t(4)] as const;
}
