/** A number as a child reads it: whole, or up to two decimal places; negatives with a minus sign. */
export function fmtNumber(n: number): string {
  const r = Math.round(n * 100) / 100;
  const s = Number.isInteger(r) ? String(r) : String(r).replace(/(\.\d*?)0+$/, '$1');
  return s.replace(/^-/, '−');
}
