import { ChallengeUpdatedEventSchema, type EventEnvelope } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import type { ChallengeDoc } from '../domain/challenges.js';
import { challengeUpdatedPublisher } from './challenge-updated.js';

const doc = (status: ChallengeDoc['status'], version = 3): ChallengeDoc => ({
  _id: 'c1',
  version,
  status,
  challenger: { userId: 'u1', name: 'a', level: 1, result: null },
  opponent: { userId: 'u2', name: 'b', level: 1, result: null },
  topic: 'Fractions',
  problemCount: 5,
  timeLimit: 30,
  wagerCoins: 0,
  wagerGems: 0,
  seed: 'f'.repeat(32),
  createdAt: new Date('2026-05-01T10:00:00Z'),
  expiresAt: new Date('2026-05-02T10:00:00Z'),
  acceptedAt: null,
  endedAt: null,
  winnerId: null,
  paid: false,
});

describe('engagement.challenge.updated (docs/adr/0160)', () => {
  it("carries the challenge's facts for the game, under an id derived from the challenge and its version", async () => {
    const sent: EventEnvelope[] = [];
    const publish = challengeUpdatedPublisher({ publish: async (_s, e) => (sent.push(e as EventEnvelope), { duplicate: false }) });
    await publish(doc('ACTIVE'));
    await publish(doc('ACTIVE'));
    await publish(doc('EXPIRED', 4));
    expect(sent).toHaveLength(3);
    const parsed = ChallengeUpdatedEventSchema.parse(sent[0]);
    expect(parsed.data).toEqual({ challengeId: 'c1', version: 3, status: 'ACTIVE', sides: ['u1', 'u2'], seed: 'f'.repeat(32), topic: 'Fractions', problemCount: 5, timeLimit: 30, expiresAt: '2026-05-02T10:00:00.000Z' });
    expect(sent[1]!.id).toBe(sent[0]!.id);
    expect(sent[2]!.id).not.toBe(sent[0]!.id);
    // A start's publish again is not dropped as a duplicate of the first.
    await publish(doc('ACTIVE'), true);
    expect(sent[3]!.id).not.toBe(sent[0]!.id);
    expect(sent[3]!.data).toEqual(sent[0]!.data);
  });

  it('publishes nothing for the states the game never plays (PENDING and the like)', async () => {
    const sent: unknown[] = [];
    const publish = challengeUpdatedPublisher({ publish: async (_s, e) => (sent.push(e), { duplicate: false }) });
    for (const status of ['OPENING', 'PENDING', 'ACCEPTING', 'DECLINED'] as const) await publish(doc(status));
    expect(sent).toEqual([]);
  });
});
