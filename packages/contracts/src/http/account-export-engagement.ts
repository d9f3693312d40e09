import { z } from 'zod';
import { AvatarLookSchema } from '../social/avatar-look.js';
import { NotificationSchema } from './engagement.js';

/**
 * Engagement's part of an account export (docs/product/privacy.md): what the engagement service
 * holds about the account, as it stores it, for `GET /api/engagement/accounts/{userId}/export`
 * (answered only with auth's export grant for that account). Dates are ISO strings. Sections the
 * account never used are empty (null or []).
 */
const Iso = z.string();

/** The player document's parts: wallet, quests, pets, battle pass, chests, items, boss and story records. */
export const EngagementExportPlayerSchema = z.object({
  wallet: z.object({ coins: z.number(), gems: z.number(), version: z.number() }),
  /** Today's quests and yesterday's, as drawn and advanced. */
  quests: z.looseObject({ day: z.string(), timeZone: z.string(), items: z.array(z.looseObject({ id: z.string() })) }).nullable(),
  pets: z.looseObject({ activeId: z.string(), owned: z.array(z.looseObject({ id: z.string() })) }).nullable(),
  battlePass: z.looseObject({ season: z.number(), xp: z.number() }).nullable(),
  chests: z.array(z.looseObject({ id: z.string(), rarity: z.string(), foundAt: Iso, openedAt: Iso.nullable() })),
  /** Items owned besides pets, the avatar items worn and the home base's furniture. */
  inventory: z.looseObject({ owned: z.array(z.string()) }).nullable(),
  bosses: z.looseObject({ history: z.array(z.looseObject({})), victories: z.record(z.string(), z.number()) }).nullable(),
  story: z.looseObject({ chapters: z.record(z.string(), z.looseObject({ stars: z.number() })) }).nullable(),
  /** Wagers held for open challenges. */
  wagersHeld: z.array(z.looseObject({ challengeId: z.string() })),
  todayCounts: z.looseObject({ day: z.string(), answered: z.number(), correct: z.number() }).nullable(),
  notifications: z.array(NotificationSchema),
});

export const EngagementExportFriendSchema = z.object({
  userId: z.string(),
  /** The names as the account saw them (engagement's directory). */
  username: z.string(),
  displayName: z.string(),
  status: z.enum(['ACCEPTED', 'REQUEST_SENT', 'REQUEST_RECEIVED']),
  since: Iso,
});

const ChallengeResultSchema = z.object({ score: z.number(), correct: z.number(), time: z.number(), finishedAt: Iso });

export const EngagementExportChallengeSchema = z.object({
  id: z.string(),
  status: z.string(),
  /** The account's side: CHALLENGER (sent) or OPPONENT (received). */
  side: z.enum(['CHALLENGER', 'OPPONENT']),
  otherPlayer: z.object({ userId: z.string(), name: z.string() }),
  topic: z.string(),
  wagerCoins: z.number(),
  wagerGems: z.number(),
  myResult: ChallengeResultSchema.nullable(),
  otherResult: ChallengeResultSchema.nullable(),
  winnerId: z.string().nullable(),
  createdAt: Iso,
  endedAt: Iso.nullable(),
});

export const EngagementAccountExportSchema = z.object({
  userId: z.string(),
  exportedAt: Iso,
  player: EngagementExportPlayerSchema,
  /** The avatar look as others see it. */
  look: AvatarLookSchema.nullable(),
  guild: z.object({ guildId: z.string(), name: z.string(), role: z.string(), joinedAt: Iso }).nullable(),
  friends: z.array(EngagementExportFriendSchema),
  challenges: z.array(EngagementExportChallengeSchema),
  /** Leaderboard standings: the value on each board the account is on. */
  leaderboards: z.array(z.object({ board: z.string(), value: z.number() })),
  /** Public names and groups engagement's directory keeps for the boards and friend requests. */
  directory: z.record(z.string(), z.string()),
});
export type EngagementAccountExport = z.infer<typeof EngagementAccountExportSchema>;
export const EngagementAccountExportResponseSchema = z.object({ success: z.literal(true), data: EngagementAccountExportSchema });
