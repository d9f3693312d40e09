import { timingSafeEqual } from 'node:crypto';
import { normalizeSecret, type AuthResult } from '@mathquest/contracts';
import { toUser, type UserRecord } from '../../domain/users.js';
import { newDeviceToken } from '../../security/device-cookie.js';
import type { AuthContext } from '../context.js';
import { guardedCheck, type SignInClient } from '../password-guard.js';
import { refuseErasedAccount } from '../privacy/refuse-erased.js';
import { startSession } from '../session-lifecycle.js';
import { classroomOfCode, wrongSecret } from './code-guard.js';
import { rosterAccountKey, secretContext } from './roster-access.js';

function sameSecret(stored: string, entered: string): boolean {
  const a = Buffer.from(normalizeSecret(stored));
  const b = Buffer.from(entered);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Lock messages name the secret, the thing the child typed. */
const lockedMessage = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return `Too many wrong secrets. Try again in ${n === 1 ? '1 minute' : `${n} minutes`}, or ask your teacher to unlock your account.`;
};

/**
 * POST /class-code/login: the class code, the student picked from the class list, and the secret
 * (normalised by the contract) → a session like any sign-in, under the lockout of docs/adr/0165
 * counted per student (docs/adr/0200). A student not on this code's list is counted and answered
 * like a wrong secret.
 */
export async function classCodeLogIn(ctx: AuthContext, input: { code: string; studentId: string; secret: string }, client: SignInClient): Promise<{ result: AuthResult; deviceToken: string }> {
  const roster = await classroomOfCode(ctx, input.code, client.ip);
  const key = rosterAccountKey(input.studentId);
  const account = await guardedCheck<UserRecord>(ctx, key, client, lockedMessage, async () => {
    const student = await ctx.rosters.student(input.studentId);
    if (!student || student.classroomId !== roster._id) return null;
    const secret = ctx.secretBox.open(student.sealedSecret, secretContext(student));
    if (secret === null || !sameSecret(secret, input.secret)) return null;
    const user = await ctx.users.findById(student._id);
    return user?.role === 'STUDENT' ? user : null;
  });
  if (!account) throw wrongSecret();
  refuseErasedAccount(account);
  const deviceToken = client.deviceToken ?? newDeviceToken();
  try {
    await ctx.devices.remember(key, deviceToken);
  } catch (err) {
    ctx.warn(err, 'device not remembered');
  }
  return { result: { user: toUser(account), ...(await startSession(ctx, account)) }, deviceToken };
}
