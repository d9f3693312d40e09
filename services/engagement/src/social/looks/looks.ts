/**
 * Students' worn looks for lists that show several students (boards, guild members, challenge
 * sides), read through the rewards module's look reader (ports/looks.ts, docs/adr/0136, 0220) with
 * one HMGET; a student without a stored look wears the free starter items, as their player
 * document would show them. No storage operation of its own.
 */
import type { AvatarLook } from '@mathquest/contracts';
import type { LookReader } from '../../ports/looks.js';

/** The looks of `userIds` (one HMGET), as a lookup that falls back to the starter look. */
export async function looksOf(looks: LookReader, userIds: readonly string[]): Promise<(userId: string) => AvatarLook> {
  const found = await looks.readMany(userIds);
  return (userId) => found.get(userId) ?? looks.starter();
}
