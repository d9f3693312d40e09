/**
 * Domain offsets φ (docs/maths/adaptive.md, starting values: "what the student has shown in a domain"), derived from the
 * skill states instead of accumulated: φ[domain] = shrunk, n-weighted mean of (θ − grade prior) over the
 * practised skills of that domain. A domain with no practice borrows from related evidence (placement
 * probes, ADR 0044) and then from the whole student, so a child who has shown strength anywhere does not
 * start every new skill at the first rung. The accumulated update φ += 0.1·(S − p) (domainDelta) moves about
 * 0.01 per answer for a strong child, far too slowly for seeding within a session.
 */
import { domainKey, gradePrior } from './seed.js';
import type { SkillState } from './state.js';

/** Pseudo-answers at offset 0: one or two answers move φ only part of the way. */
const SHRINK_ANSWERS = 1;

export interface OffsetSkill {
  skillId: string;
  grade: number;
  domain: string;
}

interface Sum {
  weighted: number;
  answers: number;
}

function shrunk(sum: Sum | undefined): number | null {
  return sum && sum.answers > 0 ? sum.weighted / (sum.answers + SHRINK_ANSWERS) : null;
}

/**
 * φ for every domain key of `skills`. `related` maps a domain key to skill ids of other domains whose
 * evidence also counts for it (the placement probes of an enrolled-grade domain, whose answers stand for "φ per domain =
 * mean(θ − prior) over the probed skills"). A domain with no evidence at all takes the student's overall φ.
 */
interface CatalogueIndex {
  byId: ReadonlyMap<string, OffsetSkill>;
  keyOf: ReadonlyMap<string, string>;
  /** Distinct domain keys, in catalogue order. */
  keys: readonly string[];
}

/** Per catalogue array: the game asks on every choice, with the same (immutable) catalogue. */
const indexes = new WeakMap<readonly OffsetSkill[], CatalogueIndex>();

function indexOf(skills: readonly OffsetSkill[]): CatalogueIndex {
  let index = indexes.get(skills);
  if (!index) {
    const keyOf = new Map(skills.map((s) => [s.skillId, domainKey(s.grade, s.domain)]));
    index = { byId: new Map(skills.map((s) => [s.skillId, s])), keyOf, keys: [...new Set(keyOf.values())] };
    indexes.set(skills, index);
  }
  return index;
}

export function deriveDomainOffsets(
  states: Iterable<SkillState>,
  skills: readonly OffsetSkill[],
  seedGrade: number,
  related: ReadonlyMap<string, readonly string[]> = new Map(),
): Record<string, number> {
  const { byId, keyOf, keys } = indexOf(skills);
  const byDomain = new Map<string, Sum>();
  const bySkill = new Map<string, Sum>();
  const student: Sum = { weighted: 0, answers: 0 };
  for (const state of states) {
    const skill = byId.get(state.skillId);
    if (!skill || state.n === 0) continue;
    const gap = state.n * (state.theta - gradePrior(skill.grade, seedGrade));
    bySkill.set(skill.skillId, { weighted: gap, answers: state.n });
    const key = keyOf.get(skill.skillId)!;
    const sum = byDomain.get(key) ?? { weighted: 0, answers: 0 };
    byDomain.set(key, { weighted: sum.weighted + gap, answers: sum.answers + state.n });
    student.weighted += gap;
    student.answers += state.n;
  }
  const overall = shrunk(student) ?? 0;
  const offsets: Record<string, number> = {};
  for (const key of keys) {
    const sum: Sum = { ...(byDomain.get(key) ?? { weighted: 0, answers: 0 }) };
    for (const id of related.get(key) ?? []) {
      const evidence = bySkill.get(id);
      if (!evidence || keyOf.get(id) === key) continue;
      sum.weighted += evidence.weighted;
      sum.answers += evidence.answers;
    }
    offsets[key] = shrunk(sum) ?? overall;
  }
  return offsets;
}
