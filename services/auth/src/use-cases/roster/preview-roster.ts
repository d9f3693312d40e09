import type { RosterPreview } from '@mathquest/contracts';
import { readRosterList } from '../../domain/roster-csv.js';
import type { AuthContext } from '../context.js';
import { actionFor, matcher } from './match-rows.js';
import { ownedRoster } from './roster-access.js';

/**
 * POST /classrooms/{id}/roster/preview: every row of the list with its problems and, for a good
 * row, what confirming it would do (create, update, nothing). Creates nothing.
 */
export async function previewRoster(ctx: AuthContext, teacherId: string, classroomId: string, csvBase64: string): Promise<RosterPreview> {
  await ownedRoster(ctx, teacherId, classroomId);
  const read = readRosterList(Buffer.from(csvBase64, 'base64'));
  const match = matcher(await ctx.rosters.students(classroomId));
  return {
    fileProblems: read.fileProblems,
    fileProblemCodes: read.fileProblemCodes,
    rows: read.rows.map((r) => ({ ...r, action: r.row ? actionFor(r.row, match(r.row)) : null })),
  };
}
