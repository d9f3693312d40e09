/**
 * engagement.leaderboard.updated, at most once a second per board (docs/adr/0103). A change offers
 * the boards it moved: a board whose one-second window is free is published at once and opens the
 * window; the others wait in Redis and are claimed at the window's end by whichever engagement
 * instance's sweep comes first (the claim is one atomic script), so each window publishes a board
 * once, with the standings as they are then.
 */
import { EngagementSubjects } from '@mathquest/contracts';
import { derivedId, newEvent, type EventBus } from '@mathquest/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { boardRefKey, type BoardRef, type LeaderboardStore } from '../repositories/leaderboards-repository.js';
import type { Leaderboards } from '../use-cases/leaderboards.js';

export const LEADERBOARD_WINDOW_MS = 1_000;

export interface LeaderboardUpdates {
  offer(boards: readonly BoardRef[]): Promise<void>;
  stop(): Promise<void>;
}

export function leaderboardUpdates(opts: { bus: Pick<EventBus, 'publish'>; store: LeaderboardStore; leaderboards: Leaderboards; log: FastifyBaseLogger; sweepMs?: number; windowMs?: number }): LeaderboardUpdates {
  const windowMs = opts.windowMs ?? LEADERBOARD_WINDOW_MS;
  const publish = async (boards: readonly BoardRef[], at: number) => {
    await Promise.all(
      boards.map(async (b) => {
        const entries = await opts.leaderboards.top(b);
        const id = derivedId('engagement', `leaderboard:${boardRefKey(b)}:${at}`);
        await opts.bus.publish(EngagementSubjects.LEADERBOARD_UPDATED, newEvent(EngagementSubjects.LEADERBOARD_UPDATED, { ...b, entries }, undefined, id, new Date(at)));
      }),
    );
  };
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = (async () => {
      const now = Date.now();
      const due = await opts.store.claimDue(now, windowMs, 200);
      if (due.length) await publish(due, now);
    })().catch((err: unknown) => opts.log.warn({ err }, 'leaderboard updates not published'));
  }, opts.sweepMs ?? 200);
  timer.unref();
  return {
    async offer(boards) {
      const now = Date.now();
      const due = await opts.store.offer(boards, now, windowMs);
      // A board published now whose publish fails waits for nothing: the next change offers it again.
      if (due.length) await publish(due, now).catch((err: unknown) => opts.log.warn({ err }, 'leaderboard update not published'));
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
