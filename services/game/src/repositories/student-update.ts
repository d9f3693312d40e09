/**
 * The `$set` of a version-checked student write: only what changed from the state it is
 * conditional on (docs/adr/0279).
 *
 * The write's filter is `{ _id, version }`, and every change to these fields raises the version,
 * so when it matches, the stored document holds exactly `existing`'s fields, position for
 * position in its arrays. States are immutable (a changed part is a new object), so a field or
 * array entry that is the same object as in `existing` is the same as stored and is left out. An
 * answer of a term-long student then writes one skill entry and one practice day instead of the
 * whole ~25 KB document.
 *
 * Entry by entry: the skills and the practice log's days and sessions. One of those arrays in
 * which more than `MAX_ENTRY_PATHS` entries changed, or that got shorter (a window moving on to a
 * new practice day), is written whole, as is every other changed field. `outbox` is always
 * written whole: entries published after a flush leave the stored outbox without a version change
 * (docs/adr/0043), so the cached copy is not the stored one there.
 */
import type { StudentState } from '../domain/student.js';
import { encodeSkill, encodeSkills } from './skill-codec.js';

/** Changed entries above which an array is set whole (an answer changes one skill, one practice day, one session). */
export const MAX_ENTRY_PATHS = 4;

type Fields = Record<string, unknown>;

/** The paths of the entries of `after` that are not `before`'s, or null when the array is better set whole. */
function entryPaths<T>(path: string, before: readonly T[] | undefined, after: readonly T[], encode: (entry: T) => unknown): Fields | null {
  if (!before || after.length < before.length) return null;
  const sets: Fields = {};
  let changed = 0;
  for (let i = 0; i < after.length; i++) {
    if (i < before.length && after[i] === before[i]) continue;
    if (++changed > MAX_ENTRY_PATHS) return null;
    sets[`${path}.${i}`] = encode(after[i]!);
  }
  return sets;
}

const asStored = <T>(entry: T): T => entry;

/**
 * The `$set` turning the stored `existing` into `next` (skills encoded for storage). `next` holds
 * the written fields only (no `_id`); a field it leaves out stays as stored.
 */
export function changedFields(existing: StudentState, next: Fields & Pick<StudentState, 'skills'>): Fields {
  const before = existing as unknown as Fields;
  const set: Fields = {};
  for (const [key, value] of Object.entries(next)) {
    if (key !== 'outbox' && value === before[key]) continue;
    if (key === 'skills') {
      Object.assign(set, entryPaths('skills', existing.skills, next.skills, encodeSkill) ?? { skills: encodeSkills(next.skills) });
    } else if (key === 'practice' && existing.practice && value) {
      const log = value as NonNullable<StudentState['practice']>;
      Object.assign(set, entryPaths('practice.days', existing.practice.days, log.days, asStored) ?? { 'practice.days': log.days });
      Object.assign(set, entryPaths('practice.sessions', existing.practice.sessions, log.sessions, asStored) ?? { 'practice.sessions': log.sessions });
    } else {
      set[key] = value;
    }
  }
  return set;
}
