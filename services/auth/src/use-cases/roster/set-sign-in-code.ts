import { conflict } from '@mathquest/service-kit';
import type { SignInCodeState } from '@mathquest/contracts';
import { newSignInCode } from '../../domain/sign-in-code.js';
import { SignInCodeTaken } from '../../repositories/rosters-repository.js';
import type { AuthContext } from '../context.js';
import { signInCodeView } from './read-roster.js';
import { classroomNotFound, ownedRoster } from './roster-access.js';

const CODE_TRIES = 10;

/**
 * POST /classrooms/{id}/sign-in-code: ON (a code is drawn the first time), OFF (the code is kept
 * but opens nothing), RENEW (a new code, on; the old one opens nothing from now on).
 */
export async function setSignInCode(ctx: AuthContext, teacherId: string, classroomId: string, action: 'ON' | 'OFF' | 'RENEW'): Promise<SignInCodeState> {
  const roster = await ownedRoster(ctx, teacherId, classroomId);
  const at = ctx.now();
  if (roster.code && action !== 'RENEW') {
    const updated = await ctx.rosters.setCode(classroomId, roster.code, action === 'ON', at);
    if (!updated) throw classroomNotFound();
    return signInCodeView(updated);
  }
  if (!roster.code && action === 'OFF') return signInCodeView(roster);
  for (let attempt = 0; attempt < CODE_TRIES; attempt++) {
    try {
      const updated = await ctx.rosters.setCode(classroomId, newSignInCode(ctx.randomInt), true, at);
      if (!updated) throw classroomNotFound();
      return signInCodeView(updated);
    } catch (err) {
      if (!(err instanceof SignInCodeTaken)) throw err;
    }
  }
  throw conflict('Could not find a free class code, please try again');
}
