/**
 * The notation rules every problem's text follows (docs/maths/curriculum.md, "Notation"), applied to
 * what the child reads (question, described picture, hints, worked solution, feedback) after a
 * generator has written it, so no generator can slip:
 *  - no coefficient 1: "1x" → "x", "−1x" → "−x";
 *  - a negative number after an operation sign is bracketed: "1 − −7" → "1 − (−7)", "0.8 + −8.9" → "0.8 + (−8.9)";
 *  - a fraction that multiplies what follows it is bracketed: "11/5x" → "(11/5)x", "1/3(9n + 12)" → "(1/3)(9n + 12)";
 *  - no adding 0: "6x + 0 = 180" → "6x = 180", "(5x + 0)°" → "(5x)°".
 * Answer specifications are left as they are: the checker reads them.
 */
const NUM = String.raw`\d[\d,]*(?:\.\d+)?`;
const COEF_ONE = /(?<![\w.,/²³⁰-⁹])1(?=[a-z](?![a-z]))/g;
const OP_NEG = new RegExp(String.raw`([+−×÷]|(?<=\s)-) ([−-])(${NUM}(?:/\d+)?)(?![\d/])`, 'g');
const FRAC_COEF = /(?<![\d/.,])(\d+\/\d+)(?=[a-z(])(?!s\b)/g;

const ZERO_IN_BRACKETS = /\(([−-]?[\w./]+) \+ 0\)/g;
const ZERO_BEFORE_EQUALS = / \+ 0(?= = )/g;

export function tidyNotation(text: string): string {
  if (text.includes('+ 0')) text = text.replace(ZERO_IN_BRACKETS, '($1)').replace(ZERO_BEFORE_EQUALS, '');
  return text
    .replace(OP_NEG, (_m, op: string, sign: string, n: string) => `${op} (${sign}${n})`)
    .replace(FRAC_COEF, '($1)')
    .replace(COEF_ONE, '');
}
