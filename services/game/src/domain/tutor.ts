/**
 * The step-by-step tutor's walkthrough of an answered problem (docs/product/practice.md, the
 * tutor; docs/adr/0115 and 0117). Pure: the steps come from the problem's worked solution
 * (`tutor.tutorSteps` of the maths package), the state is kept in the student document's `tutor`
 * record (repositories/students.ts), and the figures it adds up (steps seen, steps right, by
 * local day and by skill) are what a parent's report and the adaptive engine read.
 *
 * A walkthrough shows the steps up to the first blank; each blank filled in right, or shown on
 * request, opens the steps up to the next blank; after the last blank every step is shown.
 */
import type { TutorFigures, TutorStep as TutorStepView, TutorWalk } from '@mathquest/contracts';
import { dayDiff, tutorFiguresOver as figuresOverDays } from '@mathquest/contracts';
import type { StoredOutboxEntry } from '@mathquest/service-kit';
import { tutor, type adaptive, type Problem } from '@mathquest/maths';

/** Local days of figures kept (as the practice log, docs/adr/0073). */
export const TUTOR_LOG_DAYS = 30;
/** Skills whose figures are kept, the most recently tutored last. */
export const TUTOR_LOG_SKILLS = 30;

export type BlankStatus = 'open' | 'right' | 'shown';

/** The walkthrough in progress: one per student, the one started last. */
export interface WalkState {
  problemId: string;
  /** Index of the blank being filled in; null once every blank is done. */
  cursor: number | null;
  /** Status of each blank done so far, by step index. */
  done: Record<string, 'right' | 'shown'>;
  /**
   * The walked problem's skill and when the walkthrough last changed (epoch ms): the answer path
   * reads them to know that an answer follows a walkthrough of its skill (docs/adr/0146). A
   * walkthrough stored without them counts as no help (tutorHelpOf).
   */
  skillId?: string;
  at?: number;
}

export interface TutorCounts {
  walkthroughs: number;
  stepsSeen: number;
  stepsRight: number;
}

export interface TutorDay extends TutorCounts {
  day: string;
}

export interface TutorSkill extends TutorCounts {
  skillId: string;
  lastDay: string;
}

/** The student document's tutor record; `rev` orders its own writes (not the answer's version). */
export interface TutorRecord {
  rev: number;
  walk: WalkState | null;
  days: TutorDay[];
  skills: TutorSkill[];
  /**
   * game.tutor.updated entries not yet seen published (docs/adr/0145): written by the record's own
   * update, kept by the next one until published, cleared by the sweeper when the tutor is not used again.
   */
  outbox?: StoredOutboxEntry[];
}

export const EMPTY_TUTOR_RECORD: TutorRecord = { rev: 0, walk: null, days: [], skills: [] };

const ZERO: TutorCounts = { walkthroughs: 0, stepsSeen: 0, stepsRight: 0 };

type Steps = tutor.TutorStep[];

function nextBlank(steps: Steps, after: number): number | null {
  for (let i = after + 1; i < steps.length; i++) if (steps[i]!.kind === 'fill') return i;
  return null;
}

/** How many steps a walkthrough at `cursor` shows. */
export function visibleCount(steps: Steps, cursor: number | null): number {
  return cursor === null ? steps.length : cursor + 1;
}

/** A new walkthrough of a problem of `skillId`, started at `at` (epoch ms): open at its first blank. */
export function startWalk(problemId: string, steps: Steps, skillId: string, at: number): WalkState {
  return { problemId, cursor: nextBlank(steps, -1), done: {}, skillId, at };
}

/** The walkthrough after the open blank is done (`right` or `shown`) at `at` (epoch ms). */
export function completeBlank(walk: WalkState, steps: Steps, status: 'right' | 'shown', at: number): WalkState {
  if (walk.cursor === null) return walk;
  return { ...walk, done: { ...walk.done, [walk.cursor]: status }, cursor: nextBlank(steps, walk.cursor), at };
}

/** Blanks whose value the child asked to be shown instead of filling them in. */
export function stepsShown(walk: WalkState): number {
  return Object.values(walk.done).filter((s) => s === 'shown').length;
}

/** What the adaptive engine needs of the last walkthrough (docs/adr/0146); null without one, or for one stored without `skillId` and `at`. */
export function tutorHelpOf(record: TutorRecord | undefined): adaptive.TutorHelp | null {
  const walk = record?.walk;
  if (!walk?.skillId || walk.at === undefined) return null;
  return { skillId: walk.skillId, at: walk.at, stepsShown: stepsShown(walk) };
}

/** The figures a change of walkthrough adds: a new one counts once, and the steps it newly shows. */
export function figuresAdded(steps: Steps, before: WalkState | null, after: WalkState, rightAdded: number): TutorCounts {
  const seenBefore = before ? visibleCount(steps, before.cursor) : 0;
  return { walkthroughs: before ? 0 : 1, stepsSeen: visibleCount(steps, after.cursor) - seenBefore, stepsRight: rightAdded };
}

function add(a: TutorCounts, b: TutorCounts): TutorCounts {
  return { walkthroughs: a.walkthroughs + b.walkthroughs, stepsSeen: a.stepsSeen + b.stepsSeen, stepsRight: a.stepsRight + b.stepsRight };
}

/** The record with a new walkthrough state and its figures added to the day and the skill, bounded. */
export function recordWalk(record: TutorRecord, walk: WalkState, added: TutorCounts, today: string, skillId: string): TutorRecord {
  const days = record.days.some((d) => d.day === today) ? record.days : [...record.days, { day: today, ...ZERO }];
  const keptDays = days
    .map((d) => (d.day === today ? { day: d.day, ...add(d, added) } : d))
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
    .filter((d, _i, all) => dayDiff(d.day, all.at(-1)!.day) < TUTOR_LOG_DAYS);
  const prior = record.skills.find((s) => s.skillId === skillId) ?? { skillId, lastDay: today, ...ZERO };
  const skills = [...record.skills.filter((s) => s.skillId !== skillId), { skillId, lastDay: today, ...add(prior, added) }].slice(-TUTOR_LOG_SKILLS);
  return { rev: record.rev + 1, walk, days: keptDays, skills, ...(record.outbox ? { outbox: record.outbox } : {}) };
}

/** Walkthroughs and steps over the `days` local days ending with `today` (the shared rule of the contracts). */
export function tutorFiguresOver(record: TutorRecord | undefined, today: string, days: number): TutorFigures {
  return figuresOverDays(record?.days, today, days);
}

/** What the screen gets: the steps shown so far, blanks done with their value, the open one without. */
export function walkView(problemId: string, problem: Pick<Problem, 'question' | 'diagram'>, steps: Steps, walk: WalkState, mistake: TutorWalk['mistake']): TutorWalk {
  const shown = steps.slice(0, visibleCount(steps, walk.cursor));
  const views: TutorStepView[] = shown.map((step, index) => {
    if (step.kind === 'text') return { index, kind: 'text', text: step.text, before: null, after: null, status: 'text', value: null };
    const status: BlankStatus = walk.done[index] ?? 'open';
    const done = status !== 'open';
    return {
      index,
      kind: 'fill',
      text: done ? `${step.before}${step.value}${step.after}` : null,
      before: step.before,
      after: step.after,
      status,
      value: done ? step.value : null,
    };
  });
  return {
    problemId,
    question: problem.question.text,
    // The picture the steps talk about, drawn above them (docs/maths/diagrams.md); it never shows the answer.
    diagram: problem.diagram ?? null,
    mistake,
    steps: views,
    stepsTotal: steps.length,
    currentStep: walk.cursor,
    stepsSeen: shown.length,
    stepsRight: Object.values(walk.done).filter((s) => s === 'right').length,
    finished: walk.cursor === null,
  };
}
