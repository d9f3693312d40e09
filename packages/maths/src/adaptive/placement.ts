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
import { domainKey } from './seed.js';
import type { SkillState } from './state.js';

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
export function nextPlacementProbe(anchors: readonly DomainAnchors[], states: ReadonlyMap<string, SkillState>): PlacementProbe | null {
  let answers = 0;
  for (const s of states.values()) answers += s.n;
  if (answers >= PLACEMENT_MAX_ANSWERS) return null;
  for (const a of anchors) {
    if (a.previous === null) {
      if (a.own !== null && !answered(states, a.own)) return { skillId: a.own, difficulty: OWN_PROBE_DIFFICULTY, domain: a.domain };
      continue;
    }
    if (!answered(states, a.previous)) return { skillId: a.previous, difficulty: PROBE_DIFFICULTY, domain: a.domain };
    // The first answer on the previous-grade anchor decides where to probe next.
    const right = states.get(a.previous)!.history[0]?.correct ?? false;
    const follow = right ? a.own : a.twoBack;
    if (follow !== null && !answered(states, follow)) {
      return { skillId: follow, difficulty: right ? OWN_PROBE_DIFFICULTY : PROBE_DIFFICULTY, domain: a.domain };
    }
  }
  return null;
}
