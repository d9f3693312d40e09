import { z } from 'zod';
import { IdSchema, successEnvelope } from '../common.js';
import { AvatarLookSchema } from '../social/avatar-look.js';
import { UsernameSchema } from './auth.js';
import {
  CHALLENGE_PROBLEM_COUNT_MAX,
  CHALLENGE_PROBLEM_COUNT_MIN,
  CHALLENGE_TIME_LIMIT_MAX,
  CHALLENGE_TIME_LIMIT_MIN,
  CHALLENGE_TOPICS,
  CHALLENGE_WAGER_MAX,
} from '../rules/challenges.js';

/**
 * PvP challenges (docs/product/social.md#challenges--built, docs/adr/0125-0127): calls under
 * /api/engagement/challenges. Field names are the product's Challenge entity.
 */

export const ChallengeTopicSchema = z.enum(CHALLENGE_TOPICS, { error: `topic must be one of ${CHALLENGE_TOPICS.join(', ')}` });

/**
 * The product's statuses. A declined or expired challenge leaves every list (its wagers refunded);
 * read by its id it is COMPLETED, with no winner and `endedAs` saying why.
 */
export const ChallengeStatusSchema = z.enum(['PENDING', 'ACTIVE', 'COMPLETED']);
export type ChallengeStatus = z.infer<typeof ChallengeStatusSchema>;

/**
 * Why a challenge ended without being played out: DECLINED by the challenged student, EXPIRED
 * (not accepted, or not finished by both, in time) or CANCELLED (it could not be opened).
 */
export const ChallengeEndedAsSchema = z.enum(['DECLINED', 'EXPIRED', 'CANCELLED']);
export type ChallengeEndedAs = z.infer<typeof ChallengeEndedAsSchema>;

const Wager = z.number().int().min(0).max(CHALLENGE_WAGER_MAX);

export const SendChallengeRequestSchema = z
  .object({
    /** The challenged student's username (any case). */
    username: UsernameSchema,
    topic: ChallengeTopicSchema,
    problemCount: z.number().int().min(CHALLENGE_PROBLEM_COUNT_MIN).max(CHALLENGE_PROBLEM_COUNT_MAX),
    /** Seconds per problem. */
    timeLimit: z.number().int().min(CHALLENGE_TIME_LIMIT_MIN).max(CHALLENGE_TIME_LIMIT_MAX),
    wagerCoins: Wager,
    wagerGems: Wager,
  })
  .strict();
export type SendChallengeRequest = z.input<typeof SendChallengeRequestSchema>;

export const ChallengeIdParamsSchema = z.object({ id: IdSchema });

export const ChallengeSchema = z.object({
  id: z.string(),
  status: ChallengeStatusSchema,
  challengerId: z.string(),
  challengerName: z.string(),
  challengerLevel: z.number().int(),
  challengerAvatar: z.string().nullable().describe('Always null: avatars are drawn from `challengerLook`, not stored as pictures (docs/adr/0129).'),
  /** The challenger's worn items as the web app draws them (docs/adr/0129). */
  challengerLook: AvatarLookSchema,
  /** Null until the challenger has played. */
  challengerScore: z.number().int().nullable(),
  /** Percent correct, rounded; null until played. */
  challengerAccuracy: z.number().int().nullable(),
  /** Total seconds; null until played. */
  challengerTime: z.number().int().nullable(),
  opponentId: z.string(),
  opponentName: z.string(),
  opponentLevel: z.number().int(),
  opponentAvatar: z.string().nullable().describe('Always null: avatars are drawn from `opponentLook`, not stored as pictures (docs/adr/0129).'),
  opponentLook: AvatarLookSchema,
  opponentScore: z.number().int().nullable(),
  opponentAccuracy: z.number().int().nullable(),
  opponentTime: z.number().int().nullable(),
  /** The winner of a COMPLETED challenge; null for a draw or before the end. */
  winnerId: z.string().nullable(),
  topic: z.string(),
  problemCount: z.number().int(),
  /** Seconds per problem. */
  timeLimit: z.number().int(),
  wagerCoins: z.number().int(),
  wagerGems: z.number().int(),
  createdAt: z.string(),
  /** PENDING: accept by then; ACTIVE: both must finish by then; else null. */
  expiresAt: z.string().nullable(),
  /** The caller has played their side (ACTIVE: waiting for the other). */
  playedByMe: z.boolean(),
  /** Only on a challenge that ended without being played out (status COMPLETED, winnerId null, both wagers refunded); absent otherwise. */
  endedAs: ChallengeEndedAsSchema.optional(),
});
export type Challenge = z.infer<typeof ChallengeSchema>;

export const ChallengeResponseSchema = successEnvelope(ChallengeSchema);
export const ChallengesResponseSchema = successEnvelope(z.array(ChallengeSchema));

export const ChallengeOpponentSchema = z.object({ userId: z.string(), username: z.string(), level: z.number().int() });
export type ChallengeOpponent = z.infer<typeof ChallengeOpponentSchema>;
/** Find Opponent: an online student of a level close to the caller's, or null when none is online. */
export const FindOpponentResponseSchema = successEnvelope(z.object({ opponent: ChallengeOpponentSchema.nullable() }));

/** POST /challenges/{id}/decline: the challenged student declined; the challenger's wager is refunded. */
export const ChallengeDeclinedResponseSchema = successEnvelope(z.object({ declined: z.literal(true) }));
