/**
 * Students' worn looks for lists that show several students (guild members, challenge sides),
 * read from the looks hash of docs/adr/0136 with one HMGET; a student without a stored look wears
 * the free starter items, as their player document would show them. No storage operation.
 */
import type { AvatarLook } from '@mathquest/contracts';
import { drawnLook, starterLook } from '../domain/avatar.js';
import { allAvatarItems, avatarItemById } from '../domain/catalogue/avatar-items.js';
import type { LookStore } from '../repositories/looks-repository.js';

let starter: AvatarLook | null = null;
/** The look of a student who never changed theirs. */
export const starterDrawnLook = (): AvatarLook => (starter ??= drawnLook(starterLook(allAvatarItems()), avatarItemById));

/** The looks of `userIds` (one HMGET), as a lookup that falls back to the starter look. */
export async function looksOf(looks: Pick<LookStore, 'readMany'>, userIds: readonly string[]): Promise<(userId: string) => AvatarLook> {
  const found = await looks.readMany(userIds);
  return (userId) => found.get(userId) ?? starterDrawnLook();
}
