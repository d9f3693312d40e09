import { ErrorCode, type AuthResult } from '@mathquest/contracts';
import { unauthorized } from '@mathquest/service-kit';
import { toUser } from '../domain/users.js';
import { newDeviceToken } from '../security/device-cookie.js';
import type { AuthContext } from './context.js';
import { checkSignIn, type SignInClient } from './password-guard.js';
import { refuseErasedAccount } from './privacy/refuse-erased.js';
import { startSession } from './session-lifecycle.js';

/**
 * Email and password → a new session, under the lockout rules (docs/adr/0165). One answer for
 * an unknown email and a wrong password. On success the client's device becomes (or stays) a
 * known device of the account: `deviceToken` is what its device cookie should hold.
 */
export async function logIn(ctx: AuthContext, email: string, password: string, client: SignInClient): Promise<{ result: AuthResult; deviceToken: string }> {
  const account = await checkSignIn(ctx, email, password, client);
  if (!account) throw unauthorized('Invalid email or password', ErrorCode.INVALID_CREDENTIALS);
  refuseErasedAccount(account);
  // One token per browser, known to every account that signed in on it (a shared classroom computer).
  const deviceToken = client.deviceToken ?? newDeviceToken();
  try {
    await ctx.devices.remember(account.email, deviceToken);
  } catch (err) {
    ctx.warn(err, 'device not remembered');
  }
  return { result: { user: toUser(account), ...(await startSession(ctx, account)) }, deviceToken };
}
