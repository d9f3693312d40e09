/**
 * PvP challenges (docs/product/social.md#challenges--built, docs/adr/0125): the escrow of wagers in
 * the player document and the challenge's state machine. Pure.
 *
 * Escrow: a wager is debited into the player document under the challenge's id (`duels.held`), so
 * a retried hold changes nothing; a release takes the hold out, records the id in `duels.released`
 * (so a hold arriving after it is refused) and credits the payout. Coins and gems only move
 * between wallets and holds: every terminal state releases both holds, the winner's release paying
 * both wagers, the loser's paying nothing, a draw's or a refund's paying each their own.
 */
import { challengeAccuracy, challengePrizePool, challengeWinner, type AvatarLook, type Challenge, type ChallengeStatus } from '@mathquest/contracts';
import type { DuelsState, PlayerState, StakeHold } from './player-state.js';

export type { DuelsState, StakeHold } from './player-state.js';

export const RELEASED_KEPT = 200;

export type HoldRefusal = { refusal: 'NOT_ENOUGH_COINS'; cost: number; balance: number } | { refusal: 'NOT_ENOUGH_GEMS'; cost: number; balance: number } | { refusal: 'CLOSED' };

/** Debit the stake under the challenge's id. Already held: no change. Released before: refused. */
export function holdStake(p: PlayerState, hold: StakeHold): { player: PlayerState; changed: boolean } | HoldRefusal {
  const duels = p.duels ?? { held: [], released: [] };
  if (duels.held.some((h) => h.challengeId === hold.challengeId)) return { player: p, changed: false };
  if (duels.released.includes(hold.challengeId)) return { refusal: 'CLOSED' };
  if (p.coins < hold.coins) return { refusal: 'NOT_ENOUGH_COINS', cost: hold.coins, balance: p.coins };
  if (p.gems < hold.gems) return { refusal: 'NOT_ENOUGH_GEMS', cost: hold.gems, balance: p.gems };
  return { player: { ...p, coins: p.coins - hold.coins, gems: p.gems - hold.gems, duels: { ...duels, held: [...duels.held, { ...hold }] } }, changed: true };
}

/** What a release pays, given the player's own hold. */
export type Payout = 'OWN' | 'NOTHING' | { coins: number; gems: number };

/**
 * Take the challenge's hold out and credit the payout. Not held: nothing credited, but the id is
 * recorded as released so a hold arriving later is refused. Released already: no change.
 */
export function releaseStake(p: PlayerState, challengeId: string, payout: Payout): { player: PlayerState; changed: boolean; credited: { coins: number; gems: number } } {
  const duels = p.duels ?? { held: [], released: [] };
  if (duels.released.includes(challengeId)) return { player: p, changed: false, credited: { coins: 0, gems: 0 } };
  const hold = duels.held.find((h) => h.challengeId === challengeId);
  const credited = !hold || payout === 'NOTHING' ? { coins: 0, gems: 0 } : payout === 'OWN' ? { coins: hold.coins, gems: hold.gems } : payout;
  const next: DuelsState = { held: duels.held.filter((h) => h.challengeId !== challengeId), released: [...duels.released, challengeId].slice(-RELEASED_KEPT) };
  return { player: { ...p, coins: p.coins + credited.coins, gems: p.gems + credited.gems, duels: next }, changed: true, credited };
}

// ---------------------------------------------------------------- the challenge

/**
 * Stored statuses. OPENING: the challenger's stake is being held; ACCEPTING: the opponent's. The
 * product sees PENDING, ACTIVE and COMPLETED; DECLINED, EXPIRED and CANCELLED leave its lists.
 */
export type StoredChallengeStatus = 'OPENING' | 'PENDING' | 'ACCEPTING' | 'ACTIVE' | 'COMPLETED' | 'DECLINED' | 'EXPIRED' | 'CANCELLED';

export interface SideResult {
  score: number;
  correct: number;
  time: number;
  finishedAt: string;
}

export interface ChallengeSide {
  userId: string;
  name: string;
  level: number;
  result: SideResult | null;
}

export interface ChallengeDoc {
  _id: string;
  version: number;
  status: StoredChallengeStatus;
  challenger: ChallengeSide;
  opponent: ChallengeSide;
  topic: string;
  problemCount: number;
  timeLimit: number;
  wagerCoins: number;
  wagerGems: number;
  /** The problems' secret seed (never shown): the game generates both sides' problems from it. */
  seed: string;
  createdAt: Date;
  /** When the state must move on by itself: accept by (PENDING), finish by (ACTIVE). */
  expiresAt: Date;
  acceptedAt: Date | null;
  endedAt: Date | null;
  /** COMPLETED: the winner, null for a draw. */
  winnerId: string | null;
  /** Both holds released (the payouts made); a terminal challenge without it is settled by the sweeper. */
  paid: boolean;
}

export const TERMINAL: readonly StoredChallengeStatus[] = ['COMPLETED', 'DECLINED', 'EXPIRED', 'CANCELLED'];
export const isTerminal = (s: StoredChallengeStatus) => TERMINAL.includes(s);
/** An OPENING or ACCEPTING challenge older than this was left by a crash: the sweeper moves it on. */
export const STUCK_AFTER_MS = 60_000;

export function sideOf(c: ChallengeDoc, userId: string): 'challenger' | 'opponent' | null {
  if (c.challenger.userId === userId) return 'challenger';
  if (c.opponent.userId === userId) return 'opponent';
  return null;
}

/** What each side's release pays at the end (docs/adr/0125): the winner both wagers, a draw or a refund each their own. */
export function payoutsOf(c: ChallengeDoc): { challenger: Payout; opponent: Payout } {
  if (c.status === 'COMPLETED' && c.winnerId) {
    const pot: Payout = challengePrizePool(c);
    return c.winnerId === c.challenger.userId ? { challenger: pot, opponent: 'NOTHING' } : { challenger: 'NOTHING', opponent: pot };
  }
  return { challenger: 'OWN', opponent: 'OWN' };
}

/** Both sides in: COMPLETED with the winner (null: equal scores, a draw). */
export function completeIfBoth(c: ChallengeDoc, at: Date): ChallengeDoc | null {
  const a = c.challenger.result;
  const b = c.opponent.result;
  if (c.status !== 'ACTIVE' || !a || !b) return null;
  const w = challengeWinner(a, b);
  return { ...c, status: 'COMPLETED', winnerId: w === 'CHALLENGER' ? c.challenger.userId : w === 'OPPONENT' ? c.opponent.userId : null, endedAt: at };
}

/** What a due challenge becomes when the sweeper (or a read) looks at it; null when nothing is due. */
export function dueTransition(c: ChallengeDoc, now: Date): { to: 'EXPIRED' | 'CANCELLED' } | { to: 'CHECK_ACCEPT' } | { to: 'PAY' } | null {
  if (isTerminal(c.status)) return c.paid ? null : { to: 'PAY' };
  if (c.status === 'OPENING' && now.getTime() - c.createdAt.getTime() >= STUCK_AFTER_MS) return { to: 'CANCELLED' };
  if (c.status === 'ACCEPTING' && now.getTime() - (c.acceptedAt ?? c.createdAt).getTime() >= STUCK_AFTER_MS) return { to: 'CHECK_ACCEPT' };
  if ((c.status === 'PENDING' || c.status === 'ACTIVE') && now >= c.expiresAt) return { to: 'EXPIRED' };
  return null;
}

/** The product's status of a stored one (null: in no list). */
export function productStatus(s: StoredChallengeStatus): ChallengeStatus | null {
  if (s === 'PENDING' || s === 'ACCEPTING') return 'PENDING';
  if (s === 'ACTIVE') return 'ACTIVE';
  if (s === 'COMPLETED') return 'COMPLETED';
  return null;
}

/** The product's view of a challenge for `me` as the lists show it (null: in no list); `lookOf` gives each side's worn look (docs/adr/0129). */
export function challengeView(c: ChallengeDoc, me: string, lookOf: (userId: string) => AvatarLook): Challenge | null {
  const status = productStatus(c.status);
  return status ? viewAs(c, me, lookOf, status) : null;
}

/**
 * A challenge read by its id, whatever its state: one being opened reads PENDING; one that ended
 * without being played out (declined, expired, cancelled) reads COMPLETED with no winner and
 * `endedAs` saying why.
 */
export function challengeReadView(c: ChallengeDoc, me: string, lookOf: (userId: string) => AvatarLook): Challenge {
  const status = productStatus(c.status);
  if (status) return viewAs(c, me, lookOf, status);
  if (c.status === 'DECLINED' || c.status === 'EXPIRED' || c.status === 'CANCELLED') return { ...viewAs(c, me, lookOf, 'COMPLETED'), winnerId: null, endedAs: c.status };
  return viewAs(c, me, lookOf, 'PENDING');
}

function viewAs(c: ChallengeDoc, me: string, lookOf: (userId: string) => AvatarLook, status: ChallengeStatus): Challenge {
  const side = (s: ChallengeSide) => ({
    score: s.result?.score ?? null,
    accuracy: s.result ? challengeAccuracy(s.result.correct, c.problemCount) : null,
    time: s.result?.time ?? null,
  });
  const a = side(c.challenger);
  const b = side(c.opponent);
  const mine = sideOf(c, me);
  return {
    id: c._id,
    status,
    challengerId: c.challenger.userId,
    challengerName: c.challenger.name,
    challengerLevel: c.challenger.level,
    challengerAvatar: null,
    challengerLook: lookOf(c.challenger.userId),
    challengerScore: a.score,
    challengerAccuracy: a.accuracy,
    challengerTime: a.time,
    opponentId: c.opponent.userId,
    opponentName: c.opponent.name,
    opponentLevel: c.opponent.level,
    opponentAvatar: null,
    opponentLook: lookOf(c.opponent.userId),
    opponentScore: b.score,
    opponentAccuracy: b.accuracy,
    opponentTime: b.time,
    winnerId: status === 'COMPLETED' ? c.winnerId : null,
    topic: c.topic,
    problemCount: c.problemCount,
    timeLimit: c.timeLimit,
    wagerCoins: c.wagerCoins,
    wagerGems: c.wagerGems,
    createdAt: c.createdAt.toISOString(),
    expiresAt: status === 'COMPLETED' ? null : c.expiresAt.toISOString(),
    playedByMe: mine ? c[mine].result !== null : false,
  };
}
