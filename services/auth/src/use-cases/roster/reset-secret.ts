import type { RosterStudent } from '@mathquest/contracts';
import { newSecret } from '../../domain/roster-words.js';
import type { AuthContext } from '../context.js';
import { announceEnded } from '../session-lifecycle.js';
import { classroomNotFound, ownedRoster, rosterStudentView, secretContext } from './roster-access.js';

/**
 * POST /classrooms/{id}/roster/{studentId}/secret: a new secret for the student (the server picks
 * it). The old one stops working, and every session of the student ends as after a password
 * change, since a secret is reset when a card was lost or seen (docs/adr/0200). Its words are in
 * the class's language as it is now (docs/adr/0187).
 */
export async function resetSecret(ctx: AuthContext, teacherId: string, classroomId: string, studentId: string): Promise<RosterStudent> {
  const roster = await ownedRoster(ctx, teacherId, classroomId);
  const student = await ctx.rosters.student(studentId);
  if (!student || student.classroomId !== classroomId) throw classroomNotFound();
  const at = ctx.now();
  const updated = await ctx.rosters.updateStudent(studentId, { sealedSecret: ctx.secretBox.seal(newSecret(ctx.randomInt, roster.language), secretContext(student)) }, at);
  if (!updated) throw classroomNotFound();
  const ended = await ctx.sessions.revokeAllOfUser(studentId, undefined, 'secret-reset', at);
  await announceEnded(ctx, ended, at);
  return rosterStudentView(ctx, updated);
}
