/**
 * The wallet's redelivery guard is exact (docs/adr/0049): an answer event delivered again is
 * recognised however many credits came after it (not only among the last 200 ids), an
 * event too old to be recognised is refused rather than counted twice, and a wallet that holds
 * a flat list of remembered ids keeps them.
 */
import { randomUUID } from 'node:crypto';
import type { AnswerSubmittedEvent, EventEnvelope } from '@mathquest/contracts';
import { compactId, connectMongo, newEvent, utcDay } from '@mathquest/service-kit';
import { testInfra, uniqueDbName } from '@mathquest/service-kit/testing';
import type { Connection, mongo } from 'mongoose';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_WINDOW_DAYS } from '../../src/domain/credit-guard.js';
import { answerSubmittedConsumer } from '../../src/events/consumers/game-answer-submitted.js';
import { creditBatch, ensureWalletIndexes, getWallet, newWalletCache, walletCollection, type WalletDoc } from '../../src/repositories/wallets-repository.js';
import { walletChangedPublisher } from '../../src/events/wallet-changed.js';
import { applyAnswerEvents } from '../../src/use-cases/apply-game-events.js';

let conn: Connection;
let wallets: mongo.Collection<WalletDoc>;

beforeAll(async () => {
  conn = await connectMongo(testInfra().mongoUrl, uniqueDbName('engagement_redelivery'));
  wallets = walletCollection(conn);
  await ensureWalletIndexes(wallets);
});
afterAll(async () => {
  await conn?.close();
});

function answer(userId: string, coins: number, at = new Date()): AnswerSubmittedEvent {
  return newEvent(
    'game.answer.submitted',
    { userId, sessionId: 's1', mode: 'SOLO_PRACTICE', assignmentId: null, problemId: randomUUID(), stableProblemId: 'g5.nbt.add/d1/abc', skillId: 'g5.nbt.add', topic: 'Add', difficulty: 1, isCorrect: true, xp: 10, coins, combo: 1, multiplier: 1, timeSpent: 4, hintsUsed: 0, fast: true, answeredAt: at.toISOString(), localDay: at.toISOString().slice(0, 10), timeZone: 'UTC' },
    userId,
    randomUUID(),
    at,
  );
}

/** The consumer as the service runs it (with its wallet cache), publishing wallet.changed into a list. */
function consumer() {
  const published: Array<{ id: string; version: number }> = [];
  const bus = {
    async publish(_subject: string, event: EventEnvelope) {
      published.push({ id: event.id, version: (event.data as { version: number }).version });
      return { duplicate: false };
    },
  };
  return { spec: answerSubmittedConsumer(applyAnswerEvents({ store: { players: wallets, cache: newWalletCache() }, publishWalletChanged: walletChangedPublisher(bus), publishSocketPush: () => undefined, log: pino({ level: 'silent' }) })), published };
}

const uid = () => `u${randomUUID().slice(0, 8)}`;
const DAY = 86_400_000;

describe('exact wallet credits', () => {
  it('a wallet credit redelivered after 500 newer credits is not applied twice', async () => {
    const userId = uid();
    const { spec, published } = consumer();
    const first = answer(userId, 5);
    await spec.handleBatch([first]);
    const firstChanged = published[0]!;

    for (let batch = 0; batch < 10; batch++) await spec.handleBatch(Array.from({ length: 50 }, () => answer(userId, 1)));
    expect(await getWallet(wallets, userId)).toEqual({ coins: 505, gems: 0, version: 501 });

    await spec.handleBatch([first]); // redelivered (a crash before the ack, or a republish after JetStream's duplicate window)
    await consumer().spec.handleBatch([first]); // or to another replica, which reads the wallet
    expect(await getWallet(wallets, userId)).toEqual({ coins: 505, gems: 0, version: 501 });
    // Its wallet.changed is published again under the same derived id (JetStream drops the copy).
    expect(published.at(-1)!.id).toBe(firstChanged.id);
  });

  it('refuses an answer older than the window, and a wallet forgets the days past it on its next write', async () => {
    const userId = uid();
    const start = new Date();
    const early = { eventId: randomUUID(), coins: 4, gems: 0, occurredAt: start };
    await creditBatch(wallets, userId, [early], undefined, start);
    expect(Object.keys((await wallets.findOne({ _id: userId }))!.credited!)).toEqual([utcDay(start)]);

    // Two days past the window: the first answer's day is forgotten by the next credit...
    const later = new Date(start.getTime() + (CREDIT_WINDOW_DAYS + 2) * DAY);
    await creditBatch(wallets, userId, [{ eventId: randomUUID(), coins: 1, gems: 0, occurredAt: later }], undefined, later);
    expect(Object.keys((await wallets.findOne({ _id: userId }))!.credited!)).toEqual([utcDay(later)]);

    // ...and delivered again now, it is refused, not credited a second time.
    const again = await creditBatch(wallets, userId, [early], undefined, later);
    expect(again.applied).toEqual([]);
    expect(again.tooOld.map((c) => c.eventId)).toEqual([early.eventId]);
    expect(await getWallet(wallets, userId)).toEqual({ coins: 5, gems: 0, version: 2 });
  });

  it('a wallet written before the credited days keeps honouring its last ids, then files them under today', async () => {
    const userId = uid();
    const old = answer(userId, 3);
    await wallets.insertOne({ _id: userId, coins: 3, gems: 0, version: 1, recentEventIds: [old.id], updatedAt: new Date() });
    const { spec } = consumer();
    await spec.handleBatch([old]);
    expect(await getWallet(wallets, userId)).toEqual({ coins: 3, gems: 0, version: 1 });

    const next = answer(userId, 2);
    await spec.handleBatch([next, old]);
    const doc = (await wallets.findOne({ _id: userId }))!;
    expect(doc).not.toHaveProperty('recentEventIds');
    expect(doc.credited![utcDay(new Date())]!.sort()).toEqual([compactId(next.id), compactId(old.id)].sort());
    await consumer().spec.handleBatch([old, next]);
    expect(await getWallet(wallets, userId)).toEqual({ coins: 5, gems: 0, version: 2 });
  });
});
