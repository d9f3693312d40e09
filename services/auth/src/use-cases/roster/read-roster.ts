import type { Roster } from '@mathquest/contracts';
import { formatSignInCode } from '../../domain/sign-in-code.js';
import type { ClassRosterDoc } from '../../repositories/rosters-repository.js';
import type { AuthContext } from '../context.js';
import { ownedRoster, rosterStudentView } from './roster-access.js';

export function signInCodeView(roster: ClassRosterDoc) {
  return { code: roster.code ? formatSignInCode(roster.code) : null, enabled: roster.code !== undefined && roster.codeEnabled };
}

/**
 * GET /classrooms/{id}/roster: the teacher's roster with every secret (for the login cards), the
 * sign-in code, and each student's interface language (from their account, so a teacher sees who
 * uses Spanish).
 */
export async function readRoster(ctx: AuthContext, teacherId: string, classroomId: string, known?: ClassRosterDoc): Promise<Roster> {
  const roster = known ?? (await ownedRoster(ctx, teacherId, classroomId));
  const students = await ctx.rosters.students(classroomId);
  const accounts = await ctx.users.findStudentsByIds(students.map((s) => s._id));
  const languageOf = new Map(accounts.map((u) => [u.id, u.language ?? 'en']));
  return {
    classroomId,
    classroomName: roster.name,
    signInCode: signInCodeView(roster),
    students: students.map((s) => {
      const language = languageOf.get(s._id);
      return { ...rosterStudentView(ctx, s), ...(language ? { language } : {}) };
    }),
  };
}
