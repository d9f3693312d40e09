/** Choosing which skill to practise next (docs/maths/adaptive.md, next skill). */
import type { Rng, SkillEdge } from '../types.js';
import { THETA_MASTERED, THETA_MIN, clamp, pSuccess } from './model.js';
import { domainKey, seedTheta } from './seed.js';
import { isPractising, reviewDue, type SkillState } from './state.js';

/** What the engine needs to know about a skill; no generator internals. */
export interface SkillMeta {
  skillId: string;
  /** The grade whose standards it practises (2 or 3 for a review skill, 9 for a stretch skill: docs/adr/0207, 0213). */
  grade: number;
  /** A review skill is offered only while the working grade is at most its own grade (docs/adr/0207). */
  edge?: SkillEdge;
  domain: string;
  prereqs: readonly string[];
  /** 0.5 for two-option choice skills, 0.75 for three-option, else 1. */
  formatWeight: number;
  /** Expected answering seconds at d1…d5 (the generator's estTimeSec); placement uses it to tell a fast answer. */
  estTimeSec?: readonly number[];
}

export interface NextSkillContext {
  /** The grade the student is enrolled in (seeds unseen skills). */
  studentGrade: number;
  /** The grade the engine works at (teacher-settable); skills up to one grade above are offered. */
  workingGrade: number;
  now: number;
  /** φ per domain key ("6.rp"), learned from placement and other skills. */
  domainOffsets?: Readonly<Record<string, number>>;
  assignedByTeacher?: ReadonlySet<string>;
  inCurrentUnit?: ReadonlySet<string>;
  /** Skill ids served most recently, newest last. */
  recentSkillIds?: readonly string[];
  /** The skill being practised now (for the three-misses fallback). */
  currentSkillId?: string | null;
}

export interface NextSkill {
  skillId: string;
  reason: 'priority' | 'prerequisite';
  priority: number;
}

function domainOffset(skill: SkillMeta, ctx: NextSkillContext): number {
  return ctx.domainOffsets?.[domainKey(skill.grade, skill.domain)] ?? 0;
}

/** The state of a skill, or the seeded state it would start from. */
function thetaOf(skill: SkillMeta, states: ReadonlyMap<string, SkillState>, ctx: NextSkillContext): number {
  const known = states.get(skill.skillId);
  if (known) return known.theta;
  return seedTheta(skill.grade, ctx.workingGrade, domainOffset(skill, ctx));
}

export function growthOf(theta: number): number {
  return 1 - clamp((theta - THETA_MIN) / (THETA_MASTERED - THETA_MIN), 0, 1);
}

/** Standard normal from two uniforms (Box–Muller), so the noise is reproducible from the Rng. */
function gaussian(rng: Rng): number {
  const u = Math.max(rng.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

export function isAvailable(skill: SkillMeta, byId: ReadonlyMap<string, SkillMeta>, states: ReadonlyMap<string, SkillState>, ctx: NextSkillContext): boolean {
  if (skill.grade > ctx.workingGrade + 1 || skill.grade - ctx.studentGrade >= 2) return false;
  // Review work (below the product's grades) only for a student whose answers took the working grade there.
  if (skill.edge === 'review' && ctx.workingGrade > skill.grade) return false;
  return skill.prereqs.every((id) => {
    const pre = byId.get(id);
    // Outside the given skill list: earlier-grade knowledge we cannot check.
    if (!pre) return true;
    const known = states.get(id);
    if (known && known.n > 0) return isPractising(known.theta);
    // Never practised and from below the working grade: assumed known, as working at this grade means. Its
    // seeded θ (0.8 one grade below, Skill Score 56) would otherwise lock most on-grade skills of a new
    // student behind the grade before. A child who does lack it is caught by the three-misses step back
    // to the prerequisite (chooseDifficulty) and, more broadly, by the working grade moving down.
    if (pre.grade < ctx.workingGrade) return true;
    return isPractising(thetaOf(pre, states, ctx));
  });
}

/** Started skills (short of Proficient) kept in rotation before a new one starts, ADR 0044. */
export const FOCUS_SKILLS = 3;
const NEW_SKILL_HOLD = 1.5;
/**
 * A practised skill whose easiest rung predicts under 60% success is out of reach for now: the growth
 * term would otherwise keep serving the child's weakest skill at d1 with mostly wrong answers. It rests
 * (unless nothing else is available) while easier skills, prerequisites and the working grade catch up.
 */
const OUT_OF_REACH_P = 0.6;
const OUT_OF_REACH_HOLD = 1.0;

function isInProgress(state: SkillState | undefined): boolean {
  return !!state && state.n > 0 && (state.label === 'learning' || state.label === 'practising');
}

export function chooseNextSkill(
  skills: readonly SkillMeta[],
  states: ReadonlyMap<string, SkillState>,
  ctx: NextSkillContext,
  rng: Rng,
): NextSkill | null {
  const byId = new Map(skills.map((s) => [s.skillId, s]));

  // Three misses in a row on the current skill: step back to its weakest prerequisite.
  const current = ctx.currentSkillId ? byId.get(ctx.currentSkillId) : undefined;
  if (current && (states.get(current.skillId)?.missStreak ?? 0) >= 3) {
    const prereqs = current.prereqs.map((id) => byId.get(id)).filter((s): s is SkillMeta => !!s);
    if (prereqs.length > 0) {
      const weakest = prereqs.reduce((a, b) => (thetaOf(b, states, ctx) < thetaOf(a, states, ctx) ? b : a));
      return { skillId: weakest.skillId, reason: 'prerequisite', priority: Infinity };
    }
  }

  const recent = new Set((ctx.recentSkillIds ?? []).slice(-3));
  const available = skills.filter((skill) => isAvailable(skill, byId, states, ctx));
  // Free play interleaves mostly current-focus skills and only ~10% new ones (ADR 0044): while enough
  // started skills of the working grade are still short of Proficient, a new skill waits. Without this
  // the growth term (largest for unseen skills) tours every skill of the grade at its first rungs.
  const inProgress = available.filter((skill) => skill.grade === ctx.workingGrade && isInProgress(states.get(skill.skillId))).length;
  const holdNewSkills = inProgress >= FOCUS_SKILLS;
  let best: NextSkill | null = null;
  for (const skill of available) {
    const state = states.get(skill.skillId);
    const theta = thetaOf(skill, states, ctx);
    const priority =
      4.0 * Number(ctx.assignedByTeacher?.has(skill.skillId) ?? false) +
      2.0 * Number(ctx.inCurrentUnit?.has(skill.skillId) ?? false) +
      1.5 * Number(state ? reviewDue(state, ctx.now) : false) +
      1.0 * growthOf(theta) +
      0.5 * Number(skill.grade === ctx.workingGrade) -
      1.0 * Number(recent.has(skill.skillId)) -
      NEW_SKILL_HOLD * Number(holdNewSkills && !(state && state.n > 0)) -
      OUT_OF_REACH_HOLD * Number(!!state && state.n > 0 && pSuccess(theta, 1) < OUT_OF_REACH_P) +
      0.2 * gaussian(rng);
    if (!best || priority > best.priority) best = { skillId: skill.skillId, reason: 'priority', priority };
  }
  return best;
}
