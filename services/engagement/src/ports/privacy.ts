/**
 * The social module's part of an account's export and erasure (docs/adr/0236, 0220): the rewards
 * module's privacy code (src/privacy/) assembles the export and runs the one erasure consumer, and
 * reaches the social side only through this port, which the social module decorates as
 * `socialPrivacy`.
 */
import type { EngagementAccountExportSchema } from '@mathquest/contracts';
import type { z } from 'zod';

/** The social sections of engagement's export (the look, guild, friends, challenges, boards and directory entry), parsed by the assembled export. */
export type SocialAccountExport = Pick<z.input<typeof EngagementAccountExportSchema>, 'look' | 'guild' | 'friends' | 'challenges' | 'leaderboards' | 'directory'>;

export interface SocialPrivacy {
  /** What the social module holds about the account, in the published shape. */
  exportOf(userId: string): Promise<SocialAccountExport>;
  /**
   * The social part of the erasure: open challenges cancelled with both stakes back (through the
   * wallet port), every challenge and guild line showing the deleted user, friendships ended on
   * both sides, the guild left by its rules, the social documents gone. Idempotent: a redelivered
   * request changes nothing more.
   */
  erase(userId: string): Promise<void>;
}
