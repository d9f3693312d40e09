/**
 * Test-only: the answer to a problem the stack served, read from the game service's own storage.
 *
 * The game API never sends anything an answer can be derived from (docs/adr/0028): no seed, no
 * stable problem id, no skill id. The browser tests play through the real page and must answer
 * correctly, so they do what no client can: the stack runs on this machine, and they read the
 * served problem (by the id the page shows as data-served-id) from the game's `served_problems`
 * collection with the MongoDB driver. The product has no way to reveal an answer, and must not.
 * The same read gives the language a problem was written in and what it was generated from.
 */
import { generateProblem, gradeAnswer, languageOf, type Difficulty, type Problem } from '@mathquest/maths';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll } from 'vitest';
import type { Stack } from './stack.js';

/** The game service's database (services use `mathquest_<service>`, README "Configuration"). */
const GAME_DB = 'mathquest_game';

/** What a served problem was generated from, and the language it was written in. */
export interface ServedProblemFacts {
  /** `es-US` for a problem written in Spanish; English otherwise (stored without a language). */
  language: string;
  question: string;
  skillId: string;
  difficulty: number;
  seed: string;
}

/** How a problem's answer is checked, as far as a wrong answer in its form needs (the game's AnswerSpec). */
export interface AnswerForm {
  canonical: string;
  format: string;
  value?: string;
  options?: Record<string, string[]>;
}

/**
 * Answers that are not `right` and keep its form (a fraction stays a fraction, a remainder a
 * remainder): its last digit moved on by 1, 2, 3, 4. A form the checker would send back (a fraction
 * not in lowest terms) is followed by the next one.
 */
export function wrongAnswers(right: string): string[] {
  const at = right.search(/\d(?!.*\d)/);
  if (at < 0) return ['99999'];
  return [1, 2, 3, 4].map((step) => `${right.slice(0, at)}${(Number(right[at]) + step) % 10}${right.slice(at + 1)}`);
}

/**
 * Wrong answers in the problem's form, to try in turn until one is graded: the other options of a
 * choice (a comparison's other sign; a number there is not an answer but a nudge, which the game
 * does not grade), else `wrongAnswers` of the right one.
 */
export function wrongAnswersIn(answer: AnswerForm): string[] {
  if (answer.format === 'choice' && answer.options) return Object.keys(answer.options).filter((key) => key !== answer.value);
  return wrongAnswers(answer.canonical);
}

/**
 * A wrong answer to `problem` that the game grades, never one it answers with a nudge (a number to
 * a comparison, a fraction not in lowest terms): the first of `wrongAnswersIn` that the game's own
 * grading rejects.
 */
export function gradedWrongAnswer(problem: Problem): string {
  const noNudgesYet = { valueRevealing: 0, unreadable: 0 };
  const candidates = wrongAnswersIn(problem.answer);
  const found = candidates.find((answer) => gradeAnswer(problem, answer, noNudgesYet).verdict === 'reject');
  if (!found) throw new Error(`no graded wrong answer among ${candidates.join(', ')} for ${problem.problemId}`);
  return found;
}

export interface ServedAnswers {
  answer(servedId: string): Promise<string>;
  /** How the answer of a served problem is checked (for wrong answers in its form: `wrongAnswersIn`). */
  form(servedId: string): Promise<AnswerForm>;
  /** A served problem rebuilt from what it was generated from (for `gradedWrongAnswer`). */
  problem(servedId: string): Promise<Problem>;
  /** The language and the generator inputs of a served problem (to rebuild it in another language). */
  facts(servedId: string): Promise<ServedProblemFacts>;
  /** The questions of the student's problems served in a mode, oldest first. */
  questions(userId: string, mode: string): Promise<string[]>;
  close(): Promise<void>;
}

export function servedAnswers(stack: Stack): ServedAnswers {
  // The stack uses MONGO_URL when one is set (an existing server), else its own local one.
  const client = new MongoClient(process.env.MONGO_URL || `mongodb://127.0.0.1:${stack.ports.mongo}`, { serverSelectionTimeoutMS: 10_000 });
  const problems = client.db(GAME_DB).collection<{ _id: string; problem: { answer: { canonical: string } } }>('served_problems');
  return {
    async answer(servedId) {
      const doc = await problems.findOne({ _id: servedId }, { projection: { 'problem.answer.canonical': 1 } });
      if (!doc) throw new Error(`no served problem ${servedId} in ${GAME_DB}.served_problems`);
      return doc.problem.answer.canonical;
    },
    async form(servedId) {
      const doc = await client
        .db(GAME_DB)
        .collection<{ _id: string; problem: { answer: AnswerForm } }>('served_problems')
        .findOne({ _id: servedId }, { projection: { 'problem.answer': 1 } });
      if (!doc) throw new Error(`no served problem ${servedId} in ${GAME_DB}.served_problems`);
      return doc.problem.answer;
    },
    async problem(servedId) {
      const f = await this.facts(servedId);
      return generateProblem(f.skillId, f.difficulty as Difficulty, f.seed, languageOf(f.language));
    },
    async facts(servedId) {
      const doc = await client
        .db(GAME_DB)
        .collection<{ _id: string; problem: { language?: string; question: { text: string }; skillId: string; difficulty: number; seed: string } }>('served_problems')
        .findOne({ _id: servedId });
      if (!doc) throw new Error(`no served problem ${servedId} in ${GAME_DB}.served_problems`);
      const p = doc.problem;
      return { language: p.language ?? 'en', question: p.question.text, skillId: p.skillId, difficulty: p.difficulty, seed: p.seed };
    },
    async questions(userId, mode) {
      const docs = await client
        .db(GAME_DB)
        .collection<{ _id: string; userId: string; mode: string; servedAt: Date; problem: { question: { text: string } } }>('served_problems')
        .find({ userId, mode })
        .toArray();
      return docs.sort((a, b) => a.servedAt.getTime() - b.servedAt.getTime()).map((d) => d.problem.question.text);
    },
    close: () => client.close(),
  };
}

/**
 * Call in a describe block after useBrowserStack: the answers are opened once the block's stack
 * runs and closed before it stops. Read them inside tests.
 */
export function useServedAnswers(e2e: { stack: Stack }): Omit<ServedAnswers, 'close'> {
  let opened: ServedAnswers | undefined;
  beforeAll(() => {
    opened = servedAnswers(e2e.stack);
  });
  afterAll(async () => {
    await opened?.close();
  });
  const open = (): ServedAnswers => {
    if (!opened) throw new Error('served answers are read inside tests, once the stack runs');
    return opened;
  };
  return {
    answer: (servedId) => open().answer(servedId),
    form: (servedId) => open().form(servedId),
    problem: (servedId) => open().problem(servedId),
    facts: (servedId) => open().facts(servedId),
    questions: (userId, mode) => open().questions(userId, mode),
  };
}
