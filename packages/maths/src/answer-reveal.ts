/**
 * Hints and tutor steps never give the answer away (docs/maths/curriculum.md, "Hints" and "Steps";
 * docs/adr/0210). A hint says how, not what; in the tutor, the answer appears first in the last step
 * (the one before a "Check:" step), where the child fills it in.
 *
 * The answer, in any of its equivalent forms (answerForms: its canonical text without a unit or "$",
 * a fraction's value as a decimal or mixed number, a coordinate pair, an inequality's bound, a
 * quotient with "remainder"), gives the answer away when the text writes it:
 *  - as a result: after "=", "→", "≈" (not "x = 4" naming a variable, nor "6 × ? = 18" stating an equation);
 *  - as a statement: after ":", "is", "near", "about" (in Spanish "es", "son", "da", "igual a", "cerca de", "aproximadamente", "unos");
 *  - as an item of a listed sequence ("5, 13, 21, 29, 37");
 *  - as the last number of the text ("Multiply tops and bottoms to get 1/6");
 *  - as the base of a power that is worked out ("9² = 81", for the whole number just below a root).
 * A number that is part of a calculation ("7 × 4", "1/32 ÷ 1/4") is an operand, not the answer. In a
 * list or as the last number, a value the question itself prints is not given away either.
 */
import { Rational } from './rational.js';
import { tutorSteps } from './tutor/steps.js';
import type { AnswerSpec, Problem } from './types.js';

/** A unit after the number: a degree sign, or words ("cm", "square feet", "in."). */
const UNIT = /(?:\s*°|\s+(?:square |cubic )?[A-Za-z]+\.?)$/;
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One spelling for the text and the answer: ASCII minus, no thousands commas, single spaces. */
export function plainText(text: string): string {
  return text
    .replace(/[−–]/g, '-')
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function valueForms(value: string): string[] {
  const r = Rational.tryParse(value);
  if (!r) return [];
  const out = [r.toString()];
  if (r.isTerminating()) out.push(r.toDecimalString());
  if (!r.isInteger() && r.abs().gt(1)) {
    const whole = r.abs().floor();
    const rest = r.abs().sub(Rational.of(whole));
    out.push(`${r.sign() < 0 ? '-' : ''}${whole} ${rest.toString()}`);
  }
  return out;
}

/** The texts that are the answer (empty for a choice: its options are words the question shows). */
export function answerForms(answer: AnswerSpec): string[] {
  if (answer.format === 'choice') return [];
  const c = plainText(answer.canonical);
  const forms = [c, c.replace(/^\$/, '')];
  if (answer.format !== 'expression' && answer.format !== 'expression-same-form' && answer.format !== 'equation') {
    const bare = c.replace(/^\$/, '').replace(UNIT, '').trim();
    if (/\d/.test(bare)) forms.push(bare);
  }
  switch (answer.format) {
    case 'integer':
    case 'decimal':
    case 'money':
    case 'number':
    case 'fraction':
    case 'mixed':
    case 'probability':
      if (answer.format !== 'decimal' || answer.mode === 'exact') forms.push(...valueForms(answer.value));
      break;
    case 'coordinate':
      forms.push(plainText(`(${answer.x}, ${answer.y})`));
      break;
    case 'inequality':
      forms.push(...valueForms(answer.bound));
      break;
    case 'solution':
      if (answer.value !== undefined) forms.push(...valueForms(answer.value));
      break;
    case 'quotient-remainder':
      forms.push(`${answer.quotient} remainder ${answer.remainder}`, `${answer.quotient} R ${answer.remainder}`, `${answer.quotient} r ${answer.remainder}`);
      break;
    default:
      break;
  }
  return [...new Set(forms.map(plainText))].filter((f) => f !== '' && /\d/.test(f));
}

/** Not inside a longer number or after an operation sign, a minus sign or an operation word ("by", "entre", "por"). */
const BEFORE_OK = String.raw`(?<![\d.,/^\-\w:])(?<![×÷+\-*/<>≤≥]\s)(?<!\bby\s)(?<!\bentre\s)(?<!\bpor\s)`;
/** Not followed by more digits, a fraction bar, an exponent, or an operation on it. */
const AFTER_OK = String.raw`(?![\d/⁰¹²³⁴⁵⁶⁷⁸⁹⁻%A-Za-zπ]|\.\d|,\d|\s*[×÷+\-^*(]|\s*\/\s*\d|\s*=\s*\?)`;
const NUMBER = /-?\$?\d+(?:\.\d+)?(?:\/\d+)?(?:\(\d+\))?%?/g;

const LIST_ITEM = String.raw`-?\$?\d+(?:\.\d+)?(?:\/\d+)?%?`;
const LIST = new RegExp(String.raw`${LIST_ITEM}(?:,\s*(?:(?:and|y)\s+)?${LIST_ITEM}){2,}`, 'g');

/** Whether position `at` of `t` is an item of a comma-separated list of three or more numbers. */
function inList(t: string, at: number): boolean {
  for (const m of t.matchAll(LIST)) if (at >= m.index && at < m.index + m[0].length) return true;
  return false;
}

/** The numbers the question prints, in their plain spelling. */
function questionNumbers(question: string): Set<string> {
  return new Set([...plainText(question).matchAll(NUMBER)].map((m) => m[0].replace(/^\$/, '')));
}

/**
 * Why `text` gives away `answer` (whose question is `question`), or null. `isSolution` answers
 * ("x = 4", "x ≤ 9") are given away by their own "x = 4" too.
 */
export function revealsAnswer(text: string, answer: AnswerSpec, question: string): string | null {
  const t = plainText(text);
  const forms = answerForms(answer);
  const shown = questionNumbers(question);
  const namesVariable = answer.format === 'solution' || answer.format === 'inequality';
  for (const a of forms) {
    if (!t.includes(a)) continue;
    // "9² = 81 and 10² = 100" shows the whole numbers around a root.
    if (/√/.test(question) && new RegExp(`${BEFORE_OK}${esc(a)}[²³] =`).test(t)) return `works out a power of the answer: "${a}²"`;
    const re = new RegExp(`${BEFORE_OK}\\$?${esc(a)}${AFTER_OK}`, 'g');
    for (const m of t.matchAll(re)) {
      const before = t.slice(0, m.index).trimEnd();
      const after = t.slice(m.index + m[0].length);
      if (/[=→≈]$/.test(before)) {
        const left = before.slice(0, -1).trimEnd();
        // "x = 4" names a value; "6 × ? = 18" states the equation to solve.
        if (!namesVariable && (/(?:^|[^\w])[A-Za-z]$/.test(left) || /\?$/.test(left))) continue;
        return `writes the answer as a result: "${t.slice(Math.max(0, m.index - 12), m.index + m[0].length)}"`;
      }
      if (shown.has(a)) continue;
      if (/:\s$/.test(t.slice(0, m.index))) return `states the answer after ":": "${t.slice(Math.max(0, m.index - 12), m.index + m[0].length)}"`;
      if (/(?:\b(?:is|are|near|about|es|son|da|cerca de|aproximadamente|unos|unas)|(?:^|\s)igual a)$/i.test(before)) return `states the answer: "${t.slice(Math.max(0, m.index - 12), m.index + m[0].length)}"`;
      if (namesVariable && a === plainText(answer.canonical)) return `writes the answer: "${a}"`;
      if (inList(t, m.index)) return `lists the answer in a sequence: "${a}"`;
      if (!/\d/.test(after)) return `ends on the answer: "${a}"`;
    }
  }
  return null;
}

/**
 * Whether a blank's value is the answer: one of its forms or equal in value, an item of a list
 * answer, the right side of an equation answer ("y = 4x" for "4x") or the coefficient of a π answer.
 */
export function blankIsAnswer(blank: string, answer: AnswerSpec): boolean {
  const forms = answerForms(answer);
  if (forms.length === 0) return true;
  const value = plainText(blank);
  if (forms.includes(value)) return true;
  const num = Rational.tryParse(value.replace(/^\$/, '').replace(/%$/, '').replace(/^(\d+) (\d+)\/(\d+)$/, (_, w: string, n: string, d: string) => `${Number(w) * Number(d) + Number(n)}/${d}`));
  if (num !== null && forms.some((f) => Rational.tryParse(f.replace(/^\$/, ''))?.eq(num))) return true;
  const canonical = plainText(answer.canonical);
  if (answer.format === 'list') return canonical.split(/,\s*/).includes(value);
  if (answer.format === 'equation' || answer.format === 'expression') return canonical.endsWith(`= ${value}`) || canonical === value;
  if (answer.format === 'pi-multiple') return canonical === `${value}π`;
  return false;
}

/** The index of the step where the child finds the answer: the last one that is not a check. */
export function answerStepIndex(explanation: readonly string[]): number {
  for (let i = explanation.length - 1; i >= 0; i--) if (!/^\s*(?:check|comprueba)\b/i.test(explanation[i]!)) return i;
  return explanation.length - 1;
}

/**
 * The first hint, or worked-solution step before the answer step, that gives the answer away, with
 * why; null when none does. Works on the text alone (no tutor parsing), so the registry can run it
 * on every problem it builds.
 */
export function problemGivesAnswerAway(problem: Pick<Problem, 'hints' | 'answer' | 'question' | 'explanation'>): string | null {
  const q = problem.question.text;
  const last = answerStepIndex(problem.explanation);
  const texts = [...problem.hints, ...problem.explanation.slice(0, last)];
  for (const t of texts) {
    const why = revealsAnswer(t, problem.answer, q);
    if (why) return `"${t}" ${why}`;
  }
  return null;
}

/**
 * Everything wrong with a problem under the rule: a hint or a tutor step before the answer step
 * that gives the answer away, a fill-in blank on the answer step that is not the answer, and a
 * worked solution with no step to fill in.
 */
export function problemRevealFindings(problem: Pick<Problem, 'hints' | 'answer' | 'question' | 'explanation'>): string[] {
  const out: string[] = [];
  const q = problem.question.text;
  problem.hints.forEach((h, i) => {
    const why = revealsAnswer(h, problem.answer, q);
    if (why) out.push(`hint ${i + 1} "${h}" ${why}`);
  });
  const last = answerStepIndex(problem.explanation);
  const steps = tutorSteps(problem);
  steps.forEach((s, i) => {
    if (i >= last) return;
    const text = s.kind === 'fill' ? `${s.before}${s.value}${s.after}` : s.text;
    const why = revealsAnswer(text, problem.answer, q);
    if (why) out.push(`step ${i + 1} of ${steps.length} "${text}" ${why}`);
  });
  if (!steps.some((s) => s.kind === 'fill')) out.push('no step to fill in');
  const answerStep = steps[last];
  if (answerStep?.kind === 'fill' && !blankIsAnswer(answerStep.value, problem.answer)) {
    out.push(`the answer step's blank is on "${answerStep.value}", not the answer "${problem.answer.canonical}"`);
  }
  return out;
}
