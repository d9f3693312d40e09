/**
 * Storage form of the adaptive skill states (docs/adr/0043-lean-student-document.md).
 *
 * The student document is read and rewritten on every answer, and it carries one state per skill
 * practised (up to one per skill of the catalogue), each with the last 10 answers. Stored as objects, a history entry costs
 * ~85 BSON bytes, mostly field names; packed into one short string it costs ~20. The engine keeps
 * working with plain `HistoryEntry` objects: only this module knows the stored form.
 *
 * Packed entry: `<difficulty><correct 0|1><hintsUsed> <activeSeconds> <at in base 36>`, e.g.
 * "310 12.5 mhx2k9c0". Entries stored as objects are read too.
 */
import type { adaptive } from '@mathquest/maths';

type SkillState = adaptive.SkillState;
type HistoryEntry = SkillState['history'][number];

export type StoredHistoryEntry = string | HistoryEntry;
export type StoredSkillState = Omit<SkillState, 'history'> & { history: StoredHistoryEntry[] };

export function packHistoryEntry(e: HistoryEntry): string {
  return `${e.difficulty}${e.correct ? 1 : 0}${e.hintsUsed} ${e.activeSeconds} ${e.at.toString(36)}`;
}

export function unpackHistoryEntry(stored: StoredHistoryEntry): HistoryEntry {
  if (typeof stored !== 'string') return stored;
  const [flags = '', seconds = '0', at = '0'] = stored.split(' ');
  return {
    difficulty: Number(flags[0]) as HistoryEntry['difficulty'],
    correct: flags[1] === '1',
    hintsUsed: Number(flags.slice(2)),
    activeSeconds: Number(seconds),
    at: parseInt(at, 36),
  };
}

export function encodeSkill(state: SkillState): StoredSkillState {
  return { ...state, history: state.history.map(packHistoryEntry) };
}

export function encodeSkills(states: readonly SkillState[]): StoredSkillState[] {
  return states.map(encodeSkill);
}

export function decodeSkills(stored: readonly StoredSkillState[] | undefined): SkillState[] {
  return (stored ?? []).map((s) => ({ ...s, history: s.history.map(unpackHistoryEntry) }));
}
