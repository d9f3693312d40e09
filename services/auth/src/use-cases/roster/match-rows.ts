import type { RosterRow } from '@mathquest/contracts';
import { rowKey } from '../../domain/roster-csv.js';
import type { RosterStudentDoc } from '../../repositories/rosters-repository.js';

/**
 * The roster student a row names, if any: the same row identity (docs/adr/0200), or, for a row
 * with a username, the student holding that username in this classroom.
 */
export function matcher(existing: readonly RosterStudentDoc[]) {
  const byKey = new Map(existing.map((s) => [s.rowKey, s]));
  const byUsername = new Map(existing.map((s) => [s.username, s]));
  return (row: RosterRow): RosterStudentDoc | undefined => byKey.get(rowKey(row)) ?? (row.username ? byUsername.get(row.username) : undefined);
}

/** What confirming the row would do to its match. */
export function actionFor(row: RosterRow, match: RosterStudentDoc | undefined): 'CREATE' | 'UPDATE' | 'UNCHANGED' {
  if (!match) return 'CREATE';
  return match.givenName === row.givenName && match.familyName === row.familyName && match.grade === row.grade ? 'UNCHANGED' : 'UPDATE';
}
