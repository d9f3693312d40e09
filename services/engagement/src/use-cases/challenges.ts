/**
 * PvP challenges (docs/product/social.md#challenges--built, docs/adr/0125, 0126): send, accept,
 * decline, start, the lists, Find Opponent, the game's finished sides, and the sweep of what must
 * move on by itself.
 *
 * Money: each wager is held in its player's document under the challenge's id (domain/challenges.ts)
 * by the same version-checked write as every spend (docs/adr/0060), with its
 * engagement.wallet.changed in the document's outbox. The challenge itself is one document moved
 * through OPENING → PENDING → ACCEPTING → ACTIVE → COMPLETED (or DECLINED, EXPIRED, CANCELLED) by
 * updates conditional on its version, so one accept wins and a settlement happens once. Every
 * terminal state releases both holds, once each: coins and gems are never created or lost.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  CHALLENGE_ACCEPT_WITHIN_MS,
  CHALLENGE_FINISH_WITHIN_MS,
  ErrorCode,
  StartSessionResponseSchema,
  type Challenge,
  type ChallengeOpponent,
  type EventOf,
  type GameSession,
  type SendChallengeRequest,
  type SocketPushItem,
} from '@mathquest/contracts';
import { AppError, conflict, notFound, type StoredOutboxEntry } from '@mathquest/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { challengeReadView, challengeView, completeIfBoth, dueTransition, holdStake, isTerminal, payoutsOf, releaseStake, sideOf, STUCK_AFTER_MS, type ChallengeDoc, type HoldRefusal, type Payout } from '../domain/challenges.js';
import { walletVersionOf } from '../domain/player.js';
import { walletChangedEntry, type PlayerOutbox } from '../events/player-outbox.js';
import type { PublishChallengeUpdated } from '../events/challenge-updated.js';
import type { PublishSocketPush } from '../events/socket-push.js';
import type { ChallengeSchedule, ChallengesRepository } from '../repositories/challenges-repository.js';
import type { EngagementFacts } from '../events/engagement-facts.js';
import type { GameClient } from '../repositories/game-client.js';
import type { ProgressStore } from '../repositories/progress-repository.js';
import type { PresenceReader, SocialDirectory } from '../repositories/social-directory-repository.js';
import type { LookStore } from '../repositories/looks-repository.js';
import { readPlayer, type PlayerStore } from '../repositories/wallets-repository.js';
import { looksOf } from './looks.js';
import { updatePlayer, type Student } from './player-actions.js';

export interface ChallengesDeps {
  repo: ChallengesRepository;
  schedule: ChallengeSchedule;
  /** The sides and state of each challenge, for the realtime service's check of client notices (docs/adr/0124). */
  /** The challenge's state for other services' projections (docs/adr/0195). */
  records: Pick<EngagementFacts, 'challenge'>;
  store: PlayerStore;
  outbox: PlayerOutbox;
  directory: SocialDirectory;
  progress: ProgressStore;
  presence: PresenceReader;
  /** Students near the caller by total XP (the candidates of Find Opponent). */
  neighbours: (userId: string) => Promise<string[]>;
  game: GameClient;
  /** Students' worn looks (docs/adr/0136, 0129): one HMGET per answer, drawn on the challenge cards. */
  looks: Pick<LookStore, 'readMany'>;
  publishSocketPush: PublishSocketPush;
  /** engagement.challenge.updated: the game's projection of playable challenges (docs/adr/0160). */
  publishChallengeUpdated: PublishChallengeUpdated;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** How long a start waits for the game to have the challenge it was just told of (docs/adr/0160). */
  startWaitMs?: number;
}

export const NO_SUCH_STUDENT = 'No student with that username';
export const NO_SUCH_CHALLENGE = 'Challenge not found';
export const CHALLENGE_SETTING_UP = 'This challenge is still being set up. Please try again in a moment.';
/** Between two tries of a start the game refused for not knowing the challenge yet. */
const START_RETRY_MS = 150;
/** A due challenge looked at per sweep pass, at most. */
export const SWEEP_BATCH = 50;

const digest = (seed: string) => createHash('sha256').update(seed).digest('hex');

function holdRefusalError(r: HoldRefusal, c: Pick<ChallengeDoc, 'wagerCoins' | 'wagerGems'>): AppError {
  switch (r.refusal) {
    case 'NOT_ENOUGH_COINS':
      return new AppError(409, ErrorCode.NOT_ENOUGH_COINS, `Not enough coins: the wager is ${c.wagerCoins} coins and you have ${r.balance}`);
    case 'NOT_ENOUGH_GEMS':
      return new AppError(409, ErrorCode.NOT_ENOUGH_GEMS, `Not enough gems: the wager is ${c.wagerGems} gems and you have ${r.balance}`);
    case 'CLOSED':
      return conflict('This challenge is no longer open', ErrorCode.CHALLENGE_NOT_PENDING);
  }
}

function notPending(c: ChallengeDoc): AppError {
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
function nextLook(c: ChallengeDoc): Date {
  if (c.status === 'OPENING') return new Date(c.createdAt.getTime() + STUCK_AFTER_MS);
  if (c.status === 'ACCEPTING') return new Date((c.acceptedAt ?? c.createdAt).getTime() + STUCK_AFTER_MS);
  return c.expiresAt;
}

export function challenges(deps: ChallengesDeps) {
  const { repo, schedule, store, outbox, directory, progress, log } = deps;
  const now = deps.now ?? (() => new Date());
  const levelOf = async (userId: string) => (await progress.get(userId))?.level ?? 1;

  /** Holds the stake; the refusal, or null when held (now or before). */
  async function hold(userId: string, c: ChallengeDoc): Promise<HoldRefusal | null> {
    const written = await updatePlayer<{ refusal: HoldRefusal } | { entries: StoredOutboxEntry[] }>(
      store,
      userId,
      (current) => {
        const at = now();
        const r = holdStake(current, { challengeId: c._id, coins: c.wagerCoins, gems: c.wagerGems });
        if ('refusal' in r) return { write: false, result: { refusal: r } };
        if (!r.changed) return { write: false, result: { entries: [] } };
        const moved = c.wagerCoins > 0 || c.wagerGems > 0;
        const next = { ...r.player, walletVersion: walletVersionOf(current) + (moved ? 1 : 0) };
        const entries = moved
          ? [walletChangedEntry(userId, `challenge:${c._id}:${userId}:hold`, { coins: next.coins, gems: next.gems, version: walletVersionOf(next) }, { coinsDelta: -c.wagerCoins, gemsDelta: -c.wagerGems, reason: 'challenge.wager' }, at)]
          : [];
        return { write: true, next, outbox: entries, result: { entries } };
      },
      { fresh: true },
    );
    if ('refusal' in written) return written.refusal;
    await publish(written.entries);
    return null;
  }

  /** Releases the player's stake with its payout, once. */
  async function release(userId: string, challengeId: string, payout: Payout): Promise<{ coins: number; gems: number } | null> {
    const written = await updatePlayer<{ entries: StoredOutboxEntry[]; wallet: { coins: number; gems: number } | null }>(
      store,
      userId,
      (current) => {
        const at = now();
        const r = releaseStake(current, challengeId, payout);
        if (!r.changed) return { write: false, result: { entries: [], wallet: null } };
        const moved = r.credited.coins > 0 || r.credited.gems > 0;
        const next = { ...r.player, walletVersion: walletVersionOf(current) + (moved ? 1 : 0) };
        const entries = moved
          ? [walletChangedEntry(userId, `challenge:${challengeId}:${userId}:release`, { coins: next.coins, gems: next.gems, version: walletVersionOf(next) }, { coinsDelta: r.credited.coins, gemsDelta: r.credited.gems, reason: 'challenge.payout' }, at)]
          : [];
        return { write: true, next, outbox: entries, result: { entries, wallet: moved ? { coins: next.coins, gems: next.gems } : null } };
      },
      { fresh: true },
    );
    await publish(written.entries);
    return written.wallet;
  }

  /**
   * engagement.challenge.updated; a failed publish is only logged: the ACTIVE one is published
   * again by the first start that finds the game without it, and the game refuses an end's
   * start by the deadline it already has.
   */
  async function tellGame(c: ChallengeDoc, again = false): Promise<void> {
    await deps.publishChallengeUpdated(c, again).catch((err: unknown) => log.warn({ err, challengeId: c._id }, 'engagement.challenge.updated was not published'));
  }

  async function publish(entries: StoredOutboxEntry[]): Promise<void> {
    if (entries.length === 0) return;
    outbox.wrote();
    await outbox.publish(entries);
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
        const p = await readPlayer(store.players, c.opponent.userId);
        const held = p?.duels?.held.some((h) => h.challengeId === c._id) ?? false;
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

  return {
    async send(me: Student, body: SendChallengeRequest): Promise<Challenge> {
      const target = await directory.idOfUsername(body.username);
      const u = target ? (await directory.publicUsers([target, me.id])) : new Map();
      const them = target ? u.get(target) : undefined;
      if (!target || !them || them.role !== 'STUDENT') throw notFound(NO_SUCH_STUDENT, ErrorCode.USER_NOT_FOUND);
      if (target === me.id) throw conflict('You cannot challenge yourself', ErrorCode.CHALLENGE_SELF);
      const at = now();
      const [myLevel, theirLevel] = await Promise.all([levelOf(me.id), levelOf(target)]);
      const myName = u.get(me.id)?.username ?? me.username;
      const doc: ChallengeDoc = {
        _id: randomUUID(),
        version: 0,
        status: 'OPENING',
        challenger: { userId: me.id, name: myName, level: myLevel, result: null },
        opponent: { userId: target, name: them.username, level: theirLevel, result: null },
        topic: body.topic,
        problemCount: body.problemCount,
        timeLimit: body.timeLimit,
        wagerCoins: body.wagerCoins ?? 0,
        wagerGems: body.wagerGems ?? 0,
        seed: randomBytes(16).toString('hex'),
        createdAt: at,
        expiresAt: new Date(at.getTime() + CHALLENGE_ACCEPT_WITHIN_MS),
        acceptedAt: null,
        endedAt: null,
        winnerId: null,
        paid: false,
      };
      // The document first (so a crash before the hold leaves a challenge the sweeper cancels, never coins without one).
      await repo.insert(doc);
      await Promise.all([schedule.at(doc._id, new Date(at.getTime() + STUCK_AFTER_MS)), repo.index([me.id, target], doc._id)]);
      const refused = await hold(me.id, doc);
      if (refused) {
        const cancelled = await move(doc, { ...doc, status: 'CANCELLED', endedAt: at });
        if (cancelled) await pay(cancelled);
        throw holdRefusalError(refused, doc);
      }
      const pending = await move(doc, { ...doc, status: 'PENDING' });
      if (!pending) throw conflict('This challenge could not be sent in time. Please try again.', ErrorCode.CONFLICT);
      await schedule.at(doc._id, pending.expiresAt);
      push(`challenge:${doc._id}:received`, target, [{ name: 'challenge:received', payload: { challengeId: doc._id, opponentId: me.id, opponentName: myName } }]);
      return (await viewOf(pending, me.id))!;
    },

    async accept(me: Student, id: string): Promise<Challenge> {
      for (let attempt = 0; attempt < 10; attempt++) {
        const c = await forParticipant(me.id, id);
        if (c.opponent.userId !== me.id) throw conflict(`Only ${c.opponent.name} can accept this challenge`, ErrorCode.CHALLENGE_NOT_PENDING);
        if (c.status !== 'PENDING') throw notPending(c);
        const at = now();
        const accepting = await move(c, { ...c, status: 'ACCEPTING', acceptedAt: at });
        if (!accepting) continue; // another change came first: look again
        await schedule.at(id, new Date(at.getTime() + STUCK_AFTER_MS));
        const refused = await hold(me.id, accepting);
        if (refused) {
          const back = await move(accepting, { ...accepting, status: 'PENDING', acceptedAt: null });
          if (back) await schedule.at(id, back.expiresAt);
          throw holdRefusalError(refused, c);
        }
        let active = await move(accepting, { ...accepting, status: 'ACTIVE', expiresAt: new Date(at.getTime() + CHALLENGE_FINISH_WITHIN_MS) });
        if (!active) {
          // The sweeper saw the accept as stuck and finished it meanwhile.
          const now2 = await repo.get(id);
          if (now2?.status !== 'ACTIVE') throw conflict('This challenge changed while you accepted it. Please try again.', ErrorCode.CONFLICT);
          active = now2;
        }
        await schedule.at(id, active.expiresAt);
        push(`challenge:${id}:accepted`, c.challenger.userId, [{ name: 'challenge:accepted', payload: { challengeId: id, opponentId: me.id, opponentName: c.opponent.name } }]);
        return (await viewOf(active, me.id))!;
      }
      throw conflict('Too many changes at once. Please try again.', ErrorCode.CONFLICT);
    },

    async decline(me: Student, id: string): Promise<{ declined: true }> {
      for (let attempt = 0; attempt < 10; attempt++) {
        const c = await forParticipant(me.id, id);
        if (c.opponent.userId !== me.id) throw conflict(`Only ${c.opponent.name} can decline this challenge`, ErrorCode.CHALLENGE_NOT_PENDING);
        if (c.status !== 'PENDING') throw notPending(c);
        const declined = await move(c, { ...c, status: 'DECLINED', endedAt: now() });
        if (!declined) continue;
        await pay(declined);
        push(`challenge:${id}:declined`, c.challenger.userId, [{ name: 'challenge:declined', payload: { challengeId: id, opponentId: me.id, opponentName: c.opponent.name } }]);
        return { declined: true };
      }
      throw conflict('Too many changes at once. Please try again.', ErrorCode.CONFLICT);
    },

    /** Starts (or resumes) the caller's side in the game: a CHALLENGE session on the challenge's problems (docs/adr/0126). */
    async start(me: Student, id: string, authorization: string): Promise<{ session: GameSession; currentStreak: number }> {
      const c = await forParticipant(me.id, id);
      if (c.status !== 'ACTIVE') throw conflict(c.status === 'COMPLETED' ? 'This challenge is already finished' : 'This challenge has not been accepted yet', ErrorCode.CHALLENGE_NOT_ACTIVE);
      const side = sideOf(c, me.id)!;
      if (c[side].result) throw conflict('You have already played this challenge', ErrorCode.CHALLENGE_ALREADY_PLAYED);
      // Only the challenge's id: the game plays the challenge it holds, seed and rules included.
      const body = { mode: 'CHALLENGE', challengeId: c._id, deviceType: 'web' };
      const until = Date.now() + (deps.startWaitMs ?? 8_000);
      for (let told = false; ; told = true) {
        try {
          return await deps.game.call('POST', '/session/start', authorization, StartSessionResponseSchema.shape.data, body);
        } catch (err) {
          // 404: the game has not applied the challenge's update yet (an accept just now, or a
          // publish lost): told again once, then waited for, within a bound.
          if (!(err instanceof AppError) || err.statusCode !== 404) throw err;
          if (Date.now() >= until) throw new AppError(503, ErrorCode.UPSTREAM_UNAVAILABLE, CHALLENGE_SETTING_UP, { retryAfterS: 1 });
          if (!told) await tellGame(c, true);
          await new Promise((r) => setTimeout(r, START_RETRY_MS));
        }
      }
    },

    /** One challenge of either side, in whatever state it is (docs/product/social.md#challenges--built); 404 for anyone else. */
    async get(me: Student, id: string): Promise<Challenge> {
      const c = await forParticipant(me.id, id);
      return challengeReadView(c, me.id, await looksOf(deps.looks, [c.challenger.userId, c.opponent.userId]));
    },

    list: (me: Student, status: Challenge['status']) => list(me.id, status),

    /** An online student whose level is closest to the caller's, among those nearest by total XP. */
    async findOpponent(me: Student): Promise<ChallengeOpponent | null> {
      const candidates = (await deps.neighbours(me.id)).filter((id) => id !== me.id);
      if (candidates.length === 0) return null;
      const online = [...(await deps.presence.of(candidates)).keys()];
      if (online.length === 0) return null;
      const [mine, users, levels] = await Promise.all([levelOf(me.id), directory.publicUsers(online), Promise.all(online.map(levelOf))]);
      let best: ChallengeOpponent | null = null;
      online.forEach((id, i) => {
        const u = users.get(id);
        if (!u || u.role !== 'STUDENT') return;
        const level = levels[i]!;
        if (!best || Math.abs(level - mine) < Math.abs(best.level - mine)) best = { userId: id, username: u.username, level };
      });
      return best;
    },

    /** game.challenge.finished: the side recorded once; both in, the challenge completes and pays. */
    async recordFinished(e: EventOf<'game.challenge.finished'>): Promise<void> {
      const d = e.data;
      for (let attempt = 0; attempt < 10; attempt++) {
        const c = await repo.get(d.challengeId);
        const side = c ? sideOf(c, d.userId) : null;
        if (!c || !side) return log.warn({ challengeId: d.challengeId, userId: d.userId }, 'a finished side of an unknown challenge is ignored');
        if (c.status !== 'ACTIVE') {
          if (isTerminal(c.status)) await pay(c);
          return;
        }
        if (d.seedDigest !== digest(c.seed) || d.topic !== c.topic || d.problemCount !== c.problemCount || d.timeLimit !== c.timeLimit) {
          return log.warn({ challengeId: c._id, userId: d.userId }, "a side not played on the challenge's problems is ignored");
        }
        const at = now();
        const withSide: ChallengeDoc = c[side].result ? c : { ...c, [side]: { ...c[side], result: { score: d.score, correct: d.correct, time: d.time, finishedAt: d.finishedAt } } };
        const done = completeIfBoth(withSide, at);
        if (!done && withSide === c) return;
        const written = await move(c, done ?? withSide);
        if (!written) continue;
        if (done) await pay(written);
        return;
      }
      throw new Error(`challenge ${d.challengeId} changed too often while recording a side`);
    },

    /**
     * For an account's erasure (docs/product/privacy.md): a challenge not over yet ends CANCELLED and
     * is paid like any other end (both stakes back, each release once); one already over is paid if
     * it was not. The document after, or null when there is none.
     */
    async cancelForErasure(id: string): Promise<ChallengeDoc | null> {
      for (let attempt = 0; attempt < 10; attempt++) {
        const c = await repo.get(id);
        if (!c) return null;
        if (isTerminal(c.status)) return pay(c);
        const ended = await move(c, { ...c, status: 'CANCELLED', endedAt: now() });
        if (ended) return pay(ended);
      }
      throw new Error(`challenge ${id} changed too often while being cancelled`);
    },

    /** One bounded pass over what is due (expiries, stuck states, unpaid ends); idempotent, safe on every instance. */
    async sweep(at: Date = now()): Promise<number> {
      const ids = await schedule.due(at, SWEEP_BATCH);
      for (const id of ids) {
        try {
          const c = await settleDue(id, at);
          if (!c || (isTerminal(c.status) && c.paid)) await schedule.done(id);
          else if (!dueTransition(c, at)) await schedule.at(id, nextLook(c));
        } catch (err) {
          log.warn({ err, challengeId: id }, 'a due challenge was not moved on; the next sweep retries');
        }
      }
      return ids.length;
    },
  };
}

export type Challenges = ReturnType<typeof challenges>;
