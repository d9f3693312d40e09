import { z } from 'zod';
import { IdSchema, successEnvelope } from '../common.js';
import { UsernameSchema } from '../http/auth.js';
import { AvatarLookSchema } from './avatar-look.js';

/**
 * Leaderboards and friends (docs/product/social.md, docs/adr/0100-0104): the HTTP contracts of
 * GET /api/engagement/leaderboards and /api/engagement/friends, and the Redis keys engagement
 * writes that the realtime service reads (the board a student watches, their friends).
 */

/** The six metrics (the `type` query): Total XP, Problems Solved, Best Streak, Accuracy, Max Combo, Speed Runner. */
export const LeaderboardTypeSchema = z.enum(['TOTAL_XP', 'PROBLEMS_SOLVED', 'BEST_STREAK', 'ACCURACY', 'MAX_COMBO', 'SPEED_RUNNER'], {
  error: 'type must be one of TOTAL_XP, PROBLEMS_SOLVED, BEST_STREAK, ACCURACY, MAX_COMBO, SPEED_RUNNER',
});
export type LeaderboardType = z.infer<typeof LeaderboardTypeSchema>;
export const LEADERBOARD_TYPES = LeaderboardTypeSchema.options;

/** The five scopes: Global, My School, My Class, My Grade, Friends. */
export const LeaderboardScopeSchema = z.enum(['GLOBAL', 'SCHOOL', 'CLASS', 'GRADE', 'FRIENDS'], {
  error: 'scope must be one of GLOBAL, SCHOOL, CLASS, GRADE, FRIENDS',
});
export type LeaderboardScope = z.infer<typeof LeaderboardScopeSchema>;
export const LEADERBOARD_SCOPES = LeaderboardScopeSchema.options;

/** Places shown: the podium (1-3) and the list (4-20). */
export const LEADERBOARD_SIZE = 20;
export const LEADERBOARD_PODIUM = 3;
/** Accuracy and Speed Runner rank only students with at least this many answers (accuracy) or correct answers (speed). */
export const LEADERBOARD_MIN_ANSWERS = 20;

export const LeaderboardQuerySchema = z
  .object({
    type: LeaderboardTypeSchema.default('TOTAL_XP'),
    scope: LeaderboardScopeSchema.default('GLOBAL'),
  });
export type LeaderboardQuery = z.infer<typeof LeaderboardQuerySchema>;

export { AvatarLayerSchema, AvatarLookSchema, type AvatarLayer, type AvatarLook } from './avatar-look.js';

/** One place on a board. Only public names: the username a student chose, never an e-mail. */
export const LeaderboardEntrySchema = z.object({
  studentId: z.string(),
  rank: z.number().int().min(1),
  username: z.string(),
  level: z.number().int(),
  avatarUrl: z.string().nullable().describe('Always null: avatars are drawn from `avatar`, not stored as pictures.'),
  avatar: AvatarLookSchema
    .default({}) // an update published before avatars were on boards
    .describe("The student's avatar as the web app draws it: the item worn in each category (a category left out: nothing worn there)."),
  score: z.number().describe('TOTAL_XP, PROBLEMS_SOLVED, BEST_STREAK, MAX_COMBO: a count; ACCURACY: percent, one decimal; SPEED_RUNNER: average seconds per correct answer, one decimal (lower is better).'),
  change: z.number().int().describe('Places gained since the end of the previous day (UTC): positive moved up, negative down, 0 unchanged or new.'),
  schoolName: z.string().nullable(),
  className: z.string().nullable(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

export const LeaderboardSchema = z.object({
  type: LeaderboardTypeSchema,
  scope: LeaderboardScopeSchema,
  /** The school, class or grade the board is about (null for GLOBAL and FRIENDS, or when the student has none). */
  groupName: z.string().nullable(),
  /** Why a scope can be empty for this student: no school, no class, no grade; null otherwise. */
  unavailable: z.enum(['NO_SCHOOL', 'NO_CLASS', 'NO_GRADE']).nullable(),
  /** The rule of the metric, as shown to the student. */
  rule: z.string(),
  /** Ranks 1 to 20: the podium is the first three. */
  entries: z.array(LeaderboardEntrySchema).max(LEADERBOARD_SIZE),
  /** The caller's own place (also beyond 20); null when the caller is not ranked on this board. */
  myRank: z.number().int().nullable(),
  myEntry: LeaderboardEntrySchema.nullable(),
  /** Students ranked on the board. */
  total: z.number().int(),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;
export const LeaderboardResponseSchema = successEnvelope(LeaderboardSchema);
export type LeaderboardResponse = z.infer<typeof LeaderboardResponseSchema>;

// ---------------------------------------------------------------- friends

/** POST /friends/requests: a username as auth accepts them, matched in any case. */
export const FriendRequestBodySchema = z.object({ username: UsernameSchema }).strict();
export type FriendRequestBody = z.infer<typeof FriendRequestBodySchema>;

export const FriendUserIdParamsSchema = z.object({ userId: IdSchema });

export const FriendSchema = z.object({
  userId: z.string(),
  username: z.string(),
  displayName: z.string(),
  level: z.number().int(),
  isOnline: z.boolean(),
  /** The last activity the friend's app reported while online (e.g. practising), null otherwise. */
  activity: z.object({ type: z.string(), details: z.string().nullable() }).nullable(),
  since: z.string().describe('When the friendship was accepted, or the request sent.'),
});
export type Friend = z.infer<typeof FriendSchema>;

export const FriendsListSchema = z.object({
  friends: z.array(FriendSchema),
  /** Requests others sent to the caller, waiting for accept or decline. */
  incoming: z.array(FriendSchema),
  /** Requests the caller sent, waiting. */
  outgoing: z.array(FriendSchema),
});
export type FriendsList = z.infer<typeof FriendsListSchema>;
export const FriendsListResponseSchema = successEnvelope(FriendsListSchema);

export const FriendshipStatusSchema = z.enum(['PENDING', 'ACCEPTED']);
export const FriendshipSchema = z.object({ userId: z.string(), username: z.string(), displayName: z.string(), status: FriendshipStatusSchema });
export type Friendship = z.infer<typeof FriendshipSchema>;
export const FriendshipResponseSchema = successEnvelope(FriendshipSchema);
export const FriendRemovedResponseSchema = successEnvelope(z.object({ removed: z.literal(true) }));
export const FriendDeclinedResponseSchema = successEnvelope(z.object({ declined: z.literal(true) }));

// ---------------------------------------------------------------- leaderboard rooms

/** The Socket.IO room of one board: `leaderboard:<type>:<scope>:<group>`; group is `-` (GLOBAL), the student id (FRIENDS), or the school key, classroom id or grade. */
export const leaderboardRoom = (type: LeaderboardType, scope: LeaderboardScope, group: string) => `leaderboard:${type}:${scope}:${group}`;
/** How long a board counts as watched after its last renewal; renewals come at a third of it. */
export const WATCHED_BOARD_TTL_MS = 60_000;
/** The group of `scope` in a social groups hash (`grade`, `schoolKey`, `classroomId`), or null when the student has none. */
export function leaderboardGroup(scope: LeaderboardScope, userId: string, groups: Record<string, string | undefined>): string | null {
  switch (scope) {
    case 'GLOBAL':
      return '-';
    case 'FRIENDS':
      return userId;
    case 'SCHOOL':
      return groups.schoolKey ? groups.schoolKey : null;
    case 'CLASS':
      return groups.classroomId ? groups.classroomId : null;
    case 'GRADE':
      return groups.grade ? groups.grade : null;
  }
}
