/**
 * Hints never give the answer away (docs/maths/curriculum.md, "Hints"): no hint writes the answer as
 * the result of a step ("28 × 4 = 112", "711 → 7,110", "≈ 8.4"), and none names the bound a "which is
 * the smaller/larger" question asks for ("between 7 and 8"). Naming a variable ("x = 4") or stating an
 * equation to solve ("6 × ? = 18") is not a step. The registry draws again when a problem breaks this
 * by coincidence of its numbers (registry.ts); the property suite checks it on every skill.
 */
import type { AnswerSpec, Problem } from './types.js';

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What may not follow a number that is a whole result: more digits or operations on it. */
const AFTER = String.raw`(?![\d/²³⁰¹⁴-⁹⁻]|\.\d|,\d|\s*[×÷+−^(])`;
const UNIT = /\s*(?:cm|m|km|in\.?|ft|yd|mi|g|kg|lb|oz|mL|L|min|h|s|°|(?:square|cubic) \w+)$/;

function answerTexts(answer: AnswerSpec): string[] {
  if (answer.format === 'choice') return [];
  const c = answer.canonical.trim();
  const bare = c.replace(UNIT, '').replace(/^\$/, '');
  return [...new Set([c.replace(/^\$/, ''), bare])].filter((t) => t !== '');
}

/** Why the hint gives the answer away, or null. */
export function hintGivesAway(hint: string, answer: AnswerSpec, question: string): string | null {
  for (const a of answerTexts(answer)) {
    // Both patterns below contain the answer's text literally: a hint without it gives nothing away,
    // and skipping the two patterns' compilation then saves most of this check's cost (it runs on
    // every problem served, docs/adr/0052).
    if (!hint.includes(a)) continue;
    const result = new RegExp(String.raw`(\S)\s*(=|→|≈)\s*\$?${esc(a)}${AFTER}`, 'g');
    for (const m of hint.matchAll(result)) {
      const before = hint.slice(0, m.index + 1);
      // "x = 4" names a value; "6 × ? = 18" states the equation to solve.
      if (/(?:^|[^\w])[A-Za-z]$/.test(before) || /\?\s*$/.test(before)) continue;
      return `writes the answer as a result: "${m[0].trim()}"`;
    }
    if (/smaller|larger|greater/.test(question) && new RegExp(String.raw`between \$?${esc(a)} and|and \$?${esc(a)}${AFTER}`).test(hint) && /between/.test(hint)) {
      return 'names the bound the question asks for';
    }
  }
  return null;
}

/** The first hint of the problem that gives its answer away, with why; null when none does. */
export function problemHintGivesAway(problem: Pick<Problem, 'hints' | 'answer' | 'question'>): string | null {
  for (const h of problem.hints) {
    const why = hintGivesAway(h, problem.answer, problem.question.text);
    if (why) return `"${h}" ${why}`;
  }
  return null;
}
