/**
 * Wallet credits applied in batches (docs/adr/0045): one write per user per batch, still exactly
 * once per event id across redeliveries and two replicas, and still one wallet.changed per credit.
 */
import { randomUUID } from 'node:crypto';
import type { AnswerSubmittedEvent, EventEnvelope } from '@mathquest/contracts';
import { connectMongo, newEvent } from '@mathquest/service-kit';
import { testInfra, uniqueDbName } from '@mathquest/service-kit/testing';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { answerSubmittedConsumer } from '../../src/events/consumers/game-answer-submitted.js';
import { creditBatch, ensureWalletIndexes, getWallet, newWalletCache, walletCollection, type WalletDoc } from '../../src/repositories/wallets-repository.js';
import { walletChangedPublisher } from '../../src/events/wallet-changed.js';
import { applyAnswerEvents } from '../../src/use-cases/apply-game-events.js';
import type { mongo } from 'mongoose';

let conn: Connection;
let wallets: mongo.Collection<WalletDoc>;

beforeAll(async () => {
  conn = await connectMongo(testInfra().mongoUrl, uniqueDbName('engagement_batch'));
  wallets = walletCollection(conn);
  await ensureWalletIndexes(wallets);
});
afterAll(async () => {
  await conn?.close();
});

interface Changed {
  id: string;
  userId: string;
  coins: number;
  coinsDelta: number;
  version: number;
}

/** A replica of the consumer: its own wallet cache, publishing into a list. */
function replica() {
  const published: Changed[] = [];
  const bus = {
    async publish(_subject: string, event: EventEnvelope) {
      const d = event.data as Omit<Changed, 'id'>;
      published.push({ id: event.id, userId: d.userId, coins: d.coins, coinsDelta: d.coinsDelta, version: d.version });
      return { duplicate: false };
    },
  };
  return { spec: answerSubmittedConsumer(applyAnswerEvents({ store: { players: wallets, cache: newWalletCache() }, publishWalletChanged: walletChangedPublisher(bus), publishSocketPush: () => undefined, log: pino({ level: 'silent' }) })), published };
}

function answer(userId: string, coins: number): AnswerSubmittedEvent {
  return newEvent(
    'game.answer.submitted',
    { userId, sessionId: 's1', mode: 'SOLO_PRACTICE', assignmentId: null, problemId: randomUUID(), stableProblemId: 'g6.ns.gcf-lcm/d2/abc', skillId: 'g6.ns.gcf-lcm', topic: 'Factors', difficulty: 2, isCorrect: coins > 0, xp: 15, coins, combo: 1, multiplier: 1, timeSpent: 4, hintsUsed: 0, fast: true, answeredAt: new Date().toISOString(), localDay: new Date().toISOString().slice(0, 10), timeZone: 'UTC' },
    userId,
  );
}

const uid = () => `u${randomUUID().slice(0, 8)}`;

describe('batched wallet credits', () => {
  it('credits two answers of one user in one batch, each with its own wallet.changed; a redelivered batch credits nothing', async () => {
    const [a, b] = [uid(), uid()];
    const { spec, published } = replica();
    const batch = [answer(a, 4), answer(b, 2), answer(a, 0), answer(a, 3)];
    await spec.handleBatch(batch);
    expect(await getWallet(wallets, a)).toEqual({ coins: 7, gems: 0, version: 2 });
    expect(await getWallet(wallets, b)).toEqual({ coins: 2, gems: 0, version: 1 });
    expect(published.filter((p) => p.userId === a).map((p) => [p.coinsDelta, p.coins, p.version])).toEqual([
      [4, 4, 1],
      [3, 7, 2],
    ]);

    const firstIds = published.map((p) => p.id);
    await spec.handleBatch(batch); // redelivered after a crash before the acks
    await replica().spec.handleBatch(batch.slice(2)); // or partly, to the other replica
    expect(await getWallet(wallets, a)).toEqual({ coins: 7, gems: 0, version: 2 });
    expect(await getWallet(wallets, b)).toEqual({ coins: 2, gems: 0, version: 1 });
    // Same derived ids again: JetStream's duplicate window drops the copies.
    expect(published.slice(firstIds.length).map((p) => p.id).sort()).toEqual([...firstIds].sort());
  });

  it('an event twice in one batch credits once', async () => {
    const a = uid();
    const e = answer(a, 5);
    await replica().spec.handleBatch([e, answer(a, 1), e]);
    expect(await getWallet(wallets, a)).toEqual({ coins: 6, gems: 0, version: 2 });
  });

  it('two replicas alternating and racing on one user: every answer credited exactly once', async () => {
    const a = uid();
    const [r1, r2] = [replica(), replica()];
    const events = Array.from({ length: 24 }, (_, i) => answer(a, (i % 3) + 1));
    for (let i = 0; i < 12; i += 4) {
      await r1.spec.handleBatch(events.slice(i, i + 2));
      await r2.spec.handleBatch(events.slice(i + 2, i + 4)); // r1's cached wallet is now stale
    }
    // The same events handed to both replicas at once (a redelivery racing the first delivery).
    await Promise.all([r1.spec.handleBatch(events.slice(12)), r2.spec.handleBatch(events.slice(12)), r1.spec.handleBatch(events.slice(18))]);
    const total = events.reduce((s, e) => s + e.data.coins, 0);
    expect(await getWallet(wallets, a)).toEqual({ coins: total, gems: 0, version: 24 });
    const versions = [...r1.published, ...r2.published].map((p) => p.version);
    expect(new Set(versions).size).toBe(24); // one wallet.changed version per credit (copies repeat it)
  });

  it('creditBatch with a cache skips the read when this process wrote last, and recovers when it did not', async () => {
    const a = uid();
    const cache = newWalletCache();
    await creditBatch(wallets, a, [{ eventId: randomUUID(), coins: 2, gems: 0, occurredAt: new Date() }], cache);
    await wallets.updateOne({ _id: a }, { $inc: { coins: 10, version: 1, walletVersion: 1 } }); // written elsewhere (a balance change: the wallet's version too, docs/adr/0060)
    const r = await creditBatch(wallets, a, [{ eventId: randomUUID(), coins: 3, gems: 1, occurredAt: new Date() }], cache);
    expect(r.applied.map((x) => [x.balance.coins, x.version])).toEqual([[15, 3]]);
    expect(await getWallet(wallets, a)).toEqual({ coins: 15, gems: 1, version: 3 });
  });
});
