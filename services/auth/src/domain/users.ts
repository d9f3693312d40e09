import { localDay, type ChildSummary, type Plan, type Role, type User } from '@mathquest/contracts';
import { newStudentProfile, toStudentProfile, type StoredStudentProfile } from './student-profile.js';

/** A user as the repository returns it (plain object, no mongoose). */
export interface UserRecord {
  id: string;
  email: string;
  username: string;
  displayName: string;
  role: Role;
  plan: Plan;
  timeZone: string;
  gradeLevel: number | null;
  studentProfile: StoredStudentProfile | null;
  childIds: string[];
  createdAt: Date;
}

/** `now` decides which local day the student's streak is shown for (their own time zone). */
export function toUser(u: UserRecord, now: Date = new Date()): User {
  return {
    id: u.id,
    email: u.email,
    role: u.role,
    plan: u.plan,
    timeZone: u.timeZone,
    profile: { displayName: u.displayName, username: u.username },
    studentProfile: u.role === 'STUDENT' ? toStudentProfile(u.studentProfile ?? newStudentProfile(u.gradeLevel ?? 5), localDay(now, u.timeZone)) : null,
    childIds: u.childIds,
    createdAt: u.createdAt.toISOString(),
  };
}

export function toChildSummary(u: UserRecord, now: Date = new Date()): ChildSummary {
  return {
    id: u.id,
    profile: { displayName: u.displayName, username: u.username },
    studentProfile: toStudentProfile(u.studentProfile ?? newStudentProfile(u.gradeLevel ?? 5), localDay(now, u.timeZone)),
  };
}

/**
 * Only a student account can be linked to a parent. Whether the credentials were wrong or the
 * account is not a student, the parent gets the same answer (docs/adr/0012).
 */
export function isLinkableChild(account: UserRecord | null): account is UserRecord {
  return account !== null && account.role === 'STUDENT';
}
