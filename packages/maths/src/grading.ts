/**
 * Grading one submission: the checker's verdict plus the attempt policy of docs/maths/answer-checking.md and
 * misconception matching.
 */
import { checkAnswer, normalise, nudgeKindOf, parseNumber, type NudgeKind, type ReasonCode, type Verdict } from './checker/index.js';
import type { AnswerSpec, Problem } from './types.js';

export interface PriorNudges {
  /** Value-revealing nudges already given on this problem ("right value, simplify it"). */
  valueRevealing: number;
  /** Unreadable-input (and other form) nudges already given on this problem. */
  unreadable: number;
}

export interface Grade {
  verdict: Verdict;
  reason: ReasonCode;
  message?: string;
  /** On reject: the predicted misconception the answer matches, to show its feedback first. */
  misconception?: { id: string; feedback: string };
  /** On nudge: which counter the caller must increment. */
  nudgeKind?: NudgeKind;
}

/** At most one value-revealing nudge per problem; the fourth unreadable input is graded. */
export const MAX_VALUE_NUDGES = 1;
export const MAX_UNREADABLE_NUDGES = 3;

export function gradeAnswer(problem: Problem, input: string, priorNudges: PriorNudges): Grade {
  const result = checkAnswer(input, problem.answer, problem.language ?? 'en');
  if (result.verdict === 'nudge') {
    const kind = nudgeKindOf(result.reason);
    const used = kind === 'value' ? priorNudges.valueRevealing : priorNudges.unreadable;
    const limit = kind === 'value' ? MAX_VALUE_NUDGES : MAX_UNREADABLE_NUDGES;
    if (used < limit) return { ...result, nudgeKind: kind };
    // Out of nudges: grade it. Keep the reason so the UI can still say what was wrong with the form.
    return withMisconception({ verdict: 'reject', reason: result.reason }, problem, input);
  }
  if (result.verdict === 'reject') return withMisconception({ ...result }, problem, input);
  return { ...result };
}

function withMisconception(grade: Grade, problem: Problem, input: string): Grade {
  const match = matchMisconception(problem, input);
  return match ? { ...grade, misconception: match } : grade;
}

/**
 * A rejected answer matches a misconception when the checker, judging the input against a spec of the
 * same format whose answer is the misconception's value, would accept it (or nudge it for form only).
 */
export function matchMisconception(problem: Problem, input: string): { id: string; feedback: string } | undefined {
  for (const m of problem.misconceptions) {
    const spec = specForValue(problem.answer, m.value);
    if (!spec) continue;
    const verdict = checkAnswer(input, spec);
    if (verdict.verdict === 'accept' || (verdict.verdict === 'nudge' && nudgeKindOf(verdict.reason) === 'value')) {
      return { id: m.id, feedback: m.feedback };
    }
  }
  return undefined;
}

/**
 * The misconception value is written as the child would type it. Build the spec of the same format whose
 * answer is that value, so the child's input is judged against it with exactly the checker's rules.
 * Null when the value cannot be read (then that misconception simply never matches).
 */
function specForValue(answer: AnswerSpec, value: string): AnswerSpec | null {
  const cached = SPEC_CACHE.get(answer)?.get(value);
  if (cached !== undefined) return cached;
  const spec = buildSpecForValue(answer, value);
  let perAnswer = SPEC_CACHE.get(answer);
  if (!perAnswer) SPEC_CACHE.set(answer, (perAnswer = new Map()));
  perAnswer.set(value, spec);
  return spec;
}
const SPEC_CACHE = new WeakMap<AnswerSpec, Map<string, AnswerSpec | null>>();

function buildSpecForValue(answer: AnswerSpec, value: string): AnswerSpec | null {
  const base = { canonical: value, unit: answer.unit ?? null };
  switch (answer.format) {
    case 'choice':
      return { ...answer, ...base, value: findChoiceKey(answer, value) ?? value };
    case 'expression':
      return { ...answer, ...base, expression: value, form: 'any' };
    case 'expression-same-form':
      return { ...answer, ...base, expression: value };
    case 'equation':
      return { ...answer, ...base, equation: value };
    default: {
      // Numeric-valued formats: read the misconception's own text to an exact value with a lenient spec.
      const exactValue = readExactValue(value);
      if (exactValue !== null && 'value' in answer && answer.format !== 'solution') {
        return { ...answer, ...base, value: exactValue } as AnswerSpec;
      }
      return readStructured(answer, value);
    }
  }
}

function findChoiceKey(answer: Extract<AnswerSpec, { format: 'choice' }>, value: string): string | null {
  const v = value.trim().toLowerCase();
  for (const [key, synonyms] of Object.entries(answer.options)) {
    if (key.toLowerCase() === v || synonyms.some((s) => s.toLowerCase() === v)) return key;
  }
  return null;
}

function readExactValue(text: string): string | null {
  const parsed = parseNumber(normalise(text, { divisionAsSlash: true }).replace(/ ?%$/, ''));
  return parsed.ok ? parsed.num.value.toString() : null;
}

/** Structured formats: re-read the misconception text into the same shape as the answer. */
function readStructured(answer: AnswerSpec, value: string): AnswerSpec | null {
  const text = normalise(value, { divisionAsSlash: true });
  switch (answer.format) {
    case 'solution': {
      const v = readExactValue(text.replace(/^[A-Za-z] ?= ?/, ''));
      return v === null ? null : { ...answer, canonical: value, value: v };
    }
    case 'coordinate': {
      const m = /^[([]?\s*([^,;]+)[,;]\s*([^)\]]+)[)\]]?$/.exec(text);
      const x = m && readExactValue(m[1]!);
      const y = m && readExactValue(m[2]!);
      return x !== null && y !== null && x !== undefined && y !== undefined ? { ...answer, canonical: value, x, y } : null;
    }
    case 'ratio': {
      const parts = text.split(/:| to /).map((p) => readExactValue(p));
      return parts.every((p): p is string => p !== null) ? { ...answer, canonical: value, parts, simplify: 'optional' } : null;
    }
    case 'list': {
      const items = text.split(/[,; ]+/).filter(Boolean).map((p) => readExactValue(p));
      return items.every((p): p is string => p !== null) ? { ...answer, canonical: value, values: items, allowPm: false } : null;
    }
    case 'quotient-remainder': {
      const m = /^(\d+) ?(?:r|rem|remainder) ?(\d+)$/i.exec(text);
      return m ? { ...answer, canonical: value, quotient: Number(m[1]), remainder: Number(m[2]), divisor: Number.MAX_SAFE_INTEGER } : null;
    }
    case 'inequality': {
      const m = /^([A-Za-z]) ?(<=|>=|<|>|≤|≥) ?(.+)$/.exec(text);
      const bound = m && readExactValue(m[3]!);
      if (!m || bound === null || bound === undefined) return null;
      const op = m[2] === '≤' ? '<=' : m[2] === '≥' ? '>=' : (m[2] as '<' | '>' | '<=' | '>=');
      return { ...answer, canonical: value, op, bound };
    }
    case 'scientific': {
      const m = /^(.+?) ?(?:[x×*·⋅] ?)?10 ?(?:\^|\*\*) ?\(?([+-]?\d+)\)?$/i.exec(text);
      const coefficient = m ? readExactValue(m[1]!) : readExactValue(text);
      return coefficient === null ? null : { ...answer, canonical: value, coefficient, exponent: m ? Number(m[2]) : 0 };
    }
    case 'pi-multiple': {
      const m = /^(.*?) ?(?:π|pi)$/i.exec(text);
      const c = m ? (m[1] === '' ? '1' : readExactValue(m[1]!)) : null;
      return c === null ? null : { ...answer, canonical: value, coefficient: c };
    }
    default:
      return null;
  }
}
