/**
 * A student's level on each Common Core standard (docs/adr/0087): read from the adaptive model's
 * state of the standard's skills, which every answer's write keeps up to date, so a report reads
 * student documents and never scans answers.
 *
 * A standard is NOT_STARTED until one of its skills has an answer; MASTERED when every one of its
 * skills is Mastered, PROFICIENT when every one is at least Proficient, else PRACTISING. A skill
 * not started yet holds its standard below Proficient: the standard is not covered until all of
 * it is.
 */
import { CCSS_DOMAIN_NAMES, type ChildStandard, type MasteryLevel, type Standard, type StandardAnswer, type StandardMastery } from '@mathquest/contracts';
import { listSkills, type adaptive } from '@mathquest/maths';

type SkillState = adaptive.SkillState;

const DOMAIN_ORDER = Object.keys(CCSS_DOMAIN_NAMES);

/**
 * "5.NF.B.4" → grade 5, domain NF; null for a code of another shape. Grade 2 and 3 codes are the review
 * skills' standards (docs/adr/0207, 0213): reports show them in rows of their own, under grade 2 or 3.
 */
export function parseStandardCode(code: string): { grade: number; domain: string } | null {
  const match = /^([2-8])\.([A-Z]{1,3})\./.exec(code);
  return match ? { grade: Number(match[1]), domain: match[2]! } : null;
}

function compareCodes(a: Standard, b: Standard): number {
  if (a.grade !== b.grade) return a.grade - b.grade;
  const byDomain = DOMAIN_ORDER.indexOf(a.domain) - DOMAIN_ORDER.indexOf(b.domain);
  if (byDomain !== 0) return byDomain;
  return a.code.localeCompare(b.code, 'en', { numeric: true });
}

let standardsCache: readonly Standard[] | null = null;

/** Every standard the catalogue's skills practise, by grade, domain and code. */
export function standardsCatalogue(): readonly Standard[] {
  if (standardsCache) return standardsCache;
  const byCode = new Map<string, Standard>();
  for (const skill of listSkills()) {
    for (const code of skill.ccss) {
      const parsed = parseStandardCode(code);
      if (!parsed) continue;
      const standard = byCode.get(code) ?? { code, grade: parsed.grade, domain: parsed.domain, skills: [] };
      standard.skills.push({ skillId: skill.skillId, name: skill.subtopic });
      byCode.set(code, standard);
    }
  }
  standardsCache = [...byCode.values()].sort(compareCodes);
  return standardsCache;
}

let byCodeCache: ReadonlyMap<string, Standard> | null = null;

export function standardOf(code: string): Standard | undefined {
  byCodeCache ??= new Map(standardsCatalogue().map((s) => [s.code, s]));
  return byCodeCache.get(code);
}

/** The level of one standard from the states of its skills (a skill without a state has not been started). */
export function standardLevel(standard: Standard, states: ReadonlyMap<string, SkillState>): StandardMastery {
  const skills = standard.skills.map((s) => states.get(s.skillId));
  const problems = skills.reduce((sum, s) => sum + (s?.n ?? 0), 0);
  let level: MasteryLevel;
  if (problems === 0) level = 'NOT_STARTED';
  else if (skills.every((s) => s?.label === 'mastered')) level = 'MASTERED';
  else if (skills.every((s) => s?.label === 'proficient' || s?.label === 'mastered')) level = 'PROFICIENT';
  else level = 'PRACTISING';
  return { standard: standard.code, level, problems };
}

/** The standards a student has started, in catalogue order. */
export function startedStandards(skills: readonly SkillState[]): StandardMastery[] {
  const states = new Map(skills.map((s) => [s.skillId, s]));
  return standardsCatalogue()
    .filter((standard) => standard.skills.some((s) => (states.get(s.skillId)?.n ?? 0) > 0))
    .map((standard) => standardLevel(standard, states));
}

/** The started standards with what a parent's report shows of each. */
export function childStandards(skills: readonly SkillState[]): ChildStandard[] {
  return startedStandards(skills).map((cell) => ({ ...standardOf(cell.standard)!, level: cell.level, problems: cell.problems }));
}

/** The answers the model keeps of a standard's skills (the last ten of each), newest first. */
export function standardAnswers(standard: Standard, skills: readonly SkillState[]): StandardAnswer[] {
  const states = new Map(skills.map((s) => [s.skillId, s]));
  return standard.skills
    .flatMap(({ skillId, name }) =>
      (states.get(skillId)?.history ?? []).map((h) => ({
        skillId,
        skillName: name,
        difficulty: h.difficulty,
        correct: h.correct,
        hintsUsed: h.hintsUsed,
        seconds: Math.max(0, Math.round(h.activeSeconds)),
        at: h.at,
      })),
    )
    .sort((a, b) => b.at - a.at)
    .map(({ at, ...answer }) => ({ ...answer, answeredAt: new Date(at).toISOString() }));
}
