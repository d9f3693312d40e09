import { z } from 'zod';
import { DiagramSchema } from '../http/diagram.js';

/**
 * Live multiplayer rooms over the realtime socket (docs/product/realtime.md#live-rooms,
 * docs/adr/0130-live-rooms-in-realtime-with-state-in-redis.md). Every room call is a socket event
 * with an acknowledgement: the client emits `room:create` / `room:join` / `room:start` /
 * `room:answer` / `room:leave` with a payload and a callback, and the server answers the callback
 * with a `RoomReply` (`ok: true` and the room, or `ok: false` and a stable error code). Changes
 * reach every member through `room:state` (the whole room) and, for each graded answer,
 * `room:scoreboard`.
 */

/** A room holds at most this many players (a class). */
export const ROOM_MAX_PLAYERS = 30;
/** A player who lost the connection keeps score and seat this long; after it the seat is freed. */
export const ROOM_RECONNECT_WINDOW_MS = 30_000;
export const ROOM_CODE_LENGTH = 6;
/** The letters and digits of room codes: no 0/O or 1/I/L that a child could misread. */
export const ROOM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ROOM_ROUNDS_MIN = 3;
export const ROOM_ROUNDS_MAX = 20;
export const ROOM_ROUNDS_DEFAULT = 5;
/** The topic value for problems from every topic. */
export const ROOM_TOPIC_MIXED = 'Mixed';

/** FREE is 'no multiplayer' (docs/product/accounts.md): creating or joining a room is refused with this. */
export const MULTIPLAYER_PREMIUM_MESSAGE = 'Multiplayer battles are part of Premium. Upgrade to play with your friends!';

/** Codes are sent upper-case; lower-case input is accepted and upper-cased. */
export const RoomCodeSchema = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6}$/, 'A room code is exactly 6 letters or digits'));

export const RoomCreateSchema = z.object({}).strict();
export const RoomJoinSchema = z.object({ roomCode: RoomCodeSchema }).strict();
export const RoomLeaveSchema = RoomJoinSchema;
export const RoomStartSchema = z
  .object({
    roomCode: RoomCodeSchema,
    topic: z.string().min(1).max(64),
    rounds: z.number().int().min(ROOM_ROUNDS_MIN).max(ROOM_ROUNDS_MAX),
  })
  .strict();
export const RoomAnswerSchema = z
  .object({
    roomCode: RoomCodeSchema,
    /** The round answered (1-based): an answer for a round already over is refused, not counted for the next. */
    round: z.number().int().min(1).max(ROOM_ROUNDS_MAX),
    answer: z.string().trim().min(1, 'Type an answer first').max(200),
  })
  .strict();

export const RoomStatusSchema = z.enum(['LOBBY', 'STARTING', 'ROUND', 'REVIEW', 'FINISHED']);
export type RoomStatus = z.infer<typeof RoomStatusSchema>;

export const RoomPlayerSchema = z.object({
  userId: z.string(),
  username: z.string(),
  score: z.number().int(),
  correctCount: z.number().int(),
  /** 1 = leading; equal scores share a rank. */
  rank: z.number().int(),
  isHost: z.boolean(),
  /** False while the player's connection is lost (within the reconnect window). */
  connected: z.boolean(),
  /** Has answered the current round. */
  answered: z.boolean(),
});
export type RoomPlayer = z.infer<typeof RoomPlayerSchema>;

/** The round's problem as every player sees it: nothing the answer could be derived from. */
export const RoomProblemSchema = z.object({
  question: z.string(),
  altText: z.string().nullable(),
  /** The problem's picture (docs/maths/diagrams.md), drawn under the question; null for a text-only problem. Never shows the answer. */
  diagram: DiagramSchema.nullable().optional(),
  topic: z.string(),
  subtopic: z.string(),
  difficulty: z.number().int().min(1).max(5),
  answerFormat: z.string(),
  choices: z.array(z.object({ value: z.string(), label: z.string() })).nullable(),
  unit: z.string().nullable(),
});
export type RoomProblem = z.infer<typeof RoomProblemSchema>;

export const RoomViewSchema = z.object({
  roomCode: z.string(),
  status: RoomStatusSchema,
  hostId: z.string(),
  topic: z.string().nullable(),
  /** Rounds chosen by the host (the default until the game starts). */
  rounds: z.number().int(),
  /** The current round, 1-based; 0 in the lobby. */
  round: z.number().int(),
  roundSeconds: z.number().int(),
  maxPlayers: z.number().int(),
  /** Sorted by rank, then by joining order. */
  players: z.array(RoomPlayerSchema),
  /** Shown in ROUND (and kept in REVIEW); null otherwise. */
  problem: RoomProblemSchema.nullable(),
  /** In REVIEW and FINISHED: the last round's answer. */
  correctAnswer: z.string().nullable(),
  /** When the current phase (STARTING, ROUND, REVIEW) ends; null in LOBBY and FINISHED. */
  phaseEndsAt: z.string().nullable(),
  /** The server's clock when this view was made, so countdowns do not depend on the device's clock. */
  serverTime: z.string(),
  /** Topics the host may choose from (their own grade's first). */
  topics: z.array(z.string()),
});
export type RoomView = z.infer<typeof RoomViewSchema>;

export const RoomScoreboardSchema = z.object({
  roomCode: z.string(),
  round: z.number().int(),
  players: z.array(RoomPlayerSchema),
  /** Who answered to cause this update. */
  answeredBy: z.string(),
});
export type RoomScoreboard = z.infer<typeof RoomScoreboardSchema>;

export const RoomErrorCodeSchema = z.enum([
  'VALIDATION_ERROR',
  /** The caller's role may not play live rooms (parents; docs/product/accounts.md). */
  'FORBIDDEN',
  'PLAN_LIMIT_REACHED',
  'ROOM_NOT_FOUND',
  'ROOM_FULL',
  'ROOM_FINISHED',
  'NOT_IN_ROOM',
  'NOT_HOST',
  'ALREADY_STARTED',
  'ROUND_OVER',
  'ALREADY_ANSWERED',
  'UNKNOWN_TOPIC',
  'TRY_AGAIN',
]);
export type RoomErrorCode = z.infer<typeof RoomErrorCodeSchema>;

export const RoomAnswerResultSchema = z.object({
  /** accept / reject are final for the round; nudge (a form problem, e.g. an unsimplified fraction) lets the player answer again. */
  verdict: z.enum(['accept', 'reject', 'nudge']),
  isCorrect: z.boolean(),
  points: z.number().int(),
  message: z.string().nullable(),
});
export type RoomAnswerResult = z.infer<typeof RoomAnswerResultSchema>;

export const RoomReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), room: RoomViewSchema, result: RoomAnswerResultSchema.optional() }),
  z.object({ ok: z.literal(false), error: z.object({ code: RoomErrorCodeSchema, message: z.string() }) }),
]);
export type RoomReply = z.infer<typeof RoomReplySchema>;

/** Room calls: client events answered through the acknowledgement with a RoomReply. */
export const RoomRequestEvents = {
  'room:create': RoomCreateSchema,
  'room:join': RoomJoinSchema,
  'room:start': RoomStartSchema,
  'room:answer': RoomAnswerSchema,
  'room:leave': RoomLeaveSchema,
} as const;
export type RoomRequestEventName = keyof typeof RoomRequestEvents;

/** What the server sends to a room's members. */
export const RoomServerEvents = {
  /** The room changed (someone joined, left or lost the connection, a new host, a phase began): the whole room. */
  'room:state': RoomViewSchema,
  /** An answer was graded: the scoreboard after it. */
  'room:scoreboard': RoomScoreboardSchema,
} as const;

export type RoomClientToServerEvents = {
  [K in RoomRequestEventName]: (payload: z.input<(typeof RoomRequestEvents)[K]>, ack: (reply: RoomReply) => void) => void;
};
