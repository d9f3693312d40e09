/**
 * Who may work on a classroom's roster: its teacher, as auth's projection of the teacher
 * service's classrooms knows it (docs/adr/0200). Any other classroom, a deleted one, or one auth
 * has not heard of yet is 404, like every teacher call.
 */
import { RosterMessages, type RosterStudent } from '@mathquest/contracts';
import { notFound } from '@mathquest/service-kit';
import type { ClassRosterDoc, RosterStudentDoc } from '../../repositories/rosters-repository.js';
import type { AuthContext } from '../context.js';

export const classroomNotFound = () => notFound('Classroom not found');
export const noSuchCode = () => notFound(RosterMessages.NO_SUCH_SIGN_IN_CODE);

export async function ownedRoster(ctx: AuthContext, teacherId: string, classroomId: string): Promise<ClassRosterDoc> {
  const roster = await ctx.rosters.classroom(classroomId);
  if (!roster || roster.deleted || roster.teacherId !== teacherId) throw classroomNotFound();
  return roster;
}

/** The sealed secret's context: the classroom and the student, so it opens for this student only. */
export const secretContext = (s: Pick<RosterStudentDoc, '_id' | 'classroomId'>) => `${s.classroomId}:${s._id}`;

/** What classmates see: the first name and the last name's initial. */
export function listName(givenName: string, familyName: string): string {
  const initial = [...familyName.trim()][0]?.toLocaleUpperCase('en') ?? '';
  return initial ? `${givenName.trim()} ${initial}.` : givenName.trim();
}

/** The synthetic, undeliverable address a roster account is keyed by (no e-mail is ever asked of the child). */
export const rosterAccountKey = (studentId: string) => `${studentId}@roster.invalid`;

export function rosterStudentView(ctx: AuthContext, s: RosterStudentDoc): RosterStudent {
  return {
    id: s._id,
    givenName: s.givenName,
    familyName: s.familyName,
    listName: listName(s.givenName, s.familyName),
    grade: s.grade,
    username: s.username,
    secret: ctx.secretBox.open(s.sealedSecret, secretContext(s)) ?? '',
    createdAt: s.createdAt.toISOString(),
  };
}
