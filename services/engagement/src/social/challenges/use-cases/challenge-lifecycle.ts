/**
 * What the challenge use cases share (docs/adr/0125, 0126): the refusals, the version-checked move
 * of a challenge's document (its facts and the game told first), the settlement of what is due
 * (each release once), and the views.
 */
import { createHash } from 'node:crypto';
import { CHALLENGE_FINISH_WITHIN_MS, ErrorCode, type Challenge, type SocketPushItem } from '@mathquest/contracts';
import { AppError, conflict, notFound } from '@mathquest/service-kit';
import type { HoldRefusal } from '../../../ports/wallet.js';
import { looksOf } from '../../looks/looks.js';
import { challengeView, dueTransition, isTerminal, payoutsOf, sideOf, STUCK_AFTER_MS, type ChallengeDoc, type Payout } from '../domain/challenges.js';
import type { ChallengesDeps } from './deps.js';

export const NO_SUCH_STUDENT = 'No student with that username';
export const NO_SUCH_CHALLENGE = 'Challenge not found';
export const CHALLENGE_SETTING_UP = 'This challenge is still being set up. Please try again in a moment.';
/** Between two tries of a start the game refused for not knowing the challenge yet. */
export const START_RETRY_MS = 150;
/** A due challenge looked at per sweep pass, at most. */
export const SWEEP_BATCH = 50;

export const digest = (seed: string) => createHash('sha256').update(seed).digest('hex');

export function holdRefusalError(r: HoldRefusal, c: Pick<ChallengeDoc, 'wagerCoins' | 'wagerGems'>): AppError {
  switch (r.refusal) {
    case 'NOT_ENOUGH_COINS':
      return new AppError(409, ErrorCode.NOT_ENOUGH_COINS, `Not enough coins: the wager is ${c.wagerCoins} coins and you have ${r.balance}`);
    case 'NOT_ENOUGH_GEMS':
      return new AppError(409, ErrorCode.NOT_ENOUGH_GEMS, `Not enough gems: the wager is ${c.wagerGems} gems and you have ${r.balance}`);
    case 'CLOSED':
      return conflict('This challenge is no longer open', ErrorCode.CHALLENGE_NOT_PENDING);
  }
}

export function notPending(c: ChallengeDoc): AppError {
  const why: Partial<Record<ChallengeDoc['status'], string>> = {
    ACCEPTING: 'This challenge has already been accepted',
    ACTIVE: 'This challenge has already been accepted',
    COMPLETED: 'This challenge is already finished',
    DECLINED: 'This challenge was declined',
    EXPIRED: 'This challenge has expired',
    CANCELLED: 'This challenge was cancelled',
  };
  return conflict(why[c.status] ?? 'This challenge is not waiting for an answer', ErrorCode.CHALLENGE_NOT_PENDING);
}

/** When a challenge that is not due yet must be looked at. */
export function nextLook(c: ChallengeDoc): Date {
  if (c.status === 'OPENING') return new Date(c.createdAt.getTime() + STUCK_AFTER_MS);
  if (c.status === 'ACCEPTING') return new Date((c.acceptedAt ?? c.createdAt).getTime() + STUCK_AFTER_MS);
  return c.expiresAt;
}

export function challengeLifecycle(deps: ChallengesDeps) {
  const { repo, schedule, wallet, progress, log } = deps;
  const now = deps.now ?? (() => new Date());
  const levelOf = async (userId: string) => (await progress.get(userId))?.level ?? 1;

  /** Holds the stake; the refusal, or null when held (now or before). */
  const hold = (userId: string, c: ChallengeDoc): Promise<HoldRefusal | null> => wallet.holdStake(userId, { challengeId: c._id, coins: c.wagerCoins, gems: c.wagerGems });

  /** Releases the player's stake with its payout, once. */
  const release = (userId: string, challengeId: string, payout: Payout): Promise<{ coins: number; gems: number } | null> => wallet.releaseStake(userId, challengeId, payout);

  /**
   * engagement.challenge.updated; a failed publish is only logged: the ACTIVE one is published
   * again by the first start that finds the game without it, and the game refuses an end's
   * start by the deadline it already has.
   */
  async function tellGame(c: ChallengeDoc, again = false): Promise<void> {
    await deps.publishChallengeUpdated(c, again).catch((err: unknown) => log.warn({ err, challengeId: c._id }, 'engagement.challenge.updated was not published'));
  }

  // Core NATS, not awaited (docs/adr/0057): a push that cannot go out is logged by the publisher.
  const push = (cause: string, userId: string, events: SocketPushItem[]) => deps.publishSocketPush([cause], userId, events);

  /**
   * Writes `next` over `c`; the stored document after, or null when another writer came first.
   * A change of status is published (engagement.challenge.changed) before anyone is told of it,
   * so realtime's record, which a client's notice is checked against, is usually current by then
   * (docs/adr/0124, 0195); a failed publish only makes that notice refused (engagement's own push
   * still tells the other player).
   */
  async function move(c: ChallengeDoc, next: Omit<ChallengeDoc, 'version'>): Promise<ChallengeDoc | null> {
    const doc = { ...next, version: c.version + 1 };
    if (!(await repo.replace(c, doc))) return null;
    if (doc.status !== c.status) await deps.records.challenge(doc, now());
    // The game learns that the challenge became playable, or stopped being so, before anyone is told (docs/adr/0160).
    if (doc.status !== c.status && (doc.status === 'ACTIVE' || c.status === 'ACTIVE')) await tellGame(doc);
    return doc;
  }

  /** A terminal challenge's payouts (each release happens once), then marked paid and off the schedule. */
  async function pay(c: ChallengeDoc): Promise<ChallengeDoc> {
    if (!isTerminal(c.status) || c.paid) return c;
    const payouts = payoutsOf(c);
    const [walletA, walletB] = await Promise.all([release(c.challenger.userId, c._id, payouts.challenger), release(c.opponent.userId, c._id, payouts.opponent)]);
    let current: ChallengeDoc | null = c;
    let paid: ChallengeDoc | null = null;
    while (current && !paid) {
      if (current.paid) return current;
      paid = await move(current, { ...current, paid: true });
      if (!paid) current = await repo.get(c._id);
    }
    await schedule.done(c._id);
    if (c.status === 'COMPLETED') {
      for (const [me, other, wallet] of [
        [c.challenger, c.opponent, walletA],
        [c.opponent, c.challenger, walletB],
      ] as const) {
        push(`challenge:${c._id}:result`, me.userId, [
          { name: 'challenge:result', payload: { challengeId: c._id, opponentId: other.userId, opponentName: other.name, winnerId: c.winnerId } },
          ...(wallet ? [{ name: 'wallet:updated' as const, payload: wallet }] : []),
        ]);
      }
    } else {
      for (const [side, wallet] of [
        [c.challenger, walletA],
        [c.opponent, walletB],
      ] as const) {
        if (wallet) push(`challenge:${c._id}:refund`, side.userId, [{ name: 'wallet:updated', payload: wallet }]);
      }
    }
    return paid ?? c;
  }

  /** Does what is due on the challenge (an expiry, a stuck state, an unpaid end); the document after. */
  async function settleDue(id: string, at: Date): Promise<ChallengeDoc | null> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const c = await repo.get(id);
      if (!c) return null;
      const due = dueTransition(c, at);
      if (!due) return c;
      if (due.to === 'PAY') return pay(c);
      if (due.to === 'CHECK_ACCEPT') {
        // The accept's request died between its two writes: ACTIVE if the opponent's stake is held, else PENDING again.
        const held = await wallet.holdsStake(c.opponent.userId, c._id);
        const moved = await move(c, held ? { ...c, status: 'ACTIVE', expiresAt: new Date(at.getTime() + CHALLENGE_FINISH_WITHIN_MS) } : { ...c, status: 'PENDING', acceptedAt: null });
        if (moved) await schedule.at(id, moved.expiresAt);
        continue;
      }
      const ended = await move(c, { ...c, status: due.to, endedAt: at });
      if (ended) return pay(ended);
    }
    return repo.get(id);
  }

  /** The challenge for a participant, with what is due applied (lazy expiry); 404 for anyone else. */
  async function forParticipant(userId: string, id: string): Promise<ChallengeDoc> {
    const c = await settleDue(id, now());
    if (!c || !sideOf(c, userId)) throw notFound(NO_SUCH_CHALLENGE, ErrorCode.NOT_FOUND);
    return c;
  }

  /** The view of a challenge for `me` with both sides' looks (one HMGET). */
  const viewOf = async (c: ChallengeDoc, me: string): Promise<Challenge | null> => challengeView(c, me, await looksOf(deps.looks, [c.challenger.userId, c.opponent.userId]));

  async function list(me: string, status: Challenge['status']): Promise<Challenge[]> {
    const ids = await repo.idsOf(me);
    const docs = await repo.many(ids);
    const at = now();
    const fresh = (await Promise.all(docs.map((c) => (dueTransition(c, at) ? settleDue(c._id, at) : c)))).filter((c): c is ChallengeDoc => c !== null && sideOf(c, me) !== null);
    // Every side's look with one HMGET for the whole list.
    const lookOf = await looksOf(deps.looks, fresh.flatMap((c) => [c.challenger.userId, c.opponent.userId]));
    return fresh
      .map((c) => challengeView(c, me, lookOf))
      .filter((v): v is Challenge => v !== null && v.status === status)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  return { now, levelOf, hold, release, tellGame, push, move, pay, settleDue, forParticipant, viewOf, list };
}

export type ChallengeLifecycle = ReturnType<typeof challengeLifecycle>;
