import type { AuthUser } from '@mathquest/service-kit';
import type { AuthContext } from './context.js';
import { endSession } from './session-lifecycle.js';

/** End the caller's session: its refresh tokens at once, its access tokens within seconds. */
export async function logOut(ctx: AuthContext, caller: AuthUser): Promise<void> {
  if (caller.sessionId !== undefined) await endSession(ctx, caller.sessionId, 'logout');
}
