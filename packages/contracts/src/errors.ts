import { z } from 'zod';

/**
 * Stable error codes shared by every service and the web client, which maps them
 * to friendly text. Codes never change meaning once published; add new ones instead.
 */
export const ErrorCode = {
  // 400
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  INVALID_JSON: 'INVALID_JSON',
  /** A home-base layout with a piece outside the grid, overlapping another, unknown or not owned (the message names it). */
  INVALID_LAYOUT: 'INVALID_LAYOUT',
  // 401 / 403
  UNAUTHORIZED: 'UNAUTHORIZED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  INVALID_TOKEN: 'INVALID_TOKEN',
  REFRESH_TOKEN_REUSED: 'REFRESH_TOKEN_REUSED',
  /** The access token's session was ended (logout, password change, refresh re-use): log in again. */
  SESSION_REVOKED: 'SESSION_REVOKED',
  FORBIDDEN: 'FORBIDDEN',
  /** The account is being erased (docs/product/privacy.md): it can no longer sign in or refresh. */
  ACCOUNT_ERASURE_PENDING: 'ACCOUNT_ERASURE_PENDING',
  // 402
  PLAN_LIMIT_REACHED: 'PLAN_LIMIT_REACHED',
  // 404
  NOT_FOUND: 'NOT_FOUND',
  ROUTE_NOT_FOUND: 'ROUTE_NOT_FOUND',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  SESSION_NOT_FOUND: 'SESSION_NOT_FOUND',
  PROBLEM_NOT_FOUND: 'PROBLEM_NOT_FOUND',
  // 405: a known path used with a method it does not answer to (the Allow header lists those it does)
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  // 409
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  ALREADY_ANSWERED: 'ALREADY_ANSWERED',
  /** The step-by-step tutor asked about a problem that has not been answered yet (docs/adr/0115). */
  PROBLEM_NOT_ANSWERED: 'PROBLEM_NOT_ANSWERED',
  /** The tutor asked to check or show a step that is not the one waiting to be filled in (docs/adr/0115). */
  TUTOR_STEP_NOT_OPEN: 'TUTOR_STEP_NOT_OPEN',
  SESSION_ENDED: 'SESSION_ENDED',
  CONFLICT: 'CONFLICT',
  /** A parent already has the most linked student accounts a family may have (MAX_LINKED_CHILDREN). */
  CHILD_LIMIT_REACHED: 'CHILD_LIMIT_REACHED',
  /** Engagement: a quest claimed before it is completed, a second time, or after its day ended. */
  QUEST_NOT_COMPLETED: 'QUEST_NOT_COMPLETED',
  QUEST_ALREADY_CLAIMED: 'QUEST_ALREADY_CLAIMED',
  QUEST_EXPIRED: 'QUEST_EXPIRED',
  /** Engagement: a treasure chest opened a second time. */
  CHEST_ALREADY_OPENED: 'CHEST_ALREADY_OPENED',
  /** Engagement: a spend the balance does not cover (the balance never goes below zero). */
  NOT_ENOUGH_COINS: 'NOT_ENOUGH_COINS',
  /** Engagement: feeding or playing with a pet again within its hour of cooldown (Retry-After says when). */
  PET_COOLDOWN: 'PET_COOLDOWN',
  /** Engagement: feeding a pet, or buying a pet treat, while the pet is at full happiness: it would cost coins and change nothing. */
  PET_ALREADY_HAPPY: 'PET_ALREADY_HAPPY',
  /** Engagement: a friend request to oneself, to a friend, or a second time (docs/adr/0101). */
  FRIEND_REQUEST_SELF: 'FRIEND_REQUEST_SELF',
  ALREADY_FRIENDS: 'ALREADY_FRIENDS',
  FRIEND_REQUEST_ALREADY_SENT: 'FRIEND_REQUEST_ALREADY_SENT',
  /** Engagement: a spend of gems the balance does not cover (premium pass, shop). */
  NOT_ENOUGH_GEMS: 'NOT_ENOUGH_GEMS',
  /** Engagement: an item whose requiredLevel is above the student's level. */
  LEVEL_TOO_LOW: 'LEVEL_TOO_LOW',
  /** Engagement: a one-of-a-kind item (avatar item, pet, bundle, furniture) bought a second time. */
  ALREADY_OWNED: 'ALREADY_OWNED',
  /** Engagement: an item bought with a currency it is not sold in. */
  NOT_SOLD_FOR_CURRENCY: 'NOT_SOLD_FOR_CURRENCY',
  /** Engagement: equipping an avatar item the student does not own. */
  ITEM_NOT_OWNED: 'ITEM_NOT_OWNED',
  /** Battle pass (docs/adr/0095): a reward claimed twice, before its level, or on the premium track without premium; premium bought twice. */
  REWARD_ALREADY_CLAIMED: 'REWARD_ALREADY_CLAIMED',
  REWARD_LOCKED: 'REWARD_LOCKED',
  REWARD_PREMIUM_ONLY: 'REWARD_PREMIUM_ONLY',
  PASS_ALREADY_PREMIUM: 'PASS_ALREADY_PREMIUM',
  /** Bosses and story (docs/adr/0096, 0097): above the student's level, a second battle, a chapter not unlocked yet. */
  LEVEL_LOCKED: 'LEVEL_LOCKED',
  BATTLE_ALREADY_ACTIVE: 'BATTLE_ALREADY_ACTIVE',
  NO_ACTIVE_BATTLE: 'NO_ACTIVE_BATTLE',
  CHAPTER_LOCKED: 'CHAPTER_LOCKED',
  /** Challenges (docs/adr/0125): yourself as opponent, not pending any more, already played, not started. */
  CHALLENGE_SELF: 'CHALLENGE_SELF',
  CHALLENGE_NOT_PENDING: 'CHALLENGE_NOT_PENDING',
  CHALLENGE_NOT_ACTIVE: 'CHALLENGE_NOT_ACTIVE',
  CHALLENGE_ALREADY_PLAYED: 'CHALLENGE_ALREADY_PLAYED',
  /** Guilds (docs/adr/0120): one guild per student, unique names, a full guild or event, a role that does not take the action. */
  NOT_IN_GUILD: 'NOT_IN_GUILD',
  ALREADY_IN_GUILD: 'ALREADY_IN_GUILD',
  GUILD_NAME_TAKEN: 'GUILD_NAME_TAKEN',
  GUILD_FULL: 'GUILD_FULL',
  GUILD_EVENT_FULL: 'GUILD_EVENT_FULL',
  GUILD_ROLE_MISMATCH: 'GUILD_ROLE_MISMATCH',
  /** Guild chat (docs/adr/0123): a message the filter refuses, or too many too fast. */
  MESSAGE_NOT_ALLOWED: 'MESSAGE_NOT_ALLOWED',
  /** Guild chat turned off for the student by a parent or teacher (docs/adr/0171). */
  CHAT_DISABLED: 'CHAT_DISABLED',
  /** A limited account (a self-registered student who may be under 13) asked for chat, friends or challenges before a parent approved it (docs/adr/0239). */
  PARENT_APPROVAL_REQUIRED: 'PARENT_APPROVAL_REQUIRED',
  // 413 / 429
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  // 5xx
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** `{ success: false, error: { code, message, field? } }`: the only error body any endpoint returns. */
export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Dotted path of the offending input field, for validation errors. */
    field: z.string().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
