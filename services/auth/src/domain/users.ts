import { languageOf, type AccountLimits, type ChildSummary, type ErasingService, type Language, type Plan, type Role, type User } from '@mathquest/contracts';
import { accountStudentProfile } from './student-profile.js';

/** A user as the repository returns it (plain object, no mongoose). */
export interface UserRecord {
  id: string;
  email: string;
  username: string;
  displayName: string;
  role: Role;
  plan: Plan;
  timeZone: string;
  /** The interface's language; absent on accounts created before it was kept (English). */
  language?: Language;
  gradeLevel: number | null;
  /** A teacher's school (the CLI's --school), for the 'My School' leaderboard; null for everyone else. */
  schoolName?: string | null;
  childIds: string[];
  /** A student's: the linked parents who turned the student's guild chat off (docs/adr/0171). */
  chatOffByParents?: string[];
  /** Set while the account's erasure is pending (docs/product/privacy.md): the account cannot be used. */
  erasure?: PendingErasure;
  /** A self-registered student's year of birth, when given (only the year is kept; docs/adr/0239). */
  birthYear?: number | null;
  /** Set while the account waits for a parent's approval (docs/adr/0239); absent or null otherwise. */
  limits?: AccountLimits | null;
  createdAt: Date;
}

/** An erasure in progress, kept in the user document until every service has acknowledged it. */
export interface PendingErasure {
  id: string;
  requestedAt: Date;
  requestedBy: { userId: string; role: Role };
  /** The services that have acknowledged it so far. */
  acknowledged: ErasingService[];
}

/** The user as auth shows it; a student's progress and wallet are filled in by the gateway (student-profile.ts). */
export function toUser(u: UserRecord): User {
  return {
    id: u.id,
    email: u.email,
    role: u.role,
    plan: u.plan,
    timeZone: u.timeZone,
    language: languageOf(u.language),
    profile: { displayName: u.displayName, username: u.username },
    studentProfile: u.role === 'STUDENT' ? accountStudentProfile(u.gradeLevel ?? 5) : null,
    childIds: u.childIds,
    createdAt: u.createdAt.toISOString(),
    ...(u.limits ? { limits: u.limits } : {}),
  };
}

/** A linked child as `parentId` sees it (chatEnabled: whether this parent left the chat on). */
export function toChildSummary(u: UserRecord, parentId: string): ChildSummary {
  return {
    id: u.id,
    profile: { displayName: u.displayName, username: u.username },
    studentProfile: accountStudentProfile(u.gradeLevel ?? 5),
    chatEnabled: !(u.chatOffByParents ?? []).includes(parentId),
    ...(u.limits ? { limits: u.limits } : {}),
  };
}

/**
 * Only a student account can be linked to a parent. Whether the credentials were wrong or the
 * account is not a student, the parent gets the same answer (docs/adr/0012).
 */
export function isLinkableChild(account: UserRecord | null): account is UserRecord {
  return account !== null && account.role === 'STUDENT';
}
