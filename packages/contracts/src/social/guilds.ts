import { z } from 'zod';
import { IdSchema, NOT_BLANK, successEnvelope } from '../common.js';
import { AvatarLookSchema } from './avatar-look.js';

/**
 * Guilds (docs/product/social.md#guilds, docs/adr/0120-0124): the HTTP contracts under
 * /api/engagement/guilds, the guild rules both ends share, and the Redis keys engagement writes
 * that the realtime service reads (who is in which guild) or writes (the chat).
 */

export const GuildRoleSchema = z.enum(['LEADER', 'OFFICER', 'MEMBER']);
export type GuildRole = z.infer<typeof GuildRoleSchema>;
export const GUILD_ROLE_LABELS: Record<GuildRole, string> = { LEADER: 'Leader', OFFICER: 'Officer', MEMBER: 'Member' };

export const GuildEventTypeSchema = z.enum(['RAID', 'TOURNAMENT', 'CHALLENGE', 'SOCIAL']);
export type GuildEventType = z.infer<typeof GuildEventTypeSchema>;

/** Members a guild holds. */
export const GUILD_MAX_MEMBERS = 30;
/** Chat: longest message, messages kept per guild, messages a student may send per window. */
export const GUILD_MESSAGE_MAX = 500;
export const GUILD_CHAT_KEPT = 100;
export const GUILD_CHAT_RATE = { messages: 5, windowSeconds: 10 } as const;
/** Reports a student may make (docs/adr/0172): enough for a bad moment, not enough to hide a whole chat. */
export const GUILD_REPORT_RATE = { reports: 5, windowSeconds: 60 } as const;
/** Icons a guild may pick (emoji shown on the guild's header). */
export const GUILD_ICONS = ['🛡️', '⚔️', '🐉', '🦉', '🚀', '🌟', '🔥', '🧠', '🏆', '🦁', '🐺', '🌈'] as const;

// ---------------------------------------------------------------- rules (docs/product/social.md#guild-roles)

export type GuildAction = 'PROMOTE' | 'DEMOTE' | 'KICK';

/**
 * May `actor` do `action` to `target`? A leader or officer manages others, never self; promote is
 * for a MEMBER, demote for an OFFICER, kick for anyone but the leader. Returns null when allowed,
 * else why not: FORBIDDEN (the actor's role or self) or WRONG_TARGET (the target's role does not
 * take that action: promoting an officer, demoting a member).
 */
export function guildActionRefusal(actor: { id: string; role: GuildRole }, target: { id: string; role: GuildRole }, action: GuildAction): 'FORBIDDEN' | 'WRONG_TARGET' | null {
  if (actor.role === 'MEMBER' || actor.id === target.id) return 'FORBIDDEN';
  if (target.role === 'LEADER') return 'FORBIDDEN';
  if (action === 'PROMOTE' && target.role !== 'MEMBER') return 'WRONG_TARGET';
  if (action === 'DEMOTE' && target.role !== 'OFFICER') return 'WRONG_TARGET';
  return null;
}
/** Leader and officers create events; only the leader opens settings. */
export const canCreateGuildEvent = (role: GuildRole) => role !== 'MEMBER';
export const canOpenGuildSettings = (role: GuildRole) => role === 'LEADER';

/** Guild level from its total XP: level n needs 1,000 × n XP more than level n − 1 (docs/adr/0121). */
export const GUILD_XP_PER_LEVEL = 1000;
export function guildLevel(totalXp: number): { level: number; currentXp: number; xpForNextLevel: number } {
  let level = 1;
  let rest = Math.max(0, Math.floor(totalXp));
  while (rest >= GUILD_XP_PER_LEVEL * level) {
    rest -= GUILD_XP_PER_LEVEL * level;
    level++;
  }
  return { level, currentXp: rest, xpForNextLevel: GUILD_XP_PER_LEVEL * level };
}

// ---------------------------------------------------------------- entities

const GuildName = z
  .string()
  .min(3, 'A guild name has 3 to 24 characters')
  .max(24, 'A guild name has 3 to 24 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9 '_-]*[A-Za-z0-9]$/, 'A guild name uses letters, numbers, spaces, dashes and apostrophes');
const GuildDescription = z.string().max(200, 'A description has at most 200 characters');
const GuildIcon = z.enum(GUILD_ICONS, { error: 'Pick one of the guild icons' });

/** A guild as browsed (and as the caller's guild, with more below). */
export const GuildSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  level: z.number().int(),
  rank: z.number().int().min(1).describe('Place among all guilds by weekly XP.'),
  memberCount: z.number().int(),
  maxMembers: z.number().int(),
  weeklyXp: z.number().int(),
  totalXp: z.number().int(),
});
export type GuildSummary = z.infer<typeof GuildSummarySchema>;

export const GuildActivitySchema = z.object({
  type: z.enum(['CREATED', 'JOINED', 'LEFT', 'KICKED', 'PROMOTED', 'DEMOTED', 'NEW_LEADER', 'EVENT_CREATED', 'EVENT_ENDED']),
  username: z.string(),
  text: z.string(),
  at: z.string(),
});
export type GuildActivity = z.infer<typeof GuildActivitySchema>;

export const GuildSchema = GuildSummarySchema.extend({
  currentXp: z.number().int(),
  xpForNextLevel: z.number().int(),
  benefits: z.array(z.string()),
  /** Latest first: joins, leaves, role changes, events. */
  activity: z.array(GuildActivitySchema),
  /** The three members with the most XP this week. */
  topContributors: z.array(z.object({ id: z.string(), username: z.string(), weeklyXp: z.number().int() })),
});
export type Guild = z.infer<typeof GuildSchema>;

export const GuildMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable().describe('Always null: avatars are drawn from `avatar`, not stored as pictures (docs/adr/0129).'),
  avatar: AvatarLookSchema.describe("The member's avatar as the web app draws it: the item worn in each category (a category left out: nothing worn there)."),
  level: z.number().int(),
  role: GuildRoleSchema,
  isOnline: z.boolean(),
  weeklyXp: z.number().int(),
  totalContribution: z.number().int(),
});
export type GuildMember = z.infer<typeof GuildMemberSchema>;

export const GuildEventRewardsSchema = z.object({ coins: z.number().int(), gems: z.number().int(), xp: z.number().int() });
export const GuildEventSchema = z.object({
  id: z.string(),
  type: GuildEventTypeSchema,
  name: z.string(),
  description: z.string(),
  participants: z.number().int(),
  maxParticipants: z.number().int(),
  rewards: GuildEventRewardsSchema,
  /** Whether the caller has joined it. */
  joined: z.boolean(),
});
export type GuildEvent = z.infer<typeof GuildEventSchema>;

export const GuildMessageSchema = z.object({
  id: z.string(),
  guildId: z.string(),
  userId: z.string(),
  username: z.string(),
  message: z.string(),
  sentAt: z.string(),
  /** Reported and hidden from the other members until a guild leader reviews it (docs/adr/0172); only its author is shown it, so marked. */
  held: z.boolean().optional(),
});
export type GuildMessage = z.infer<typeof GuildMessageSchema>;

// ---------------------------------------------------------------- requests and responses

export const GuildIdParamsSchema = z.object({ id: IdSchema });
export const GuildMemberParamsSchema = z.object({ id: IdSchema, userId: IdSchema });
export const GuildEventParamsSchema = z.object({ id: IdSchema, eventId: IdSchema });
export const GuildBrowseQuerySchema = z.object({ search: z.string().max(24).optional() });

export const CreateGuildBodySchema = z.object({ name: GuildName, icon: GuildIcon, description: GuildDescription.default('') }).strict();
export type CreateGuildBody = z.infer<typeof CreateGuildBodySchema>;
export const UpdateGuildBodySchema = z.object({ icon: GuildIcon.optional(), description: GuildDescription.optional() }).strict();
export type UpdateGuildBody = z.infer<typeof UpdateGuildBodySchema>;
export const CreateGuildEventBodySchema = z
  .object({
    type: GuildEventTypeSchema,
    name: z.string().min(1).max(40).regex(NOT_BLANK, 'Give the event a name'),
    description: z.string().max(200).default(''),
    maxParticipants: z.number().int().min(2).max(GUILD_MAX_MEMBERS),
  })
  .strict();
export type CreateGuildEventBody = z.infer<typeof CreateGuildEventBodySchema>;

export const GuildListResponseSchema = successEnvelope(z.object({ guilds: z.array(GuildSummarySchema) }));
export const MyGuildSchema = z.object({ guild: GuildSchema.nullable(), role: GuildRoleSchema.nullable() });
export type MyGuild = z.infer<typeof MyGuildSchema>;
export const MyGuildResponseSchema = successEnvelope(MyGuildSchema);
export const GuildMembersResponseSchema = successEnvelope(z.object({ members: z.array(GuildMemberSchema) }));
export const GuildEventsResponseSchema = successEnvelope(z.object({ events: z.array(GuildEventSchema) }));
export const GuildEventResponseSchema = successEnvelope(GuildEventSchema);
export const GuildMessagesResponseSchema = successEnvelope(z.object({ messages: z.array(GuildMessageSchema) }));
export const GuildLeftResponseSchema = successEnvelope(z.object({ left: z.literal(true), dissolved: z.boolean() }));
export const GuildMemberResponseSchema = successEnvelope(GuildMemberSchema);
export const GuildKickedResponseSchema = successEnvelope(z.object({ kicked: z.literal(true) }));

// ---------------------------------------------------------------- sockets

/** The Socket.IO room of a guild's members. */
export const guildRoom = (guildId: string) => `guild:${guildId}`;

// ---------------------------------------------------------------- chat settings and reports (docs/adr/0171, 0172)

/** Who turned a student's guild chat off: empty when it is on. */
export const ChatOffBySchema = z.array(z.enum(['PARENT', 'TEACHER']));
export type ChatOffBy = z.infer<typeof ChatOffBySchema>;

/** What a student whose chat is off is told when they try to send, and what the chat box says. */
export function chatOffMessage(by: ChatOffBy): string {
  const who = by.includes('PARENT') && by.includes('TEACHER') ? 'Your parent and your teacher have' : by.includes('TEACHER') ? 'Your teacher has' : 'Your parent has';
  return `${who} turned off guild chat for you. You can still read your guild's messages.`;
}

/** A reported message waiting for the leader's review. */
export const GuildReportSchema = z.object({ message: GuildMessageSchema, reportCount: z.number().int(), reportedAt: z.string() });
export type GuildReport = z.infer<typeof GuildReportSchema>;
export const GuildReviewActionSchema = z.enum(['RESTORE', 'REMOVE']);
export type GuildReviewAction = z.infer<typeof GuildReviewActionSchema>;

export const GuildChatMessages = {
  REPORTED: 'Thanks for telling us. The message is hidden until your guild leader looks at it.',
  CANNOT_REPORT_OWN: "You can't report your own message.",
  NO_SUCH_MESSAGE: 'That message is no longer in the chat.',
  LEADER_ONLY: 'Only the guild leader can review reported messages.',
  TOO_MANY_REPORTS: `You can report ${GUILD_REPORT_RATE.reports} messages a minute. Your guild leader will look at the ones you reported.`,
} as const;
