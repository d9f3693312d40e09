/**
 * What a teacher checks in a problem (docs/maths/curriculum.md: "Rounding", "Contexts", "Hints",
 * "Steps", "Notation"), as pure functions that return what is wrong (empty when nothing is), so the
 * property suite (src/generators/teacher-review.test.ts) and one-off audits share them.
 */
import { Rational } from '../rational.js';
import type { Problem } from '../types.js';

const NUM = String.raw`[−-]?\$?\d[\d,]*(?:\.\d+)?`;

function parseNumber(s: string): Rational | null {
  const t = s.replace(/[$,]/g, '').replace('−', '-');
  if (!/^-?\d+(?:\.\d+)?$/.test(t)) return null;
  const [w, f = ''] = t.replace('-', '').split('.');
  const r = Rational.of(BigInt(w! + f), 10n ** BigInt(f.length));
  return t.startsWith('-') ? r.neg() : r;
}

/** "a op b = c" with plain numbers where c is not exactly a op b (a rounded value needs ≈). */
export function inexactSteps(text: string): string[] {
  const out: string[] = [];
  // One operation, not part of a longer chain: nothing operates on a before it or on c after it, and c is not a quotient with a remainder.
  const re = new RegExp(String.raw`(?<![\d.,/^($−-]|[+−×÷=] |\w )(${NUM}) ([+−×÷]) (${NUM}) = (${NUM})(?![\d/]|\.\d|,\d|[²³a-zA-Z%…]| ?[+−×÷(]| \d+\/\d+| R\b| remainder| r\b| with \d+ left|\.\.\.|\.\()`, 'g');
  for (const m of text.matchAll(re)) {
    const [a, b, c] = [parseNumber(m[1]!), parseNumber(m[3]!), parseNumber(m[4]!)];
    if (!a || !b || !c) continue;
    const op = m[2]!;
    if (op === '÷' && b.sign() === 0) continue;
    const v = op === '+' ? a.add(b) : op === '−' ? a.sub(b) : op === '×' ? a.mul(b) : a.div(b);
    if (!v.eq(c)) out.push(m[0]);
  }
  return out;
}

export { hintGivesAway, problemHintGivesAway } from '../hint-rules.js';

/** Steps that cancel out: "÷ c × c", "× c ÷ c", "c × {…} ÷ c". */
export function cancellingSteps(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/([÷×]) (\d+) ([×÷]) (\d+)(?![\d/])/g)) if (m[1] !== m[3] && m[2] === m[4]) out.push(m[0]);
  for (const m of text.matchAll(/(?<![\d.])(\d+) × [[{(].*[\]})] ÷ (\d+)(?![\d/])/g)) if (m[1] === m[2]) out.push(m[0]);
  return out;
}

/** Notation a teacher would mark: "1x", "+ 0" (adding zero), "1 − −7", "0.8 + −8.9", "11/5x", a mixed number below one. */
export function notationSlips(text: string): string[] {
  const out: string[] = [];
  const rules: [RegExp, string][] = [
    [/(?<![\w.,/²³⁰-⁹])1[a-z](?![a-z])/, 'coefficient 1'],
    // "8 − 0" (a formula applied to a zero coordinate) is allowed; adding 0 never is.
    [/\+ 0(?![\d.,/])/, 'adding 0'],
    [/[+−×÷] [−-]\d/, 'unbracketed negative after an operation sign'],
    [/(?<![\d/.,])\d+\/\d+(?!s\b)[a-z(]/, 'fraction coefficient without brackets'],
    [/mixed number:? (?:is )?[−-]?\d+\/\d+(?![\d/])/i, 'a fraction below one called a mixed number'],
  ];
  for (const [re, what] of rules) {
    const m = re.exec(text);
    if (m) out.push(`${what}: "${m[0]}" in "${text}"`);
  }
  return out;
}

/** Everything the child reads. */
export function childText(p: Problem): string[] {
  return [p.question.text, ...(p.question.altText ? [p.question.altText] : []), ...p.hints, ...p.explanation, ...p.misconceptions.map((m) => m.feedback)];
}

/** A rounded answer says how to round, and shows its places ("113.0" to the nearest tenth). */
export function roundingSlips(p: Problem): string[] {
  const out: string[] = [];
  const a = p.answer;
  if (a.format === 'decimal' && (a.mode === 'round' || a.mode === 'approx') && a.places !== undefined) {
    if (!/nearest|round|decimal place|Estimate/i.test(p.question.text)) out.push(`rounded answer, but the question does not say how to round: "${p.question.text}"`);
    const shown = /\.(\d+)/.exec(a.canonical)?.[1]?.length ?? 0;
    if (a.places > 0 && shown !== a.places) out.push(`"${a.canonical}" to ${a.places} place(s) does not show them`);
  }
  if (a.format === 'money' && !Rational.parse(a.value).mul(100).isInteger() && !/nearest cent/.test(p.question.text)) out.push(`money answer ${a.value} is not whole cents and the question does not say to round to the nearest cent`);
  return out;
}
