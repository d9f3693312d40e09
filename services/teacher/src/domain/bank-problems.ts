/**
 * Problem bank ids (`<skillId>/d<1-5>/s<NN>`, docs/product/teacher.md, the problem bank). The
 * bank is the game's, built deterministically from the curriculum's generators: every skill ×
 * difficulty 1-5 × seeds s01..sNN (the game's BANK_SEEDS). So whether an id is in the bank is a
 * rule, not a lookup (docs/adr/0081): the teacher service checks it without calling the game.
 */

const BANK_ID = /^([A-Za-z0-9_.-]+)\/d([1-5])\/s(\d{2})$/;

export interface BankIdParts {
  skillId: string;
  difficulty: number;
  seed: string;
}

export function parseBankId(id: string): BankIdParts | null {
  const m = BANK_ID.exec(id);
  if (!m) return null;
  return { skillId: m[1]!, difficulty: Number(m[2]), seed: `s${m[3]}` };
}

/** True when the bank holds this id: a skill of the curriculum, difficulty 1-5, seed s01..s<seeds>. */
export function isBankProblemId(id: string, skills: ReadonlySet<string>, seeds: number): boolean {
  const parts = parseBankId(id);
  if (!parts || !skills.has(parts.skillId)) return false;
  const n = Number(parts.seed.slice(1));
  return n >= 1 && n <= seeds;
}

/** The ids of `ids` that are not in the bank (in order, each once). */
export function unknownBankIds(ids: readonly string[], skills: ReadonlySet<string>, seeds: number): string[] {
  return [...new Set(ids.filter((id) => !isBankProblemId(id, skills, seeds)))];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The pattern of exactly the bank's ids (its skills, d1-d5, s01..s<seeds>), for the request schema:
 * the OpenAPI document then states which ids the service takes (docs/adr/0050, 0081).
 */
export function bankIdPattern(skills: Iterable<string>, seeds: number): RegExp {
  const seedList = Array.from({ length: seeds }, (_, i) => String(i + 1).padStart(2, '0'));
  return new RegExp(`^(?:${[...skills].map(escape).join('|')})\\/d[1-5]\\/s(?:${seedList.join('|')})$`);
}
