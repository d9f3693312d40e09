import { AuthSubjects, ErrorCode, type AccountLimits, type Language, type Plan, type Role, type UserRegisteredEvent } from '@mathquest/contracts';
import { AppError } from '@mathquest/service-kit';
import type { UserRecord } from '../domain/users.js';
import { outboxEntry } from '../events/outbox.js';
import { DuplicateUserError, newUserId } from '../repositories/users-repository.js';
import type { AuthContext } from './context.js';

export interface NewAccount {
  email: string;
  username: string;
  displayName: string;
  password: string;
  role: Role;
  plan: Plan;
  timeZone: string;
  /** The interface's language; English when not given. */
  language?: Language;
  gradeLevel: number | null;
  /** Teachers only (the CLI's --school). */
  schoolName?: string | null;
  childIds?: string[];
  /** Self-registered students only: the year of birth given at sign-up, and the limits it led to (docs/adr/0239). */
  birthYear?: number | null;
  limits?: AccountLimits | null;
}

/** The facts `auth.user.registered` (and, with childIds, `auth.user.updated`) carry about a user. */
export function userFacts(u: UserRecord): UserRegisteredEvent['data'] {
  return {
    userId: u.id,
    role: u.role,
    username: u.username,
    displayName: u.displayName,
    plan: u.plan,
    gradeLevel: u.gradeLevel,
    timeZone: u.timeZone,
    schoolName: u.schoolName ?? null,
    limits: u.limits ?? null,
    language: u.language ?? 'en',
  };
}

/**
 * Store a new account with its `auth.user.registered` event (one write), then publish it.
 * Shared by sign-up and the operator CLI (teachers, demo data). A taken email or username is 409.
 */
export async function createAccount(ctx: AuthContext, a: NewAccount): Promise<UserRecord> {
  const id = newUserId();
  const passwordHash = await ctx.hasher.hash(a.password);
  const gradeLevel = a.role === 'STUDENT' ? a.gradeLevel : null;
  const schoolName = a.role === 'TEACHER' ? (a.schoolName ?? null) : null;
  const limits = a.role === 'STUDENT' ? (a.limits ?? null) : null;
  const entry = outboxEntry(
    AuthSubjects.USER_REGISTERED,
    userFacts({ id, email: a.email, username: a.username, displayName: a.displayName, role: a.role, plan: a.plan, timeZone: a.timeZone, language: a.language ?? 'en', gradeLevel, schoolName, limits, childIds: [], createdAt: new Date() }),
    id,
  );
  try {
    const created = await ctx.users.create({ id, email: a.email, username: a.username, displayName: a.displayName, passwordHash, role: a.role, plan: a.plan, timeZone: a.timeZone, language: a.language ?? 'en', gradeLevel, schoolName, childIds: a.childIds, birthYear: a.role === 'STUDENT' ? (a.birthYear ?? null) : null, limits }, [entry]);
    await ctx.outbox.publishEntries(created.id, [entry]);
    return created;
  } catch (err) {
    if (err instanceof DuplicateUserError) {
      throw err.field === 'email'
        ? new AppError(409, ErrorCode.EMAIL_TAKEN, 'An account with this email already exists', { field: 'email' })
        : new AppError(409, ErrorCode.USERNAME_TAKEN, 'This username is already taken', { field: 'username' });
    }
    throw err;
  }
}
