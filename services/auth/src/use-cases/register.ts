import { languageOf, type AuthResult, type RegisterRequest } from '@mathquest/contracts';
import { toUser } from '../domain/users.js';
import { signUpLimits } from '../domain/sign-up-limits.js';
import type { AuthContext } from './context.js';
import { createAccount } from './create-account.js';
import { startSession } from './session-lifecycle.js';

/**
 * Self sign-up of a student or a parent (FREE plan), signed in at once. A student who may be under
 * 13 by the birth year they gave starts with a limited account (docs/adr/0239).
 */
export async function register(ctx: AuthContext, body: RegisterRequest, now: Date = new Date()): Promise<AuthResult> {
  const student = body.role === 'STUDENT';
  const created = await createAccount(ctx, {
    email: body.email,
    username: body.username,
    displayName: body.displayName,
    password: body.password,
    role: body.role,
    plan: 'FREE',
    timeZone: body.timeZone ?? 'UTC',
    language: languageOf(body.language),
    gradeLevel: student ? (body.gradeLevel ?? null) : null,
    birthYear: student ? (body.birthYear ?? null) : null,
    limits: signUpLimits(body.role, body.birthYear, now),
  });
  return { user: toUser(created), ...(await startSession(ctx, created)) };
}
