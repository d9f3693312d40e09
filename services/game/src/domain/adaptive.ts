/**
 * Adaptive choice of the next problem (MATHS.md §4.2-4.3). Used until the maths package's
 * adaptive module is exported; the service reaches it only through `maths-seam.ts`, so the
 * swap is one file. Pure: randomness comes in as `random()`.
 */

export interface SkillState {
  skillId: string;
  /** Rating on the logit scale, clamped to [−4, 6]. */
  theta: number;
  /** Graded answers so far. */
  n: number;
  lastD: number | null;
  missStreak: number;
  /** Correctness of the last 10 graded answers, oldest first. */
  history: boolean[];
}

export interface SkillInfo {
  skillId: string;
  grade: number;
  domain: string;
  prereqs: readonly string[];
}

export const LADDER = [-1.5, -0.75, 0, 0.75, 1.5] as const;
export const TARGET_SUCCESS = 0.75;
export const THETA_MIN = -1.5;
export const THETA_MAST = 2.6;
const RUN_LENGTH = 3;

export function predict(theta: number, difficulty: number): number {
  return 1 / (1 + Math.exp(-(theta - LADDER[difficulty - 1]!)));
}

/** Grade prior (§4.3.7): Δ = skill grade − student grade. */
export function thetaPrior(skillGrade: number, studentGrade: number): number {
  const delta = skillGrade - studentGrade;
  if (delta <= -2) return 1.5;
  if (delta === -1) return 0.8;
  if (delta === 0) return -0.5;
  return -1.5;
}

export function newSkillState(skill: SkillInfo, studentGrade: number): SkillState {
  return { skillId: skill.skillId, theta: thetaPrior(skill.grade, studentGrade), n: 0, lastD: null, missStreak: 0, history: [] };
}

export function skillScore(theta: number): number {
  return Math.round(100 * Math.min(1, Math.max(0, (theta - THETA_MIN) / (THETA_MAST - THETA_MIN))));
}

/** Credit S of one graded answer (§4.3.2). */
export function answerScore(isCorrect: boolean, timeSpent: number, estimatedTime: number, hintsUsed: number): number {
  if (!isCorrect) return 0;
  const r = estimatedTime > 0 ? timeSpent / estimatedTime : 1;
  const sTime = r <= 1 ? 1 : 1 - 0.2 * Math.min(1, (r - 1) / 2);
  const sHint = [1, 0.8, 0.6, 0.4][Math.min(3, Math.max(0, hintsUsed))]!;
  return Math.min(sTime, sHint);
}

/** Guessable formats carry less information (§4.3.2). */
export function formatWeight(answerFormat: string, optionCount: number): number {
  if (answerFormat !== 'choice') return 1;
  if (optionCount <= 2) return 0.5;
  if (optionCount === 3) return 0.75;
  return 1;
}

/** Rating update after a graded answer (§4.3.3). */
export function updateSkill(state: SkillState, difficulty: number, score: number, weight = 1): SkillState {
  const p = predict(state.theta, difficulty);
  const k = Math.max(0.3, 1.6 / (1 + 0.1 * state.n)) * weight;
  const theta = Math.min(6, Math.max(-4, state.theta + k * (score - p)));
  const correct = score > 0;
  return {
    ...state,
    theta,
    n: state.n + 1,
    lastD: difficulty,
    missStreak: correct ? 0 : state.missStreak + 1,
    history: [...state.history, correct].slice(-10),
  };
}

/** Difficulty of the next problem within a skill (§4.3.4). */
export function chooseDifficulty(state: SkillState, random: () => number): number {
  let best = 1;
  for (let d = 2; d <= 5; d++) {
    if (Math.abs(predict(state.theta, d) - TARGET_SUCCESS) < Math.abs(predict(state.theta, best) - TARGET_SUCCESS)) best = d;
  }
  if (state.lastD !== null) best = Math.min(best, state.lastD + 1);
  if (state.missStreak >= 2 && state.lastD !== null) return Math.max(1, Math.min(best, state.lastD - 1));
  const roll = random();
  if (roll < 0.15) best = Math.min(5, best + 1);
  else if (roll < 0.25) best = Math.max(1, best - 1);
  return best;
}

export interface ChooseInput {
  catalogue: readonly SkillInfo[];
  states: readonly SkillState[];
  studentGrade: number;
  /** Skill ids of the most recently served problems, newest last. */
  recentSkills: readonly string[];
  random: () => number;
}

/**
 * Which skill next (§4.3.5): keep short runs of 3 on one skill, fall back to the weakest
 * prerequisite after three misses in a row, otherwise the highest priority among available skills.
 */
export function chooseSkill(input: ChooseInput): string | null {
  const { catalogue, studentGrade, recentSkills, random } = input;
  if (catalogue.length === 0) return null;
  const byId = new Map(catalogue.map((s) => [s.skillId, s]));
  const stateOf = (id: string): SkillState => input.states.find((s) => s.skillId === id) ?? newSkillState(byId.get(id)!, studentGrade);
  const available = (s: SkillInfo): boolean => {
    if (s.grade > studentGrade + 1 || s.grade < studentGrade - 2) return false;
    // Prerequisites gate only stretch skills above the working grade (own-grade skills assume earlier grades).
    if (s.grade > studentGrade) return s.prereqs.every((p) => !byId.has(p) || skillScore(stateOf(p).theta) >= 60);
    return true;
  };

  const last = recentSkills.at(-1);
  if (last && byId.has(last)) {
    const state = stateOf(last);
    if (state.missStreak >= 3) {
      const prereqs = byId.get(last)!.prereqs.filter((p) => byId.has(p));
      if (prereqs.length > 0) return prereqs.map(stateOf).sort((a, b) => a.theta - b.theta)[0]!.skillId;
    } else {
      let run = 0;
      for (let i = recentSkills.length - 1; i >= 0 && recentSkills[i] === last; i--) run++;
      if (run < RUN_LENGTH && available(byId.get(last)!)) return last;
    }
  }

  let bestId: string | null = null;
  let bestPriority = -Infinity;
  const recent3 = new Set(recentSkills.slice(-RUN_LENGTH));
  for (const skill of catalogue) {
    if (!available(skill)) continue;
    const state = stateOf(skill.skillId);
    const growth = 1 - Math.min(1, Math.max(0, (state.theta - THETA_MIN) / (THETA_MAST - THETA_MIN)));
    const noise = (random() - 0.5) * 0.4;
    const priority = 1.0 * growth + 0.5 * (skill.grade === studentGrade ? 1 : 0) - 1.0 * (recent3.has(skill.skillId) ? 1 : 0) + noise;
    if (priority > bestPriority) {
      bestPriority = priority;
      bestId = skill.skillId;
    }
  }
  return bestId ?? catalogue[Math.floor(random() * catalogue.length)]!.skillId;
}
