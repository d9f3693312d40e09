/**
 * The one place the game service touches the maths package: catalogue, generation, grading
 * (checker + attempt policy, `gradeAnswer`) and the adaptive engine (`adaptive.*`,
 * docs/adr/0025-adaptive-choice.md). Game-specific choices on top of the engine live here: the
 * placement warm-up of a new student, short runs of 3 problems per skill in free play, a 0.85
 * success target in boss battles, and the working grade and domain offsets, both derived from the
 * skill states before every choice (docs/adr/0044-placement-and-working-grade.md), so the student
 * document stores nothing but the skill states.
 */
import { randomBytes } from 'node:crypto';
import { adaptive, createRng, freshProblem, generateProblem, gradeAnswer, levelGrade, listSkills, parseProblemId, problemFingerprint, rememberProblem, type Diagram, type Difficulty, type Language, type Problem } from '@mathquest/maths';

export type SkillState = adaptive.SkillState;

const RUN_LENGTH = 3;
const BOSS_TARGET = 0.85;

// ---------------------------------------------------------------- catalogue and generation

let catalogueCache: adaptive.SkillMeta[] | null = null;
let catalogueByIdCache: Map<string, adaptive.SkillMeta> | null = null;

/**
 * Skills with a generator, as the adaptive engine needs them. The engine's grade is the grade of the
 * standards a skill practises: 2 or 3 for a review skill, 9 for a stretch skill (docs/adr/0207, 0213), so the
 * grade prior and the working grade treat them by their real grade.
 */
export function catalogue(): adaptive.SkillMeta[] {
  catalogueCache ??= listSkills().map((s) => ({
    skillId: s.skillId,
    grade: levelGrade(s),
    domain: s.domain,
    prereqs: s.prereqs,
    formatWeight: 1,
    estTimeSec: s.estTimeSec,
    ...(s.edge ? { edge: s.edge } : {}),
  }));
  return catalogueCache;
}

let boundsCache: adaptive.GradeBounds | null = null;
/** The grades the working grade may take: the catalogue's, so grades 2, 3 and 9 only through review and stretch skills (docs/adr/0207, 0213). */
function gradeBounds(): adaptive.GradeBounds {
  if (!boundsCache) {
    const grades = catalogue().map((s) => s.grade);
    boundsCache = grades.length > 0 ? { lowest: Math.min(...grades), highest: Math.max(...grades) } : adaptive.PRODUCT_GRADES;
  }
  return boundsCache;
}

/** The engine's grade of a skill (its level grade, docs/adr/0207), or undefined for an unknown id. */
export function skillLevelGrade(skillId: string): number | undefined {
  return catalogueById().get(skillId)?.grade;
}

function catalogueById(): ReadonlyMap<string, adaptive.SkillMeta> {
  catalogueByIdCache ??= new Map(catalogue().map((s) => [s.skillId, s]));
  return catalogueByIdCache;
}

/** The problem of (skill, difficulty, seed), worded in the student's language (docs/maths/languages.md; English when absent). */
export function generate(skillId: string, difficulty: number, seed: string, language: Language = 'en'): Problem {
  return generateProblem(skillId, difficulty as Difficulty, seed, language);
}

/**
 * A problem of the choice that is none of the student's last problems (`recent`: fingerprints, newest
 * last; docs/adr/0111-no-repeat-memory.md). Pure CPU: no storage is read for it.
 */
export function generateFresh(choice: { skillId: string; difficulty: number }, recent: readonly string[] | undefined, seeds: () => string = newSeed, language: Language = 'en'): Problem {
  return freshProblem(choice.skillId, choice.difficulty as Difficulty, recent ?? [], seeds, language);
}

/** The student's memory of last problems with this one added (written with the answer, ADR 0111). */
export function rememberServed(recent: readonly string[] | undefined, problem: Problem): string[] {
  return rememberProblem(recent, problemFingerprint(problem));
}

/**
 * A problem bank entry (`skill/dN/sNN`) rebuilt from its id: the bank's problems are the
 * generators' problems of those seeds (docs/adr/0080). Null for an id that is not one.
 */
export function generateBankProblem(bankId: string, language: Language = 'en'): Problem | null {
  const parts = parseProblemId(bankId);
  if (!parts || !catalogueById().has(parts.skillId)) return null;
  return generateProblem(parts.skillId, parts.difficulty, parts.seed, language);
}

/**
 * The picture of a bank entry stored without one (seeded before entries kept their diagram): its
 * problem rebuilt from the id, when the generator is still the version that wrote the entry and so
 * draws the very problem whose question the entry holds; null otherwise (text only, or a generator
 * changed since, whose picture could disagree with the stored question).
 */
export function bankEntryDiagram(entry: { id: string; generatorVersion: string; question: string }): Diagram | null {
  const p = generateBankProblem(entry.id);
  if (!p || p.generatorVersion !== entry.generatorVersion || p.question.text !== entry.question) return null;
  return p.diagram ?? null;
}

/** A bank entry's words and picture in a language other than English (the bank stores English). */
export interface BankWording {
  question: string;
  answer: string;
  diagram: Diagram | null;
}

/**
 * Bank entries already worded, by id, generator version, stored question and language: each is a
 * pure function of its key, and the keys come from the stored bank, so the map holds at most the
 * bank's entries per language (emptied past BANK_WORDINGS_MAX all the same).
 */
const bankWordings = new Map<string, BankWording | null>();
const BANK_WORDINGS_MAX = 50_000;

/**
 * A bank entry in the reader's `language` (docs/product/teacher.md, the problem bank): its question,
 * answer and picture rebuilt from its id in that language, when the generator is still the version
 * that wrote the entry and draws the very problem it holds (the check of `bankEntryDiagram`), so
 * the words are the stored problem's, numbers and answer alike. Null for English, and for an entry
 * whose generator changed since: the stored entry is shown as it is.
 */
export function bankEntryIn(entry: { id: string; generatorVersion: string; question: string }, language: Language): BankWording | null {
  if (language === 'en') return null;
  const key = `${entry.id}\u0000${entry.generatorVersion}\u0000${language}\u0000${entry.question}`;
  const known = bankWordings.get(key);
  if (known !== undefined) return known;
  const english = generateBankProblem(entry.id);
  const worded = english && english.generatorVersion === entry.generatorVersion && english.question.text === entry.question ? generateBankProblem(entry.id, language) : null;
  const wording = worded ? { question: worded.question.text, answer: worded.answer.canonical, diagram: worded.diagram ?? null } : null;
  if (bankWordings.size >= BANK_WORDINGS_MAX) bankWordings.clear();
  bankWordings.set(key, wording);
  return wording;
}

/**
 * 128 random bits: the seed of a served problem stays on the server, and it must also be beyond a
 * search (the generators are public: whoever finds the seed rebuilds the answer).
 */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}

// ---------------------------------------------------------------- grading

export interface PriorNudges {
  value: number;
  unreadable: number;
}

export interface Grade {
  verdict: 'accept' | 'reject' | 'nudge';
  reason: string;
  message: string | null;
  /** False for a nudge: not graded, the problem stays open. */
  graded: boolean;
  isCorrect: boolean;
  nudgeKind: 'value' | 'unreadable' | null;
  misconception: { id: string; feedback: string } | null;
}

/** Checker verdict with the attempt policy (one value-revealing nudge, three unreadable ones). */
export function grade(problem: Problem, input: string, prior: PriorNudges): Grade {
  const g = gradeAnswer(problem, input, { valueRevealing: prior.value, unreadable: prior.unreadable });
  return {
    verdict: g.verdict,
    reason: g.reason,
    message: g.message ?? null,
    graded: g.verdict !== 'nudge',
    isCorrect: g.verdict === 'accept',
    nudgeKind: g.verdict === 'nudge' ? (g.nudgeKind ?? 'unreadable') : null,
    misconception: g.misconception ?? null,
  };
}

// ---------------------------------------------------------------- adaptive

function rng(random: () => number) {
  return createRng(Math.floor(random() * 2 ** 48).toString(36));
}

/**
 * What the engine derives from the skill states before each choice (ADR 0044): the working grade, which the
 * grade priors of unseen skills are taken from, and the domain offsets φ that shift those priors.
 */
interface EngineView {
  workingGrade: number;
  offsets: Record<string, number>;
  /** Logits added to unseen skills' seeds by a one-sided placement (docs/adr/0211). */
  seedShift: number;
}

function expectedSeconds(skillId: string, d: Difficulty): number | undefined {
  return catalogueById().get(skillId)?.estTimeSec?.[d - 1];
}

interface Placement {
  anchors: adaptive.DomainAnchors[];
  /** Per enrolled-grade domain, the probes whose answers also count for its φ. */
  evidence: Map<string, string[]>;
}

const placementByGrade = new Map<number, Placement>();

/**
 * Placement anchors depend only on the catalogue and the enrolled grade: computed once per grade. Review
 * and stretch skills are never probes (docs/adr/0207): a grade-4 student meets grade-3 work only when
 * the answers take the working grade there.
 */
function placement(studentGrade: number): Placement {
  let p = placementByGrade.get(studentGrade);
  if (!p) {
    const anchors = adaptive.placementAnchors(catalogue().filter((s) => !s.edge), studentGrade);
    placementByGrade.set(studentGrade, (p = { anchors, evidence: adaptive.placementEvidence(anchors) }));
  }
  return p;
}

function engineView(states: readonly SkillState[], studentGrade: number): EngineView {
  const byId = catalogueById();
  const place = placement(studentGrade);
  const shift = adaptive.placementShift(place.anchors, new Map(states.map((s) => [s.skillId, s])), studentGrade, expectedSeconds, gradeBounds());
  const grade = adaptive.workingGradeOf(states, (id) => byId.get(id)?.grade, studentGrade, shift.gradeSteps, gradeBounds());
  return { workingGrade: grade, offsets: adaptive.deriveDomainOffsets(states, catalogue(), grade, place.evidence), seedShift: shift.seedShift };
}

/** `seedSteps`: a placement follow-up probe is seeded that many grades from the working grade (docs/adr/0211). */
function stateOf(states: readonly SkillState[], skill: adaptive.SkillMeta, view: EngineView, seedSteps = 0): SkillState {
  const seedGrade = view.workingGrade + seedSteps;
  return (
    states.find((s) => s.skillId === skill.skillId) ??
    adaptive.newSkillState(skill.skillId, adaptive.seedTheta(skill.grade, seedGrade, view.offsets[adaptive.domainKey(skill.grade, skill.domain)] ?? 0) + view.seedShift)
  );
}

/** The seed steps of the skill when it is the placement probe due now, else 0. */
function probeSeedSteps(states: readonly SkillState[], studentGrade: number, skillId: string): number {
  const probe = adaptive.nextPlacementProbe(placement(studentGrade).anchors, new Map(states.map((s) => [s.skillId, s])), expectedSeconds);
  return probe?.skillId === skillId ? probe.seedSteps : 0;
}

export interface NextChoice {
  skillId: string;
  difficulty: number;
  /** A placement warm-up probe (docs/adr/0044), so the screen can say so. */
  placement: boolean;
}

let topicOfCache: Map<string, string> | null = null;
/**
 * The skills of curriculum topics (a boss's or a story chapter's, docs/adr/0096, 0097). Review and
 * stretch skills are not among them: they come only from the answers of free play (docs/adr/0207).
 */
export function skillsOfTopics(topics: readonly string[]): adaptive.SkillMeta[] {
  topicOfCache ??= new Map(listSkills().map((s) => [s.skillId, s.topic]));
  return catalogue().filter((s) => !s.edge && topics.includes(topicOfCache!.get(s.skillId) ?? ''));
}

/**
 * `quick`: a Speed Challenge problem (docs/adr/0135): a skill the engine chooses at the student's
 * level, at its easiest rung (difficulty 1), never a placement probe.
 */
export function chooseNext(
  input: { states: readonly SkillState[]; studentGrade: number; recentSkills: readonly string[]; boss: boolean; topics?: readonly string[]; difficulty?: number; quick?: boolean },
  random: () => number = Math.random,
): NextChoice | null {
  if (input.topics) return chooseInTopics({ ...input, topics: input.topics }, random);
  const cat = catalogue();
  if (cat.length === 0) return null;
  const r = rng(random);
  const byId = catalogueById();
  const stateMap = new Map(input.states.map((s) => [s.skillId, s]));
  // A new student's first problems place them (docs/adr/0044); boss battles and speed runs are never placement.
  const probe = input.boss || input.quick ? null : adaptive.nextPlacementProbe(placement(input.studentGrade).anchors, stateMap, expectedSeconds);
  if (probe) return { skillId: probe.skillId, difficulty: probe.difficulty, placement: true };
  const view = engineView(input.states, input.studentGrade);
  const ctx: adaptive.NextSkillContext = {
    studentGrade: input.studentGrade,
    workingGrade: view.workingGrade,
    now: Date.now(),
    domainOffsets: view.offsets,
    recentSkillIds: input.recentSkills,
    currentSkillId: input.recentSkills.at(-1) ?? null,
  };

  // Short runs on one skill (docs/adr/0025), unless the child is struggling (the engine then steps back).
  let skillId: string | null = null;
  const last = ctx.currentSkillId ? byId.get(ctx.currentSkillId) : undefined;
  if (last && (stateMap.get(last.skillId)?.missStreak ?? 0) < 2 && adaptive.isAvailable(last, byId, stateMap, ctx)) {
    let run = 0;
    for (let i = input.recentSkills.length - 1; i >= 0 && input.recentSkills[i] === last.skillId; i--) run++;
    if (run < RUN_LENGTH) skillId = last.skillId;
  }
  skillId ??= adaptive.chooseNextSkill(cat, stateMap, ctx, r)?.skillId ?? cat[Math.floor(random() * cat.length)]!.skillId;

  if (input.quick) return { skillId, difficulty: QUICK_DIFFICULTY, placement: false };
  const skill = byId.get(skillId)!;
  const state = stateOf(input.states, skill, view);
  const choice = adaptive.chooseDifficulty(state, r, input.boss ? BOSS_TARGET : adaptive.TARGET_SUCCESS);
  return { skillId, difficulty: choice.difficulty, placement: false };
}

/** The rung of a Speed Challenge problem: the easiest of the chosen skill. */
export const QUICK_DIFFICULTY = 1;

/**
 * A problem of a boss's or a chapter's topics: the adaptive engine's choice among those skills
 * (any of them when it offers none), at the chapter's difficulty, or for a boss at the boss target.
 */
function chooseInTopics(
  input: { states: readonly SkillState[]; studentGrade: number; recentSkills: readonly string[]; boss: boolean; topics: readonly string[]; difficulty?: number },
  random: () => number,
): NextChoice | null {
  const cat = skillsOfTopics(input.topics);
  if (cat.length === 0) return null;
  const r = rng(random);
  const stateMap = new Map(input.states.map((s) => [s.skillId, s]));
  const view = engineView(input.states, input.studentGrade);
  const ctx: adaptive.NextSkillContext = {
    studentGrade: input.studentGrade,
    workingGrade: view.workingGrade,
    now: Date.now(),
    domainOffsets: view.offsets,
    recentSkillIds: input.recentSkills,
    currentSkillId: input.recentSkills.at(-1) ?? null,
  };
  const skillId = adaptive.chooseNextSkill(cat, stateMap, ctx, r)?.skillId ?? cat[Math.floor(random() * cat.length)]!.skillId;
  if (input.difficulty) return { skillId, difficulty: Math.min(5, Math.max(1, Math.round(input.difficulty))), placement: false };
  const skill = catalogueById().get(skillId)!;
  const choice = adaptive.chooseDifficulty(stateOf(input.states, skill, view), r, input.boss ? BOSS_TARGET : adaptive.TARGET_SUCCESS);
  return { skillId, difficulty: choice.difficulty, placement: false };
}

/** Skill states after one graded answer (the engine's rating update, docs/adr/0025). */
export function updateAfterAnswer(
  input: { states: readonly SkillState[]; studentGrade: number },
  answer: { problem: Problem; isCorrect: boolean; timeSpent: number; hintsUsed: number; at: Date; tutorHelp?: adaptive.TutorHelp | null },
): { states: SkillState[] } {
  const p = answer.problem;
  const skill = catalogueById().get(p.skillId) ?? { skillId: p.skillId, grade: levelGrade(p), domain: '', prereqs: [], formatWeight: 1 };
  // An unseen skill starts from the same seed chooseNext used (same states, same derived view).
  const current =
    input.states.find((x) => x.skillId === p.skillId) ?? stateOf(input.states, skill, engineView(input.states, input.studentGrade), probeSeedSteps(input.states, input.studentGrade, p.skillId));
  // The first answer on a skill after a walkthrough of it counts as hinted and cannot raise its state (docs/adr/0146).
  const tutored = adaptive.followsTutorHelp(current, answer.tutorHelp);
  const hintsUsed = tutored ? adaptive.hintsWithTutorHelp(answer.hintsUsed, answer.tutorHelp!.stepsShown) : answer.hintsUsed;
  const { s } = adaptive.scoreAnswer({ correct: answer.isCorrect, activeSeconds: answer.timeSpent, expectedSeconds: p.estTimeSec, hintsUsed });
  const options = p.answer.format === 'choice' ? Object.keys(p.answer.options).length : null;
  const update = adaptive.updateRating(current, {
    difficulty: p.difficulty,
    s,
    correct: answer.isCorrect,
    hintsUsed,
    tutored,
    activeSeconds: answer.timeSpent,
    at: answer.at.getTime(),
    formatWeight: adaptive.formatWeightFor(options),
  });
  // The skill keeps its place (a new one comes last): the answer's write sets only that entry (docs/adr/0279).
  const position = input.states.findIndex((x) => x.skillId === p.skillId);
  const states = position < 0 ? [...input.states, update.state] : input.states.map((x, i) => (i === position ? update.state : x));
  // The answer that makes the placement one-sided moves the probed skills too (docs/adr/0211).
  const before = new Map(input.states.map((x) => [x.skillId, x]));
  return { states: adaptive.applyPlacementJump(placement(input.studentGrade).anchors, before, states, expectedSeconds) };
}
