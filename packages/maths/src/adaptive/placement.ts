/**
 * Placement warm-up (docs/maths/adaptive.md, starting values and placement): in a new student's first problems, for each domain of the enrolled
 * grade ask the domain's anchor skill from the previous grade at d3; if right, the enrolled-grade anchor at
 * d2; if wrong, the anchor from two grades back at d3. The answers update θ as usual and, through the
 * derived domain offsets (offsets.ts), seed the domain's other skills.
 *
 * The catalogue names no anchors, so they are derived from its prerequisite graph (ADR 0044):
 *  - own anchor of (grade, domain): an entry skill of the domain (no prerequisite inside it) with the most
 *    dependents in the whole catalogue;
 *  - previous-grade anchor: the previous-grade skill the domain's skills list most often as a prerequisite
 *    (ties: same domain first), else the own anchor of the same domain one grade down;
 *  - two-back anchor: the previous-grade anchor of the previous-grade anchor's own domain.
 * Ties go to catalogue order. Placement is derived from the skill states (no stored progress): it runs
 * while the student has fewer than PLACEMENT_MAX_ANSWERS graded answers and a probe is left.
 */
import type { Difficulty } from '../types.js';
import type { SkillMeta } from './next-skill.js';
import { THETA_MAX_CLAMP, THETA_MIN_CLAMP, clamp } from './model.js';
import { domainKey } from './seed.js';
import { PRODUCT_GRADES, type GradeBounds } from './working-grade.js';
import type { HistoryEntry, SkillState } from './state.js';

export const PLACEMENT_MAX_ANSWERS = 15;
const PROBE_DIFFICULTY: Difficulty = 3;
const OWN_PROBE_DIFFICULTY: Difficulty = 2;

export interface DomainAnchors {
  /** Enrolled-grade domain key, e.g. "6.rp". */
  domain: string;
  own: string | null;
  previous: string | null;
  twoBack: string | null;
}

export interface PlacementProbe {
  skillId: string;
  difficulty: Difficulty;
  domain: string;
  /**
   * Grades to add to the working grade when seeding the probed skill (ADR 0211): a follow-up probe is
   * seeded one grade toward what the first answer showed (−1 after a miss, +1 after a right answer),
   * so it measures from where the student now seems to be instead of from the enrolled grade's guess.
   */
  seedSteps: number;
}

function keyOf(skill: SkillMeta): string {
  return domainKey(skill.grade, skill.domain);
}

/** The id listed most often; ties go to a skill of `preferredDomain`, then to catalogue order. */
function mostFrequent(ids: readonly string[], byId: ReadonlyMap<string, SkillMeta>, order: ReadonlyMap<string, number>, preferredDomain: string): string | null {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  const rank = (id: string): [number, number, number] => [-counts.get(id)!, byId.get(id)!.domain.toLowerCase() === preferredDomain ? 0 : 1, order.get(id)!];
  const before = (a: string, b: string): boolean => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! < rb[i]!;
    return false;
  };
  let best: string | null = null;
  for (const id of counts.keys()) if (best === null || before(id, best)) best = id;
  return best;
}

class AnchorFinder {
  private readonly byId: ReadonlyMap<string, SkillMeta>;
  private readonly order: ReadonlyMap<string, number>;
  private readonly dependents = new Map<string, number>();

  constructor(private readonly skills: readonly SkillMeta[]) {
    this.byId = new Map(skills.map((s) => [s.skillId, s]));
    this.order = new Map(skills.map((s, i) => [s.skillId, i]));
    for (const s of skills) for (const p of s.prereqs) this.dependents.set(p, (this.dependents.get(p) ?? 0) + 1);
  }

  private inDomain(key: string): SkillMeta[] {
    return this.skills.filter((s) => keyOf(s) === key);
  }

  own(key: string): string | null {
    const members = this.inDomain(key);
    const entries = members.filter((s) => !s.prereqs.some((p) => this.byId.get(p) && keyOf(this.byId.get(p)!) === key));
    let best: SkillMeta | null = null;
    for (const s of entries.length > 0 ? entries : members) {
      if (!best || (this.dependents.get(s.skillId) ?? 0) > (this.dependents.get(best.skillId) ?? 0)) best = s;
    }
    return best?.skillId ?? null;
  }

  previous(key: string): string | null {
    const [gradeText, domain] = key.split('.') as [string, string];
    const grade = Number(gradeText);
    const candidates = this.inDomain(key).flatMap((s) => s.prereqs.filter((p) => this.byId.get(p)?.grade === grade - 1));
    return mostFrequent(candidates, this.byId, this.order, domain) ?? this.own(domainKey(grade - 1, domain));
  }

  twoBack(previousId: string | null): string | null {
    const previous = previousId ? this.byId.get(previousId) : undefined;
    return previous ? this.previous(keyOf(previous)) : null;
  }
}

/** The anchors of every domain of the enrolled grade, in catalogue order. */
export function placementAnchors(skills: readonly SkillMeta[], enrolledGrade: number): DomainAnchors[] {
  const finder = new AnchorFinder(skills);
  const domains = [...new Set(skills.filter((s) => s.grade === enrolledGrade).map(keyOf))];
  return domains.map((domain) => {
    const previous = finder.previous(domain);
    return { domain, own: finder.own(domain), previous, twoBack: finder.twoBack(previous) };
  });
}

/** Skill ids whose placement answers stand in for each enrolled-grade domain (for the domain offsets). */
export function placementEvidence(anchors: readonly DomainAnchors[]): Map<string, string[]> {
  return new Map(anchors.map((a) => [a.domain, [a.previous, a.twoBack].filter((id): id is string => id !== null)]));
}

function answered(states: ReadonlyMap<string, SkillState>, id: string | null): boolean {
  return id !== null && (states.get(id)?.n ?? 0) > 0;
}

/** The next placement probe, or null when placement is over (or was never due). */
export function nextPlacementProbe(
  anchors: readonly DomainAnchors[],
  states: ReadonlyMap<string, SkillState>,
  expectedSeconds?: (skillId: string, d: Difficulty) => number | undefined,
): PlacementProbe | null {
  let answers = 0;
  for (const s of states.values()) answers += s.n;
  if (answers >= PLACEMENT_MAX_ANSWERS) return null;
  // A one-sided start (all wrong, or all fast and right) has placed the student already (placementShift).
  const verdict = placementVerdict(anchors, states, expectedSeconds);
  if (verdict === 'below' || verdict === 'above') return null;
  for (const a of anchors) {
    if (a.previous === null) {
      if (a.own !== null && !answered(states, a.own)) return { skillId: a.own, difficulty: OWN_PROBE_DIFFICULTY, domain: a.domain, seedSteps: 0 };
      continue;
    }
    if (!answered(states, a.previous)) return { skillId: a.previous, difficulty: PROBE_DIFFICULTY, domain: a.domain, seedSteps: 0 };
    // The first answer on the previous-grade anchor decides where to probe next.
    const right = states.get(a.previous)!.history[0]?.correct ?? false;
    const follow = right ? a.own : a.twoBack;
    if (follow !== null && !answered(states, follow)) {
      return { skillId: follow, difficulty: right ? OWN_PROBE_DIFFICULTY : PROBE_DIFFICULTY, domain: a.domain, seedSteps: right ? 0 : -1 };
    }
  }
  return null;
}

/**
 * The faster placement (docs/adr/0211-faster-placement.md). The first PLACEMENT_VERDICT_ANSWERS placement
 * answers decide how far placement moves the student:
 *  - all wrong (at most PLACEMENT_BELOW_MAX_RIGHT right, about what guessing gets on probes at d3): two
 *    steps down, and placement ends;
 *  - all right, without hints and within the expected time: two steps up, and placement ends;
 *  - mixed: one step per domain, the warm-up above.
 * A step is a grade of the working grade where its bounds allow, else a PLACEMENT_SEED_STEP on the seeds
 * of unseen skills (placementShift); the probed skills' θ move with it (applyPlacementJump). The verdict
 * is derived from the probes' first answers, so nothing new is stored; it holds during the first session
 * (fewer than PLACEMENT_SESSION_ANSWERS graded answers), after which the evidence alone sets the working grade.
 */
export const PLACEMENT_VERDICT_ANSWERS = 5;
export const PLACEMENT_SESSION_ANSWERS = 60;
/** Right answers among the first ones that still count as a start below the grade. */
export const PLACEMENT_BELOW_MAX_RIGHT = 1;
/** Logits added to (or taken from) the seed of every unseen skill by a one-sided placement. */
export const PLACEMENT_SEED_STEP = 1;

export type PlacementVerdict = 'below' | 'above' | 'mixed';

export interface PlacementShift {
  verdict: PlacementVerdict;
  /** Grades the working grade starts from, relative to the enrolled grade: −2, 0 or +1 (the highest allowed). */
  gradeSteps: number;
  /** Logits added to the seed of every unseen skill. */
  seedShift: number;
}

const NO_SHIFT: PlacementShift = { verdict: 'mixed', gradeSteps: 0, seedShift: 0 };

function probeIds(anchors: readonly DomainAnchors[]): Set<string> {
  const ids = new Set<string>();
  for (const a of anchors) for (const id of [a.previous, a.own, a.twoBack]) if (id !== null) ids.add(id);
  return ids;
}

/** A right answer with no hint within the expected time (any time when the expected time is unknown). */
function fastAndRight(entry: HistoryEntry, expectedSeconds: number | undefined): boolean {
  return entry.correct && entry.hintsUsed === 0 && (expectedSeconds === undefined || entry.activeSeconds <= expectedSeconds);
}

/** The verdict of the first placement answers, or null while fewer than PLACEMENT_VERDICT_ANSWERS are in. */
export function placementVerdict(
  anchors: readonly DomainAnchors[],
  states: ReadonlyMap<string, SkillState>,
  expectedSeconds: (skillId: string, d: Difficulty) => number | undefined = () => undefined,
): PlacementVerdict | null {
  const first: { skillId: string; entry: HistoryEntry }[] = [];
  for (const id of probeIds(anchors)) {
    const entry = states.get(id)?.history[0];
    if (entry) first.push({ skillId: id, entry });
  }
  if (first.length < PLACEMENT_VERDICT_ANSWERS) return null;
  const earliest = first.sort((a, b) => a.entry.at - b.entry.at).slice(0, PLACEMENT_VERDICT_ANSWERS);
  if (earliest.filter((x) => x.entry.correct).length <= PLACEMENT_BELOW_MAX_RIGHT) return 'below';
  if (earliest.every((x) => fastAndRight(x.entry, expectedSeconds(x.skillId, x.entry.difficulty)))) return 'above';
  return 'mixed';
}

/** Steps of a one-sided placement: two, taken as grades while the working grade's bounds allow, the rest as seed steps. */
export const PLACEMENT_JUMP_STEPS = 2;

/**
 * How far the placement moves the student (see placementVerdict); no shift after the first session.
 * The working grade goes at most two grades down and one up, and not past `bounds` (the catalogue's grades): a step it cannot
 * take moves the seeds of unseen skills by PLACEMENT_SEED_STEP instead, and one seed step always comes on
 * top of the grades (the grade prior assumes an on-grade student, a one-sided placement says otherwise).
 */
export function placementShift(
  anchors: readonly DomainAnchors[],
  states: ReadonlyMap<string, SkillState>,
  enrolledGrade: number,
  expectedSeconds?: (skillId: string, d: Difficulty) => number | undefined,
  bounds: GradeBounds = PRODUCT_GRADES,
): PlacementShift {
  let answers = 0;
  for (const s of states.values()) answers += s.n;
  if (answers >= PLACEMENT_SESSION_ANSWERS) return NO_SHIFT;
  const verdict = placementVerdict(anchors, states, expectedSeconds);
  if (verdict === 'below') {
    const grades = Math.min(PLACEMENT_JUMP_STEPS, enrolledGrade - Math.max(bounds.lowest, enrolledGrade - 2));
    return { verdict, gradeSteps: -grades, seedShift: -(1 + PLACEMENT_JUMP_STEPS - grades) * PLACEMENT_SEED_STEP };
  }
  if (verdict === 'above') {
    const grades = Math.min(PLACEMENT_JUMP_STEPS, Math.min(bounds.highest, enrolledGrade + 1) - enrolledGrade);
    return { verdict, gradeSteps: grades, seedShift: (1 + PLACEMENT_JUMP_STEPS - grades) * PLACEMENT_SEED_STEP };
  }
  return NO_SHIFT;
}

/** Logits a one-sided verdict moves the probed skills' θ, once, on the answer that decides it. */
export const PLACEMENT_PROBE_JUMP = 1;

/**
 * The probed skills' states after the answer that makes the verdict one-sided: their θ moves by
 * ±PLACEMENT_PROBE_JUMP (a single Elo step moves little from a seed far from the student), so the probed
 * skills, too, are served from where the placement put the student. Any other answer, and any answer
 * once placement is over (PLACEMENT_MAX_ANSWERS graded answers before it, so a student who started
 * before this rule is never moved later on): the states as given.
 */
export function applyPlacementJump(
  anchors: readonly DomainAnchors[],
  before: ReadonlyMap<string, SkillState>,
  after: readonly SkillState[],
  expectedSeconds?: (skillId: string, d: Difficulty) => number | undefined,
): SkillState[] {
  let answers = 0;
  for (const s of before.values()) answers += s.n;
  if (answers >= PLACEMENT_MAX_ANSWERS || placementVerdict(anchors, before, expectedSeconds) !== null) return [...after];
  const verdict = placementVerdict(anchors, new Map(after.map((s) => [s.skillId, s])), expectedSeconds);
  if (verdict !== 'below' && verdict !== 'above') return [...after];
  const jump = verdict === 'above' ? PLACEMENT_PROBE_JUMP : -PLACEMENT_PROBE_JUMP;
  const probes = probeIds(anchors);
  return after.map((s) => (probes.has(s.skillId) && s.n > 0 ? { ...s, theta: clamp(s.theta + jump, THETA_MIN_CLAMP, THETA_MAX_CLAMP) } : s));
}
