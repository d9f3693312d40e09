/** auth.user.registered / auth.user.updated into the directory: what the teacher service knows of users. */
import type { EventOf } from '@mathquest/contracts';
import type { TeacherDeps } from './deps.js';

export type RecordUsers = (events: Array<EventOf<'auth.user.registered' | 'auth.user.updated'>>) => Promise<void>;

export function recordUsers(deps: Pick<TeacherDeps, 'directory'>): RecordUsers {
  return async (events) => {
    for (const e of events) {
      const d = e.data;
      await deps.directory.upsert({
        _id: d.userId,
        role: d.role,
        username: d.username,
        usernameKey: d.username.toLowerCase(),
        displayName: d.displayName,
        gradeLevel: d.gradeLevel,
        schoolName: d.schoolName ?? null,
        // An event published before the language was carried leaves the one already known.
        ...(d.language ? { language: d.language } : {}),
        factsAt: new Date(e.occurredAt),
      });
    }
  };
}
