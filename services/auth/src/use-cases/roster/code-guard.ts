/**
 * Wrong class codes are counted per client address (docs/adr/0200): someone trying codes to read
 * class lists is stopped after `accountAfterFailures` (30) unknown or turned-off codes from one
 * address, then locked 1 minute doubling to 15, as the sign-in lockout of docs/adr/0165 counts an
 * account's failures. A known code clears nothing: one good code does not pay for many guesses.
 */
import { unauthorized } from '@mathquest/service-kit';
import { ErrorCode, RosterMessages } from '@mathquest/contracts';
import type { ClassRosterDoc } from '../../repositories/rosters-repository.js';
import type { AuthContext } from '../context.js';
import { record, refuseWhileLocked } from '../password-guard.js';
import { noSuchCode } from './roster-access.js';

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const lockedMessage = (ms: number) => `Too many wrong class codes. Try again in ${minutes(ms) === 1 ? '1 minute' : `${minutes(ms)} minutes`}.`;

/** The lockout store's key for the class codes tried from one address. */
const codesFrom = (ip: string) => `class-codes@${ip}`;

/** The live classroom whose sign-in code is on and is `code`; one 404 for unknown, off and deleted. */
export async function classroomOfCode(ctx: AuthContext, code: string, ip: string): Promise<ClassRosterDoc> {
  await refuseWhileLocked(ctx, codesFrom(ip), ['account'], lockedMessage);
  const roster = await ctx.rosters.classroomByCode(code);
  if (roster && roster.codeEnabled && !roster.deleted) return roster;
  await record(ctx, codesFrom(ip), ['account'], false);
  throw noSuchCode();
}

/** A wrong secret or a student who is not on this list: one answer. */
export const wrongSecret = () => unauthorized(RosterMessages.WRONG_SECRET, ErrorCode.INVALID_CREDENTIALS);
