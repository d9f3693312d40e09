/**
 * The game's events → the player document (docs/adr/0060). A batch's events are grouped by
 * student; each student's effects are computed by the domain rules and written with ONE
 * version-checked update (docs/adr/0045), guarded by the event ids (docs/adr/0049). After the
 * write and before the events are acknowledged: one engagement.wallet.changed per credited
 * answer and ONE socket push per student with the socket events the batch caused
 * (push.socket.user on core NATS, not awaited: docs/adr/0057). If publishing wallet.changed fails
 * the events are redelivered: nothing is applied twice and wallet.changed goes out again with the
 * same ids; the push of a batch whose write had already happened is not repeated (its effects are
 * applied; the pages show them when read).
 */
import type { EventOf, LeaderboardType, SocketPushItem } from '@mathquest/contracts';
import { levelUpToastKey } from '@mathquest/contracts';
import { forEachConcurrently, groupBy, inEventTrace } from '@mathquest/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { speedRunValue } from '../domain/leaderboards.js';
import { notificationPush } from '../domain/notifications.js';
import { applyAnswers, applyLevelUp, applySessionEnded, levelUpNotification, walletVersionOf, withParkedNotifications, type AnswerFacts, type BatchOutcome, type PlayerState } from '../domain/player.js';
import type { PublishSocketPush } from '../events/socket-push.js';
import type { PublishWalletChanged } from '../events/wallet-changed.js';
import { updatePlayer, type PlayerStore } from '../repositories/wallets-repository.js';
import type { PendingNotifications, ProgressStore } from '../repositories/progress-repository.js';

type AnswerSubmitted = EventOf<'game.answer.submitted'>;

export interface GameEventsDeps {
  store: PlayerStore;
  publishWalletChanged: PublishWalletChanged;
  publishSocketPush: PublishSocketPush;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Where notifications of their own events wait for the document's next write (Redis); without it they are written at once. */
  pending?: PendingNotifications;
}

export const answerFacts = (e: AnswerSubmitted): AnswerFacts => ({
  eventId: e.id,
  occurredAt: new Date(e.occurredAt),
  sessionId: e.data.sessionId,
  isCorrect: e.data.isCorrect,
  coins: e.data.coins,
  xp: e.data.xp,
  ...(e.data.xpBoostUsed ? { xpBoostUsed: true } : {}),
  combo: e.data.combo,
  multiplier: e.data.multiplier,
  timeSpent: e.data.timeSpent,
  hintsUsed: e.data.hintsUsed,
  topic: e.data.topic,
  difficulty: e.data.difficulty,
  answeredAt: new Date(e.data.answeredAt),
  localDay: e.data.localDay,
  timeZone: e.data.timeZone,
});

/** Writes one student's outcome and returns it (the outcome of the attempt that was written). */
async function writeOutcome(
  store: PlayerStore,
  userId: string,
  compute: (p: PlayerState, now: Date) => BatchOutcome,
  pending?: PendingNotifications,
): Promise<{ outcome: BatchOutcome; after: PlayerState }> {
  const parked = pending ? await pending.list(userId) : [];
  const written = await updatePlayer(store, userId, (current) => {
    const now = new Date();
    const outcome = compute(current, now);
    if (outcome.guard.fresh.length === 0) return { write: false, result: { outcome, after: current as PlayerState, folded: false } };
    const next = withParkedNotifications(outcome.player, parked);
    return { write: true, next, guard: outcome.guard, result: { outcome, after: next, folded: true } };
  });
  // The parked events are folded into the document now: their parked copies go.
  if (written.folded && parked.length) await pending!.remove(userId, parked.map((n) => n.id));
  return written;
}

/**
 * Students of one batch handled at once. One after the other, each waited out its Redis read, its
 * write and two publishes in turn, and the consumer fell seconds behind at 50 answers a second
 * while its process sat idle (docs/benchmarks.md, answer to socket).
 */
const STUDENTS_AT_ONCE = 16;

export type ApplyAnswers = (events: AnswerSubmitted[]) => Promise<void>;

export function applyAnswerEvents({ store, publishWalletChanged, publishSocketPush, log, pending }: GameEventsDeps): ApplyAnswers {
  return async (events) => {
    // Students side by side: each is its own version-checked write (docs/adr/0060).
    // Each student's writes and publishes continue the trace of their first answer of the batch (docs/adr/0262).
    await forEachConcurrently(groupBy(events, (e) => e.data.userId), STUDENTS_AT_ONCE, ([userId, mine]) => inEventTrace(mine[0], async () => {
      const { outcome, after } = await writeOutcome(store, userId, (p, now) => applyAnswers(p, mine.map(answerFacts), now), pending);
      for (const id of outcome.tooOld) log.error({ userId, eventId: id }, 'answer too old to apply exactly once; not applied');
      const credited = new Map(outcome.credits.map((c) => [c.eventId, c]));
      const current = { coins: after.coins, gems: after.gems, version: walletVersionOf(after) };
      // The push first: it is not awaited (core NATS, docs/adr/0057), so it shares a socket write
      // with the wallet.changed publishes below and reaches the student without waiting for their
      // acks. A batch retried after a failed publish has no fresh effects, so pushes nothing again.
      publishSocketPush(mine.map((e) => e.id), userId, outcome.pushes);
      // Every paying answer gets its wallet.changed; one credited before (a redelivery) re-publishes with the current wallet, so a lost publish is made good.
      await Promise.all(
        mine.map((e) => {
          const c = credited.get(e.id);
          if (c) return publishWalletChanged(e, userId, { coins: c.coins, gems: c.gems, version: c.walletVersion }, { coinsDelta: c.coinsDelta, gemsDelta: 0, reason: 'game.answer' });
          if (e.data.coins > 0) return publishWalletChanged(e, userId, current, { coinsDelta: e.data.coins, gemsDelta: 0, reason: 'game.answer' });
          return undefined;
        }),
      );
    }));
  };
}

type LevelUp = EventOf<'game.level.up'>;
export function applyLevelUpEvents({ store, publishSocketPush, pending }: GameEventsDeps): (events: LevelUp[]) => Promise<void> {
  return async (events) => {
    for (const e of events) {
      if (pending) {
        // Parked (no storage operation), folded into the document by its next write; pushed now.
        const n = levelUpNotification({ eventId: e.id, occurredAt: new Date(e.occurredAt), newLevel: e.data.newLevel }, new Date());
        if (n) {
          await pending.add(e.data.userId, n);
          publishSocketPush([e.id], e.data.userId, [notificationPush(n, levelUpToastKey(e.data.newLevel))]);
        }
        continue;
      }
      const { outcome } = await writeOutcome(store, e.data.userId, (p, now) => applyLevelUp(p, { eventId: e.id, occurredAt: new Date(e.occurredAt), newLevel: e.data.newLevel }, now));
      publishSocketPush([e.id], e.data.userId, outcome.pushes);
    }
  };
}

type SessionEnded = EventOf<'game.session.ended'>;
export function applySessionEndedEvents({ store, publishSocketPush, pending }: GameEventsDeps): (events: SessionEnded[]) => Promise<void> {
  return async (events) => {
    for (const e of events) {
      const facts = { eventId: e.id, occurredAt: new Date(e.occurredAt), endedAt: new Date(e.data.endedAt), problemsAnswered: e.data.problemsAnswered, correctAnswers: e.data.correctAnswers, timeZone: 'UTC' };
      const { outcome } = await writeOutcome(store, e.data.userId, (p, now) => applySessionEnded(p, facts, now), pending);
      publishSocketPush([e.id], e.data.userId, outcome.pushes);
    }
  };
}

/** A progress snapshot as engagement applies it: game.progress.updated, or the one an answer carries (docs/adr/0059). */
export type ProgressUpdated = Pick<EventOf<'game.progress.updated'>, 'occurredAt' | 'data'>;

/** The snapshots the answers carry, as progress updates (answers published before docs/adr/0059 carry none). */
export function progressOfAnswers(events: readonly AnswerSubmitted[]): ProgressUpdated[] {
  const snapshots: ProgressUpdated[] = [];
  for (const e of events) if (e.data.progress) snapshots.push({ occurredAt: e.occurredAt, data: { userId: e.data.userId, ...e.data.progress } });
  return snapshots;
}

/** game.progress.updated → the Redis projection and rank (newest version wins; no storage operation). */
export function applyProgressEvents(
  progress: ProgressStore,
  /** The leaderboard metrics each applied snapshot changed (docs/adr/0103), after the batch. */
  onBoardsMoved?: (changes: Array<{ userId: string; types: LeaderboardType[] }>) => Promise<void>,
): (events: ProgressUpdated[]) => Promise<void> {
  return async (events) => {
    const newest = new Map<string, ProgressUpdated>();
    for (const e of events) if ((newest.get(e.data.userId)?.data.version ?? -1) < e.data.version) newest.set(e.data.userId, e);
    const moved: Array<{ userId: string; types: LeaderboardType[] }> = [];
    for (const e of newest.values()) {
      const d = e.data;
      const r = await progress.apply(d.userId, {
        level: d.level,
        totalXp: d.totalXp,
        xpToNextLevel: d.xpToNextLevel,
        currentStreak: d.currentStreak,
        lastActiveDay: d.lastActiveDay,
        version: d.version,
        figures: d,
        day: e.occurredAt.slice(0, 10),
      });
      if (r.changed.length) moved.push({ userId: d.userId, types: r.changed });
    }
    if (moved.length && onBoardsMoved) await onBoardsMoved(moved);
  };
}

/**
 * game.session.ended of SPEED runs → the Speed Runner board (docs/adr/0135): the run's value kept
 * when it beats the student's best (Redis only; a redelivery changes nothing). Other modes pass.
 */
export function applySpeedRunEvents(
  progress: Pick<ProgressStore, 'recordSpeedRun'>,
  onBoardsMoved?: (changes: Array<{ userId: string; types: LeaderboardType[] }>) => Promise<void>,
): (events: SessionEnded[]) => Promise<void> {
  return async (events) => {
    const moved: Array<{ userId: string; types: LeaderboardType[] }> = [];
    for (const e of events) {
      if (e.data.mode !== 'SPEED') continue;
      const value = speedRunValue(e.data.correctAnswers);
      if (value === null) continue;
      if (await progress.recordSpeedRun(e.data.userId, value, e.data.endedAt.slice(0, 10))) moved.push({ userId: e.data.userId, types: ['SPEED_RUNNER'] });
    }
    if (moved.length && onBoardsMoved) await onBoardsMoved(moved);
  };
}

export type { SocketPushItem };
