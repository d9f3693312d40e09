/**
 * No repeats in play (docs/maths/curriculum.md, "Variety"; docs/adr/0111-no-repeat-memory.md).
 *
 * Two problems are "the same problem" when a child would see the same thing: the same skill and the
 * same question (text and described picture). `problemFingerprint` names that in a few characters so
 * a student's last problems can be remembered inside a document the game already writes;
 * `freshProblem` draws seeds until the problem is not one of them.
 */
import { generateProblem } from './registry.js';
import type { Difficulty, Problem } from './types.js';
import type { Language } from './language/index.js';

/** How many of a student's last problems may not come back (docs/maths/curriculum.md). */
export const NO_REPEAT_WINDOW = 20;
/** Every skill and difficulty has at least this many distinct problems (checked over 200 seeds by src/generators/teacher-review.test.ts). */
export const MIN_POOL_SIZE = 25;
/** Every skill and difficulty aims at this many distinct templates (templateOf) over 200 seeds (docs/maths/curriculum.md, "Variety"). */
export const MIN_TEMPLATES = 5;

/**
 * The template a child notices: the question (text and described picture) with every number
 * blanked to "#", so "1/3 × 1/2 = ?" and "2/5 × 3/4 = ?" are one template.
 */
export function templateOf(problem: Pick<Problem, 'question'>): string {
  const blank = (t: string): string => t.replace(/[−-]?\$?\d[\d,]*(?:\.\d+)?/g, '#');
  return `${blank(problem.question.text)}\u0000${blank(problem.question.altText ?? '')}`;
}

/** Seeds tried before giving up on a fresh problem; with a pool of 25 or more and 20 remembered, one of the first few usually is. */
export const FRESH_TRIES = 200;

/**
 * 52-bit FNV-1a over the skill id and what the child sees, in base 36 (at most 11 characters).
 * A collision only makes a fresh problem look remembered: it is skipped, never repeated.
 */
export function problemFingerprint(problem: Pick<Problem, 'skillId' | 'question'>): string {
  const text = `${problem.skillId}\u0000${problem.question.text}\u0000${problem.question.altText ?? ''}`;
  // Two 32-bit FNV-1a lanes with different offsets, folded into 52 bits (exact in a double).
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x01000193) >>> 0;
    b = (b ^ (b >>> 13)) >>> 0;
  }
  return ((a & 0xfffff) * 2 ** 32 + b).toString(36);
}

/** The last NO_REPEAT_WINDOW fingerprints with one more, newest last. */
export function rememberProblem(recent: readonly string[] | undefined, fingerprint: string): string[] {
  return [...(recent ?? []).filter((f) => f !== fingerprint), fingerprint].slice(-NO_REPEAT_WINDOW);
}

/**
 * A problem of (skill, difficulty) that is not among `recent` (fingerprints, newest last). Seeds come
 * from `newSeed` (random, so a served seed stays beyond a search). If FRESH_TRIES seeds all give
 * remembered problems (only possible when the pool is smaller than the memory), the one seen
 * longest ago is served. The problem is worded in `language` (docs/maths/languages.md); its fingerprint
 * is of the text the child sees, in that language.
 */
export function freshProblem(skillId: string, difficulty: Difficulty, recent: readonly string[], newSeed: () => string, language: Language = 'en'): Problem {
  const seen = new Map(recent.map((f, i) => [f, i]));
  let oldest: { problem: Problem; at: number } | null = null;
  for (let attempt = 0; attempt < FRESH_TRIES; attempt++) {
    const problem = generateProblem(skillId, difficulty, newSeed(), language);
    const at = seen.get(problemFingerprint(problem));
    if (at === undefined) return problem;
    if (!oldest || at < oldest.at) oldest = { problem, at };
  }
  return oldest!.problem;
}
