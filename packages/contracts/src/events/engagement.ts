import { z } from 'zod';
import { ServerSocketEvents } from '../realtime/socket-events.js';
import { LeaderboardEntrySchema, LeaderboardScopeSchema, LeaderboardTypeSchema } from '../social/social.js';
import { CHALLENGE_PROBLEM_COUNT_MAX, CHALLENGE_PROBLEM_COUNT_MIN, CHALLENGE_TIME_LIMIT_MAX, CHALLENGE_TIME_LIMIT_MIN, CHALLENGE_TOPICS } from '../rules/challenges.js';
import { eventEnvelope } from './envelope.js';

export const EngagementSubjects = {
  WALLET_CHANGED: 'engagement.wallet.changed',
  XP_GRANTED: 'engagement.xp.granted',
  BOOST_GRANTED: 'engagement.boost.granted',
  LEADERBOARD_UPDATED: 'engagement.leaderboard.updated',
  CHALLENGE_UPDATED: 'engagement.challenge.updated',
  CHALLENGE_CHANGED: 'engagement.challenge.changed',
  GUILD_MEMBERSHIP_CHANGED: 'engagement.guild.membership.changed',
  GUILD_CHANGED: 'engagement.guild.changed',
  FRIENDS_CHANGED: 'engagement.friends.changed',
  SOCIAL_GROUPS_CHANGED: 'engagement.social.groups.changed',
} as const;

/** Balances after the change; `version` orders changes so projections stay correct under redelivery. */
export const WalletChangedEventSchema = eventEnvelope(
  EngagementSubjects.WALLET_CHANGED,
  z.object({
    userId: z.string(),
    coins: z.number().int(),
    gems: z.number().int(),
    coinsDelta: z.number().int(),
    gemsDelta: z.number().int(),
    reason: z.string().describe('What caused the change, e.g. game.answer.'),
    version: z.number().int().describe('Grows with every balance change: a projection applies a change only when it is newer.'),
  }),
);
export type WalletChangedEvent = z.infer<typeof WalletChangedEventSchema>;

/**
 * XP that engagement granted (a claimed quest, an opened chest, a pet bonus). XP has one owner,
 * the game: it adds this to the student's progress exactly once per event id (docs/adr/0060),
 * so level, xpToNextLevel and level-ups stay consistent everywhere.
 */
export const XpGrantedEventSchema = eventEnvelope(
  EngagementSubjects.XP_GRANTED,
  z.object({
    userId: z.string(),
    xp: z.number().int().positive(),
    reason: z
      .enum(['quest', 'chest', 'pet_bonus', 'battle_pass', 'boss', 'story', 'challenge', 'power_up', 'guild_event'])
      .describe('What earned the XP. `power_up` only in events published before an XP boost\'s XP came with the answer (docs/adr/0186).'),
    /** What was granted: the quest, chest, ... id. */
    sourceId: z.string(),
  }),
);
export type XpGrantedEvent = z.infer<typeof XpGrantedEventSchema>;

/** The boosts whose charges the game holds and uses on the answer's own write (docs/adr/0186). */
export const GrantedBoostSchema = z.enum(['xp-boost']);
export type GrantedBoost = z.infer<typeof GrantedBoostSchema>;

/**
 * Charges of a boost bought in the shop (docs/adr/0186): the game adds them to the student's
 * charges once per event id (derived from the purchase), and each correct answer uses one in
 * its own write, its extra XP in the answer's `xpEarned`.
 */
export const BoostGrantedEventSchema = eventEnvelope(
  EngagementSubjects.BOOST_GRANTED,
  z.object({
    userId: z.string(),
    boost: GrantedBoostSchema,
    answers: z.number().int().positive().describe('How many correct answers the boost lasts: the charges added.'),
  }),
);
export type BoostGrantedEvent = z.infer<typeof BoostGrantedEventSchema>;

/** One socket event for a user: its name and payload, as the realtime socket map declares them (the items of a socket push, ./core.ts). */
const socketPush = <N extends keyof typeof ServerSocketEvents>(name: N) => z.object({ name: z.literal(name), payload: ServerSocketEvents[name] });
export const SocketPushItemSchema = z.discriminatedUnion('name', [
  socketPush('quest:progress'),
  socketPush('quest:completed'),
  socketPush('battlepass:xp_gained'),
  socketPush('battlepass:level_up'),
  socketPush('notification:new'),
  socketPush('pet:updated'),
  socketPush('wallet:updated'),
  socketPush('treasure:found'),
  socketPush('challenge:received'),
  socketPush('challenge:accepted'),
  socketPush('challenge:declined'),
  socketPush('challenge:result'),
  socketPush('friends:changed'),
  socketPush('guild:members_changed'),
]);
export type SocketPushItem = z.infer<typeof SocketPushItemSchema>;


/**
 * A leaderboard changed: its ranks 1 to 20, for the realtime service to emit as
 * `leaderboard:update` to the board's room (docs/adr/0103). At most one per board per second.
 */
export const LeaderboardUpdatedEventSchema = eventEnvelope(
  EngagementSubjects.LEADERBOARD_UPDATED,
  z.object({
    type: LeaderboardTypeSchema,
    scope: LeaderboardScopeSchema,
    group: z.string().describe('`-` for GLOBAL, the student id for FRIENDS, else the school key, classroom id or grade.'),
    entries: z.array(LeaderboardEntrySchema),
  }),
);
export type LeaderboardUpdatedEvent = z.infer<typeof LeaderboardUpdatedEventSchema>;

/**
 * A PvP challenge became playable (ACTIVE) or stopped being so (COMPLETED, EXPIRED, CANCELLED):
 * the facts the game checks a CHALLENGE start against, kept in its own projection
 * (docs/adr/0160). Carries the challenge's secret seed: internal, never forwarded to a client.
 * `version` orders the updates of one challenge, so a redelivered older one changes nothing.
 */
export const ChallengeUpdatedEventSchema = eventEnvelope(
  EngagementSubjects.CHALLENGE_UPDATED,
  z.object({
    challengeId: z.string(),
    version: z.number().int(),
    status: z.enum(['ACTIVE', 'COMPLETED', 'EXPIRED', 'CANCELLED']),
    /** The two sides: the challenger's and the opponent's user ids. */
    sides: z.tuple([z.string(), z.string()]),
    seed: z.string().describe("The challenge's secret problem seed (32 hex digits)."),
    topic: z.enum(CHALLENGE_TOPICS),
    problemCount: z.number().int().min(CHALLENGE_PROBLEM_COUNT_MIN).max(CHALLENGE_PROBLEM_COUNT_MAX),
    timeLimit: z.number().int().min(CHALLENGE_TIME_LIMIT_MIN).max(CHALLENGE_TIME_LIMIT_MAX),
    /** When the ACTIVE challenge expires unplayed (ISO); no start after it. */
    expiresAt: z.string(),
  }),
);
export type ChallengeUpdatedEvent = z.infer<typeof ChallengeUpdatedEventSchema>;

// ---------------------------------------------------------------- facts other services project (docs/adr/0195)
// Each carries a state, not a delta: a projection keeps the newest (by `version`, else by the
// envelope's `occurredAt`), so a redelivery or an out-of-order arrival changes nothing.

/**
 * Any change of a PvP challenge's state, with its sides' ids and names: what the realtime service
 * checks a client's challenge notice against (docs/adr/0124). No seed.
 */
export const ChallengeChangedEventSchema = eventEnvelope(
  EngagementSubjects.CHALLENGE_CHANGED,
  z.object({
    challengeId: z.string(),
    version: z.number().int(),
    status: z.enum(['OPENING', 'PENDING', 'ACCEPTING', 'ACTIVE', 'COMPLETED', 'DECLINED', 'EXPIRED', 'CANCELLED']),
    challengerId: z.string(),
    challengerName: z.string(),
    opponentId: z.string(),
    opponentName: z.string(),
    keepUntil: z.string().describe('When a projection may forget the challenge (ISO): an hour after its deadline.'),
  }),
);
export type ChallengeChangedEvent = z.infer<typeof ChallengeChangedEventSchema>;

/** A student joined a guild (`member` true) or left it or was removed (`member` false). */
export const GuildMembershipChangedEventSchema = eventEnvelope(
  EngagementSubjects.GUILD_MEMBERSHIP_CHANGED,
  z.object({ userId: z.string(), guildId: z.string(), member: z.boolean() }),
);
export type GuildMembershipChangedEvent = z.infer<typeof GuildMembershipChangedEventSchema>;

/** A guild's leader now (null: none), or the guild was dissolved. */
export const GuildChangedEventSchema = eventEnvelope(
  EngagementSubjects.GUILD_CHANGED,
  z.object({ guildId: z.string(), leaderId: z.string().nullable(), dissolved: z.boolean() }),
);
export type GuildChangedEvent = z.infer<typeof GuildChangedEventSchema>;

/** A student's accepted friends now (the whole list). */
export const FriendsChangedEventSchema = eventEnvelope(EngagementSubjects.FRIENDS_CHANGED, z.object({ userId: z.string(), friendIds: z.array(z.string()) }));
export type FriendsChangedEvent = z.infer<typeof FriendsChangedEventSchema>;

/** A user's leaderboard groups now: '' where they have none. */
export const SocialGroupsChangedEventSchema = eventEnvelope(
  EngagementSubjects.SOCIAL_GROUPS_CHANGED,
  z.object({
    userId: z.string(),
    grade: z.string().describe("The grade level ('' for none)."),
    classroomId: z.string().describe("The class joined last ('' for none)."),
    schoolKey: z.string().describe("The school's key ('' for none)."),
  }),
);
export type SocialGroupsChangedEvent = z.infer<typeof SocialGroupsChangedEventSchema>;
