/**
 * The wallet facts the social module needs of the rewards module (docs/adr/0220): a challenge's
 * wager held in the player's document and released with its payout, and a guild event's reward
 * credited. The rewards module implements it (use-cases/social-wallet.ts) over the player
 * documents and their outbox; the composition hands it to the social module. Each call is one
 * version-checked write of one player document, idempotent by the challenge or event it names.
 */

/** A wager to hold under its challenge's id. */
export interface StakeHold {
  challengeId: string;
  coins: number;
  gems: number;
}

/** Why a hold was refused: the wallet is short, or the challenge's hold was already released. */
export type HoldRefusal = { refusal: 'NOT_ENOUGH_COINS'; cost: number; balance: number } | { refusal: 'NOT_ENOUGH_GEMS'; cost: number; balance: number } | { refusal: 'CLOSED' };

/** What a release pays, given the player's own hold. */
export type Payout = 'OWN' | 'NOTHING' | { coins: number; gems: number };

/** A guild event's reward for one participant, as the social module decides it (docs/adr/0128). */
export interface GuildEventReward {
  /** The grant's cause (`guild-event:<eventId>:reward`): the credit guard's id, so it is paid once. */
  cause: string;
  eventId: string;
  /** When the event ended: the guard files the grant under that day on every instance. */
  endedAt: Date;
  coins: number;
  gems: number;
  xp: number;
  /** The notification the participant receives: its English words and the facts the app words it from. */
  title: string;
  message: string;
  eventName: string;
  guildName: string;
}

export interface SocialWallet {
  /** Holds the stake (already held: nothing changes); the refusal, or null when held. */
  holdStake(userId: string, hold: StakeHold): Promise<HoldRefusal | null>;
  /** Releases the challenge's hold with its payout, once; the wallet after when coins or gems moved, else null. */
  releaseStake(userId: string, challengeId: string, payout: Payout): Promise<{ coins: number; gems: number } | null>;
  /** Whether the player's document holds a stake for the challenge. */
  holdsStake(userId: string, challengeId: string): Promise<boolean>;
  /** Credits a guild event's reward, once per cause; true when this call paid. */
  grantGuildEventReward(userId: string, reward: GuildEventReward, at: Date): Promise<boolean>;
}
