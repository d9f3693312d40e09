/**
 * The studentProfile projections applied in batches (docs/adr/0045): the newest snapshot per user
 * wins, whatever the order inside or across batches, also with two replicas whose remembered
 * versions go stale.
 */
import { randomBytes } from 'node:crypto';
import type { ProgressUpdatedEvent, WalletChangedEvent } from '@mathquest/contracts';
import { connectMongo } from '@mathquest/service-kit';
import { testInfra, uniqueDbName } from '@mathquest/service-kit/testing';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newestPerUser } from '../../src/repositories/student-projections-repository.js';
import { createUsersRepository, type UsersRepository } from '../../src/repositories/users-repository.js';

let conn: Connection;
let replicaA: UsersRepository;
let replicaB: UsersRepository;

beforeAll(async () => {
  conn = await connectMongo(testInfra().mongoUrl, uniqueDbName('auth_projection'));
  replicaA = createUsersRepository(conn);
  replicaB = createUsersRepository(conn);
  await replicaA.init();
});
afterAll(async () => {
  await conn?.close();
});

const uid = () => `u${randomBytes(4).toString('hex')}`;

function progress(userId: string, version: number): ProgressUpdatedEvent['data'] {
  return { userId, version, level: 2, totalXp: version * 10, xpToNextLevel: 450, xpForCurrentLevel: 250, currentStreak: 1, longestStreak: 1, lastActiveDay: '2026-11-22', totalProblems: version, totalCorrect: version, totalTimeSpent: 5 * version, accuracy: 100, bestCombo: version };
}
function wallet(userId: string, version: number): WalletChangedEvent['data'] {
  return { userId, coins: version * 3, gems: 0, coinsDelta: 3, gemsDelta: 0, reason: 'game.answer', version };
}

const storedProgress = (userId: string) => conn.collection<{ _id: string }>('student_progress').findOne({ _id: userId });
const storedWallet = (userId: string) => conn.collection<{ _id: string }>('student_wallets').findOne({ _id: userId });

describe('batched projections', () => {
  it('newestPerUser keeps one snapshot per user, the highest version', () => {
    const [a, b] = [uid(), uid()];
    expect(newestPerUser([progress(a, 2), progress(b, 1), progress(a, 5), progress(a, 3)]).map((p) => [p.userId, p.version])).toEqual([
      [a, 5],
      [b, 1],
    ]);
  });

  it('a batch applies the newest version per user; an older batch afterwards changes nothing', async () => {
    const [a, b] = [uid(), uid()];
    await replicaA.applyProgressBatch([progress(a, 3), progress(b, 1), progress(a, 7), progress(a, 5)]);
    // lastActiveDay is kept, so /me can show a streak lost since (ADR 0022).
    expect(await storedProgress(a)).toMatchObject({ progressVersion: 7, totalXp: 70, lastActiveDay: '2026-11-22' });
    expect(await storedProgress(b)).toMatchObject({ progressVersion: 1, totalXp: 10 });
    await replicaA.applyProgressBatch([progress(a, 6), progress(b, 1)]); // late redelivery
    expect(await storedProgress(a)).toMatchObject({ progressVersion: 7, totalXp: 70 });
    await replicaA.applyWalletBatch([wallet(a, 2), wallet(a, 4), wallet(a, 3)]);
    expect(await storedWallet(a)).toMatchObject({ walletVersion: 4, coins: 12 });
  });

  it('two replicas alternating on one user: a stale remembered version re-reads, never goes back', async () => {
    const a = uid();
    await replicaA.applyProgressBatch([progress(a, 1)]);
    await replicaB.applyProgressBatch([progress(a, 2)]); // A's remembered version is now stale
    await replicaA.applyProgressBatch([progress(a, 4)]);
    await replicaB.applyProgressBatch([progress(a, 3)]); // B remembers 2, but 4 is stored
    expect(await storedProgress(a)).toMatchObject({ progressVersion: 4, totalXp: 40 });
    await Promise.all([replicaA.applyWalletBatch([wallet(a, 5)]), replicaB.applyWalletBatch([wallet(a, 6)]), replicaA.applyWalletBatch([wallet(a, 1)])]);
    expect(await storedWallet(a)).toMatchObject({ walletVersion: 6, coins: 18 });
  });
});
