/** auth's user events and the teacher service's member lists into engagement's social directory (docs/adr/0102). */
import type { EventOf } from '@mathquest/contracts';
import type { SocialDirectory } from '../repositories/social-directory-repository.js';

export function recordUsers(directory: SocialDirectory) {
  return async (events: Array<EventOf<'auth.user.registered' | 'auth.user.updated'>>) => {
    for (const e of events) {
      const d = e.data;
      await directory.recordUser({ userId: d.userId, role: d.role, username: d.username, displayName: d.displayName, gradeLevel: d.gradeLevel, schoolName: d.schoolName ?? null, limited: Boolean(d.limits), at: Date.parse(e.occurredAt) });
    }
  };
}

export function recordClassrooms(directory: SocialDirectory) {
  return async (events: Array<EventOf<'teacher.classroom.members.changed'>>) => {
    // Oldest first: each list applies only when newer than the one stored.
    for (const e of [...events].sort((a, b) => a.data.version - b.data.version)) {
      const d = e.data;
      await directory.recordClassroom({ classroomId: d.classroomId, teacherId: d.teacherId, name: d.name, memberIds: d.deleted ? [] : d.memberIds, version: d.version, at: Date.parse(e.occurredAt) });
    }
  };
}
