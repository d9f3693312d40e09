import { ErrorCode, type AuthResult } from '@mathquest/contracts';
import { unauthorized } from '@mathquest/service-kit';
import { toUser } from '../domain/users.js';
import { accountWithPassword } from './check-password.js';
import type { AuthContext } from './context.js';
import { startSession } from './session-lifecycle.js';

/** Email and password → a new session. One answer for an unknown email and a wrong password. */
export async function logIn(ctx: AuthContext, email: string, password: string): Promise<AuthResult> {
  const account = await accountWithPassword(ctx, email, password);
  if (!account) throw unauthorized('Invalid email or password', ErrorCode.INVALID_CREDENTIALS);
  return { user: toUser(account), ...(await startSession(ctx, account)) };
}
