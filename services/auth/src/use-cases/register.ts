import type { AuthResult, RegisterRequest } from '@mathquest/contracts';
import { toUser } from '../domain/users.js';
import type { AuthContext } from './context.js';
import { createAccount } from './create-account.js';
import { startSession } from './session-lifecycle.js';

/** Self sign-up of a student or a parent (FREE plan), signed in at once. */
export async function register(ctx: AuthContext, body: RegisterRequest): Promise<AuthResult> {
  const created = await createAccount(ctx, {
    email: body.email,
    username: body.username,
    displayName: body.displayName,
    password: body.password,
    role: body.role,
    plan: 'FREE',
    timeZone: body.timeZone ?? 'UTC',
    gradeLevel: body.role === 'STUDENT' ? (body.gradeLevel ?? null) : null,
  });
  return { user: toUser(created), ...(await startSession(ctx, created)) };
}
