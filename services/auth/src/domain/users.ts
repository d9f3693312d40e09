import type { ChildSummary, Plan, Role, User } from '@mathquest/contracts';
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

export function toUser(u: UserRecord): User {
  return {
    id: u.id,
    email: u.email,
    role: u.role,
    plan: u.plan,
    timeZone: u.timeZone,
    profile: { displayName: u.displayName, username: u.username },
    studentProfile: u.role === 'STUDENT' ? toStudentProfile(u.studentProfile ?? newStudentProfile(u.gradeLevel ?? 5)) : null,
    childIds: u.childIds,
    createdAt: u.createdAt.toISOString(),
  };
}

export function toChildSummary(u: UserRecord): ChildSummary {
  return {
    id: u.id,
    profile: { displayName: u.displayName, username: u.username },
    studentProfile: toStudentProfile(u.studentProfile ?? newStudentProfile(u.gradeLevel ?? 5)),
  };
}
