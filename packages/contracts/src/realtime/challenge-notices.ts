import { z } from 'zod';

/**
 * The client's challenge notices (docs/product/realtime.md#challenge-notices--built,
 * docs/adr/0124-challenge-notices-once-from-either-path.md): after its HTTP call succeeded, the
 * client emits `challenge:send`, `challenge:accept` or `challenge:decline` naming the other player.
 * The realtime service checks the claim against engagement's record of the challenge (its sides
 * and state, kept in Redis) and tells the other player `challenge:received` / `challenge:accepted`
 * / `challenge:declined` — unless engagement's own push already did: each challenge and transition
 * is announced once, whichever path comes first.
 */

const Id = z.string().min(1).max(64);

export const ChallengeNoticeEvents = {
  'challenge:send': z.object({ targetUserId: Id, challengeId: Id }),
  'challenge:accept': z.object({ challengeId: Id, opponentId: Id }),
  'challenge:decline': z.object({ challengeId: Id, opponentId: Id }),
} as const;
export type ChallengeNoticeEventName = keyof typeof ChallengeNoticeEvents;

/** What each client notice tells the other player. */
export const CHALLENGE_NOTICE_OF = {
  'challenge:send': 'challenge:received',
  'challenge:accept': 'challenge:accepted',
  'challenge:decline': 'challenge:declined',
} as const satisfies Record<ChallengeNoticeEventName, string>;
export type ChallengeNoticeName = (typeof CHALLENGE_NOTICE_OF)[ChallengeNoticeEventName];
export const CHALLENGE_NOTICE_NAMES: readonly ChallengeNoticeName[] = Object.values(CHALLENGE_NOTICE_OF);
export const isChallengeNoticeName = (name: string): name is ChallengeNoticeName => (CHALLENGE_NOTICE_NAMES as readonly string[]).includes(name);

export const ChallengeNoticeErrorCodeSchema = z.enum([
  /** The payload is not the event's shape. */
  'VALIDATION_ERROR',
  /** The caller is not a student (challenges are students'; docs/product/accounts.md). */
  'FORBIDDEN',
  /** No such challenge with the caller on that side and the named player on the other (a forged or mistaken notice). */
  'CHALLENGE_NOT_FOUND',
  /** The challenge is not in the state the notice announces (e.g. an accept of a challenge still pending). */
  'CHALLENGE_WRONG_STATE',
  /** A fault on the server's side; the other player still learns of it when their page next loads. */
  'TRY_AGAIN',
]);
export type ChallengeNoticeErrorCode = z.infer<typeof ChallengeNoticeErrorCodeSchema>;

/** The acknowledgement: `delivered` false when the other player had already been told (by the server's own push). */
export const ChallengeNoticeReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), delivered: z.boolean() }),
  z.object({ ok: z.literal(false), error: z.object({ code: ChallengeNoticeErrorCodeSchema, message: z.string() }) }),
]);
export type ChallengeNoticeReply = z.infer<typeof ChallengeNoticeReplySchema>;

/** The acknowledgement callback is optional: a client that passes none is simply not answered. */
export type ChallengeNoticeClientToServerEvents = {
  [K in ChallengeNoticeEventName]: (payload: z.input<(typeof ChallengeNoticeEvents)[K]>, ack?: (reply: ChallengeNoticeReply) => void) => void;
};

