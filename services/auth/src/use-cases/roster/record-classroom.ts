import type { ClassroomMembersChangedEvent } from '@mathquest/contracts';
import type { AuthContext } from '../context.js';

/** teacher.classroom.members.changed → auth's projection of the classroom's teacher and name (docs/adr/0200). */
export async function recordClassroom(ctx: AuthContext, event: ClassroomMembersChangedEvent): Promise<void> {
  const d = event.data;
  await ctx.rosters.project({ classroomId: d.classroomId, teacherId: d.teacherId, name: d.name, language: d.language ?? 'en', version: d.version, deleted: d.deleted }, ctx.now());
}
