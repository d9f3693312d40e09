/**
 * Whole-game simulation of the adaptive engine: simulated students play through the game's own
 * `chooseNext` / `updateAfterAnswer` (src/domain/maths-engine.ts), so skill choice (short runs, availability,
 * prerequisites, grade priors, growth), difficulty choice and the φ domain offsets all act together,
 * as they do for a real child. Shared by scripts/simulate-play.ts and its unit test.
 *
 * Student model (deliberately simple):
 *  - A student enrolled in grade G has one overall ability a: their true θ* on their own grade's skills.
 *  - On a skill of grade g, θ*_skill = a + gradeStep × (G − g): earlier-grade skills are easier for them,
 *    the grade above harder. The step is a parameter (the grade prior of docs/maths/adaptive.md moves 0.7–1.3 per grade).
 *  - Each answer is right with probability adaptive.pSuccess(θ*_skill, d), the engine's own model, so the
 *    engine's assumptions hold exactly; what is tested is whether the choices it makes reach the 75% target.
 *  - Time spent = the problem's estTimeSec (full time credit), no hints, no nudges, one session per run.
 *
 * Time: chooseNext reads Date.now() to decide whether a spaced review is due. Each run's clock starts at
 * the real Date.now() and advances by the time spent, so answer times are never behind chooseNext's clock;
 * the first review comes 1 day after a skill becomes Proficient, far beyond one simulated session
 * (≤ a few hours), so no review is ever due and results do not depend on the wall clock. Nothing is patched.
 */
import { adaptive, createRng, type Difficulty } from '@mathquest/maths';
import { catalogue, chooseNext, generate, skillLevelGrade, updateAfterAnswer, type SkillState } from '../src/domain/maths-engine.js';
import { RECENT_SKILLS } from '../src/domain/student.js';

export interface PlayOptions {
  /** Overall ability a: θ* on the enrolled grade's skills. */
  ability: number;
  enrolledGrade: number;
  /** Logits per grade between a student's skills of adjacent grades. */
  gradeStep: number;
  runs: number;
  problems: number;
  /** Problems not counted in the statistics (the engine is still finding the level). */
  warmUp: number;
  seed: string;
}

export interface PlayResult {
  ability: number;
  /** Share of right answers after the warm-up. */
  successRate: number;
  /** Mean grade of the skills served after the warm-up. */
  meanGrade: number;
  /** Shares of problems from a lower grade, the enrolled grade and the grade above. */
  lower: number;
  own: number;
  above: number;
  /** Shares of d1..d5 after the warm-up. */
  difficultyMix: number[];
  /** Times chooseNext was called right after a third miss in a row on a skill, and how often it then served a prerequisite. */
  missStreak3: number;
  prereqAfterMissStreak3: number;
  /** Right answers at each problem position (index 0 = problem 1) summed over the runs, warm-up included. */
  correctByProblem: number[];
  runs: number;
}

/** Success over problems `from`–`to` (1-based, inclusive) of every run. */
export function windowRate(r: PlayResult, from: number, to: number): number {
  const slice = r.correctByProblem.slice(from - 1, to);
  return slice.reduce((a, b) => a + b, 0) / Math.max(1, slice.length * r.runs);
}

/** θ* of a student of ability a (enrolled grade G) on a skill of the given grade. */
export function trueTheta(ability: number, enrolledGrade: number, skillGrade: number, gradeStep: number): number {
  return ability + gradeStep * (enrolledGrade - skillGrade);
}

interface Tally {
  counted: number;
  correct: number;
  gradeSum: number;
  lower: number;
  own: number;
  above: number;
  mix: number[];
  missStreak3: number;
  prereqAfterMissStreak3: number;
  correctByProblem: number[];
}

function emptyTally(problems: number): Tally {
  return { counted: 0, correct: 0, gradeSum: 0, lower: 0, own: 0, above: 0, mix: [0, 0, 0, 0, 0], missStreak3: 0, prereqAfterMissStreak3: 0, correctByProblem: new Array<number>(problems).fill(0) };
}

function countAnswer(t: Tally, grade: number, enrolledGrade: number, difficulty: Difficulty, correct: boolean): void {
  t.counted++;
  if (correct) t.correct++;
  t.gradeSum += grade;
  if (grade < enrolledGrade) t.lower++;
  else if (grade === enrolledGrade) t.own++;
  else t.above++;
  t.mix[difficulty - 1]!++;
}

/** Prerequisite ids of each catalogue skill, to see whether the three-misses fallback fires. */
function prereqsById(): Map<string, readonly string[]> {
  return new Map(catalogue().map((s) => [s.skillId, s.prereqs]));
}

/** One session of `problems` answers by one simulated student. */
function playOne(o: PlayOptions, random: () => number, tally: Tally, prereqs: ReadonlyMap<string, readonly string[]>): void {
  let states: SkillState[] = [];
  let recentSkills: string[] = [];
  let clock = Date.now();
  for (let i = 0; i < o.problems; i++) {
    const last = recentSkills.at(-1);
    const lastState = last ? states.find((s) => s.skillId === last) : undefined;
    const choice = chooseNext({ states, studentGrade: o.enrolledGrade, recentSkills, boss: false }, random);
    if (!choice) throw new Error('chooseNext found no skill');
    const problem = generate(choice.skillId, choice.difficulty, Math.floor(random() * 2 ** 32).toString(16));
    // The grade of the standards practised: a review skill is grade 3, a stretch skill grade 9 (docs/adr/0207).
    const grade = skillLevelGrade(problem.skillId) ?? problem.grade;
    const correct = random() < adaptive.pSuccess(trueTheta(o.ability, o.enrolledGrade, grade, o.gradeStep), problem.difficulty);
    clock += problem.estTimeSec * 1000;
    ({ states } = updateAfterAnswer(
      { states, studentGrade: o.enrolledGrade },
      { problem, isCorrect: correct, timeSpent: problem.estTimeSec, hintsUsed: 0, at: new Date(clock) },
    ));
    recentSkills = [...recentSkills, problem.skillId].slice(-RECENT_SKILLS);
    if (correct) tally.correctByProblem[i]!++;
    if (i < o.warmUp) continue;
    countAnswer(tally, grade, o.enrolledGrade, problem.difficulty, correct);
    if (last && (lastState?.missStreak ?? 0) >= 3) {
      tally.missStreak3++;
      if (prereqs.get(last)?.includes(problem.skillId)) tally.prereqAfterMissStreak3++;
    }
  }
}

export function simulatePlay(o: PlayOptions): PlayResult {
  const rng = createRng(o.seed);
  const random = (): number => rng.next();
  const prereqs = prereqsById();
  const t = emptyTally(o.problems);
  for (let run = 0; run < o.runs; run++) playOne(o, random, t, prereqs);
  const n = Math.max(1, t.counted);
  return {
    ability: o.ability,
    successRate: t.correct / n,
    meanGrade: t.gradeSum / n,
    lower: t.lower / n,
    own: t.own / n,
    above: t.above / n,
    difficultyMix: t.mix.map((m) => m / n),
    missStreak3: t.missStreak3,
    prereqAfterMissStreak3: t.prereqAfterMissStreak3,
    correctByProblem: t.correctByProblem,
    runs: o.runs,
  };
}
