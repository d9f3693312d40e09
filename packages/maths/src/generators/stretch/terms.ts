/** Writing polynomial terms the way a textbook prints them: "x² − 5x + 6", "(2x + 3)", never "+ −3" or "1x". */

/** A signed term after the first: " + 3x", " − x", "" for 0. */
export function signed(coef: number, variable = ''): string {
  if (coef === 0) return '';
  const abs = Math.abs(coef);
  const body = variable === '' ? String(abs) : abs === 1 ? variable : `${abs}${variable}`;
  return coef < 0 ? ` − ${body}` : ` + ${body}`;
}

/** The leading term: "x²", "2x²", "−x". */
export function lead(coef: number, variable: string): string {
  const abs = Math.abs(coef);
  const body = abs === 1 ? variable : `${abs}${variable}`;
  return coef < 0 ? `−${body}` : body;
}

/** "ax² + bx + c" with its zero terms left out. */
export function quadratic(a: number, b: number, c: number): string {
  return `${lead(a, 'x²')}${signed(b, 'x')}${signed(c)}`;
}

/** "(ax + p)": a linear factor. */
export function factor(a: number, p: number): string {
  return `(${lead(a, 'x')}${signed(p)})`;
}

/** A whole number as printed, with a real minus sign. */
export function num(n: number): string {
  return n < 0 ? `−${-n}` : String(n);
}
