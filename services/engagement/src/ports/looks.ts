/**
 * Students' worn looks as others see them (docs/adr/0136, 0220): the rewards module writes the
 * looks hash when a student changes their look (the shop) and draws the starter look from its
 * catalogue; the social module reads them for boards, guild members and challenge cards.
 */
import type { AvatarLook } from '@mathquest/contracts';

export interface LookReader {
  /** The stored looks of these students (one HMGET); a student without one is absent. */
  readMany(userIds: readonly string[]): Promise<Map<string, AvatarLook>>;
  /** The look of a student who never changed theirs. */
  starter(): AvatarLook;
}
