import { z } from 'zod';
import { NotificationCodeSchema, NotificationParamsSchema } from '../http/engagement.js';
import { ChatOffBySchema, GuildMessageSchema, GuildReportSchema, GuildReviewActionSchema } from '../social/guilds.js';
import { LeaderboardEntrySchema } from '../social/social.js';
import { ChallengeNoticeEvents, type ChallengeNoticeClientToServerEvents, type ChallengeNoticeEventName } from './challenge-notices.js';
import { RoomServerEvents, type RoomClientToServerEvents } from './rooms.js';

/**
 * The realtime socket (Socket.IO at /socket.io, through the gateway), described like the bus
 * events: one map per direction from event name to the zod schema of its payload. The server is
 * `new Server<ClientToServerEvents, ServerToClientEvents>` and the web client
 * `Socket<ServerToClientEvents, ClientToServerEvents>`, so both ends are checked against these
 * maps; the server also parses what clients send with the schemas (never trust the client).
 */

/** An event sent without a payload (`socket.emit('user:online')`). */
export const NoPayload = z.undefined();

const Id = z.string().min(1).max(64);

/** A leaderboard room: which board and how wide. */
export const LeaderboardRoomSchema = z.object({ type: z.string().min(1).max(32), scope: z.string().min(1).max(32) });

/** What a client may send. Rooms other than the user's own are joined only after a server-side membership check. */
export const ClientSocketEvents = {
  'leaderboard:join': LeaderboardRoomSchema,
  'leaderboard:leave': LeaderboardRoomSchema,
  'join:guild': z.object({ guildId: Id }),
  'guild:message': z.object({ guildId: Id, message: z.string().min(1).max(500) }),
  'guild:typing': z.object({ guildId: Id, username: z.string().min(1).max(64) }),
  /** Report another member's message (docs/adr/0172): hidden from the other members until the leader reviews it. */
  'guild:report': z.object({ guildId: Id, messageId: Id }),
  /** The leader asks for the reported messages (answered with guild:reports_list). */
  'guild:reports': z.object({ guildId: Id }),
  /** The leader puts a reported message back (RESTORE) or deletes it (REMOVE). */
  'guild:review': z.object({ guildId: Id, messageId: Id, action: GuildReviewActionSchema }),
  /** Challenge notices, each with an optional acknowledgement (challenge-notices.ts, docs/adr/0124). */
  ...ChallengeNoticeEvents,
  'join:friends': NoPayload,
  'user:online': NoPayload,
  'user:activity': z.object({ type: z.string().min(1).max(32), details: z.string().max(200).optional() }),
} as const;

/** Why the server closed a socket; sent as `connection:closed` right before it disconnects it. */
export const SocketCloseReasonSchema = z.enum([
  /** The user opened more sockets than allowed (realtime's MAX_SOCKETS_PER_USER): the oldest is closed. */
  'TOO_MANY_CONNECTIONS',
  /** The session the socket was opened with was signed out or revoked. */
  'SESSION_REVOKED',
]);
export type SocketCloseReason = z.infer<typeof SocketCloseReasonSchema>;

const QuestProgress = z.object({ questId: Id, name: z.string(), currentProgress: z.number().int(), targetValue: z.number().int() });
const ChallengeRef = z.object({ challengeId: Id, opponentId: Id.optional(), opponentName: z.string().optional() });

/** What the server sends. */
export const ServerSocketEvents = {
  'connection:closed': z.object({ reason: SocketCloseReasonSchema, message: z.string() }),
  'quest:progress': QuestProgress,
  'quest:completed': QuestProgress.extend({ coinReward: z.number().int(), xpReward: z.number().int(), gemReward: z.number().int() }),
  /** A watched board changed: its ranks 1 to 20 (docs/adr/0103); at most one per board per second. */
  'leaderboard:update': LeaderboardRoomSchema.extend({ entries: z.array(LeaderboardEntrySchema) }),
  'battlepass:xp_gained': z.object({ xp: z.number().int(), currentXp: z.number().int(), xpForNextLevel: z.number().int() }),
  'battlepass:level_up': z.object({ level: z.number().int() }),
  'guild:message_received': z.object({ id: Id, guildId: Id, userId: Id, username: z.string(), message: z.string(), sentAt: z.string() }),
  /**
   * To the socket that said join:guild, once it is in the guild's room (messages sent from now on
   * reach it), with who turned the student's chat off (empty: on; docs/adr/0171).
   */
  'guild:joined': z.object({ guildId: Id, chatOffBy: ChatOffBySchema }),
  /** To the student's sockets when a parent or teacher turned their chat off or on. */
  'guild:chat_state': z.object({ chatOffBy: ChatOffBySchema }),
  /** To the room: a message was reported and is hidden until reviewed (its author still sees it, marked). */
  'guild:message_hidden': z.object({ guildId: Id, messageId: Id, userId: Id }),
  /** To the room: the leader put a reported message back. */
  'guild:message_restored': GuildMessageSchema,
  /** To the room: the leader removed a reported message. */
  'guild:message_removed': z.object({ guildId: Id, messageId: Id }),
  /** To the reporter: the report was taken. */
  'guild:reported': z.object({ guildId: Id, messageId: Id, message: z.string() }),
  /** To the leader: the reported messages waiting for review, oldest report first. */
  'guild:reports_list': z.object({ guildId: Id, reports: z.array(GuildReportSchema) }),
  /** To the sender only: a guild:message the server did not send (too long, too fast, filtered, not a member; docs/adr/0123). */
  'guild:message_refused': z.object({ guildId: Id, code: z.string(), message: z.string() }),
  'guild:user_typing': z.object({ guildId: Id, username: z.string() }),
  'challenge:received': ChallengeRef,
  'challenge:accepted': ChallengeRef,
  'challenge:declined': ChallengeRef,
  'challenge:result': ChallengeRef.extend({ winnerId: Id.nullable() }),
  /**
   * Another student changed the friendship with this user (sent a request, accepted, declined or
   * removed it; docs/product/social.md#friends-and-presence): the friends list is read again.
   */
  'friends:changed': z.object({ userId: Id, status: z.enum(['PENDING', 'ACCEPTED', 'REMOVED']) }),
  /** Someone joined or left this user's guild, was kicked, promoted or demoted: the members list is read again. */
  'guild:members_changed': z.object({ guildId: Id }),
  'friend:online': z.object({ userId: Id, username: z.string() }),
  'friend:offline': z.object({ userId: Id, username: z.string() }),
  'friend:activity': z.object({ userId: Id, username: z.string(), type: z.string(), details: z.string().optional() }),
  /** The active pet after a change the server made (XP from an answer, decay, a level). */
  'pet:updated': z.object({ petId: Id, name: z.string(), level: z.number().int(), xp: z.number().int(), xpToNextLevel: z.number().int(), happiness: z.number().int(), xpGained: z.number().int() }),
  /** Balances after a change the server made (an answer's coins, a chest, a claim). */
  'wallet:updated': z.object({ coins: z.number().int(), gems: z.number().int() }),
  /** An answer dropped a treasure chest (unopened; opened with POST /api/engagement/treasures/{id}/open). */
  'treasure:found': z.object({ chestId: Id, rarity: z.enum(['COMMON', 'UNCOMMON', 'RARE', 'EPIC', 'LEGENDARY', 'MYTHIC']) }),
  'notification:new': z.object({
    id: Id.optional(),
    type: z.enum(['achievement', 'level_up', 'reward', 'success']).optional(),
    title: z.string(),
    message: z.string().optional(),
    icon: z.string().optional(),
    /**
     * The fact's identity when it also reaches the client another way (a level-up is in the
     * answer's response too): `level-up:{level}`. The client shows one toast per key.
     */
    key: z.string().optional(),
    /** The notification's code and facts, from which the app words it in the reader's language (NotificationSchema). */
    code: NotificationCodeSchema.optional(),
    params: NotificationParamsSchema.optional(),
  }),
  /** Live rooms (rooms.ts, docs/adr/0130). */
  ...RoomServerEvents,
} as const;

export type ClientSocketEventName = keyof typeof ClientSocketEvents;
/** The toast identity of reaching a player level: the answer's `didLevelUp` and the LEVEL_UP notification:new share it. */
export const levelUpToastKey = (level: number) => `level-up:${level}`;

export type ServerSocketEventName = keyof typeof ServerSocketEvents;

/** Socket.IO's event-map form: one listener signature per event, no argument for NoPayload. */
type Listeners<M extends Record<string, z.ZodType>> = {
  [K in keyof M]: z.infer<M[K]> extends undefined ? () => void : (payload: z.infer<M[K]>) => void;
};

/** Room calls (rooms.ts) carry an acknowledgement answered with a RoomReply; challenge notices an optional one (challenge-notices.ts). */
export type ClientToServerEvents = Omit<Listeners<typeof ClientSocketEvents>, ChallengeNoticeEventName> & ChallengeNoticeClientToServerEvents & RoomClientToServerEvents;
export type ServerToClientEvents = Listeners<typeof ServerSocketEvents>;
export type ClientSocketPayload<K extends ClientSocketEventName> = z.infer<(typeof ClientSocketEvents)[K]>;
export type ServerSocketPayload<K extends ServerSocketEventName> = z.infer<(typeof ServerSocketEvents)[K]>;

/** The handshake's `auth` object: the access token (the web app stores a copy under `auth_token`). */
export const SocketHandshakeAuthSchema = z.object({ token: z.string().min(1).max(4096) });

