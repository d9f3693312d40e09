import { challengeAccuracy, challengeAnswerPoints, challengeWinner } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { challengeReadView, challengeView, completeIfBoth, dueTransition, payoutsOf, type ChallengeDoc } from './challenges.js';

const at = new Date('2026-05-01T10:00:00Z');

function challenge(over: Partial<ChallengeDoc> = {}): ChallengeDoc {
  return {
    _id: 'c1',
    version: 3,
    status: 'ACTIVE',
    challenger: { userId: 'a', name: 'ann', level: 3, result: null },
    opponent: { userId: 'b', name: 'bob', level: 4, result: null },
    topic: 'Fractions',
    problemCount: 5,
    timeLimit: 30,
    wagerCoins: 40,
    wagerGems: 2,
    seed: '0'.repeat(32),
    createdAt: at,
    expiresAt: new Date(at.getTime() + 86_400_000),
    acceptedAt: at,
    endedAt: null,
    winnerId: null,
    paid: false,
    ...over,
  };
}
const result = (score: number, correct = 3) => ({ score, correct, time: 50, finishedAt: at.toISOString() });

describe('challenge results', () => {
  it('the higher score wins, equal scores are a draw', () => {
    expect(challengeWinner({ score: 300 }, { score: 200 })).toBe('CHALLENGER');
    expect(challengeWinner({ score: 0 }, { score: 1 })).toBe('OPPONENT');
    expect(challengeWinner({ score: 250 }, { score: 250 })).toBeNull();
  });

  it('a correct answer in time scores 100 plus the seconds left; wrong or late answers score nothing', () => {
    expect(challengeAnswerPoints(true, 10, 30)).toBe(120);
    expect(challengeAnswerPoints(true, 30, 30)).toBe(100);
    expect(challengeAnswerPoints(true, 31, 30)).toBe(0);
    expect(challengeAnswerPoints(false, 1, 30)).toBe(0);
    expect(challengeAccuracy(2, 3)).toBe(67);
  });

  it('completes only when both sides are in, naming the winner or none for a draw', () => {
    expect(completeIfBoth(challenge({ challenger: { userId: 'a', name: 'ann', level: 3, result: result(200) } }), at)).toBeNull();
    const won = completeIfBoth(challenge({ challenger: { userId: 'a', name: 'ann', level: 3, result: result(200) }, opponent: { userId: 'b', name: 'bob', level: 4, result: result(310) } }), at)!;
    expect(won).toMatchObject({ status: 'COMPLETED', winnerId: 'b' });
    expect(payoutsOf(won)).toEqual({ challenger: 'NOTHING', opponent: { coins: 80, gems: 4 } });
    const draw = completeIfBoth(challenge({ challenger: { userId: 'a', name: 'ann', level: 3, result: result(200) }, opponent: { userId: 'b', name: 'bob', level: 4, result: result(200) } }), at)!;
    expect(draw).toMatchObject({ status: 'COMPLETED', winnerId: null });
    expect(payoutsOf(draw)).toEqual({ challenger: 'OWN', opponent: 'OWN' });
    expect(payoutsOf(challenge({ status: 'EXPIRED' }))).toEqual({ challenger: 'OWN', opponent: 'OWN' });
  });

  it('shows the product statuses, accuracy in percent, and VICTORY/DEFEAT through winnerId', () => {
    const hat = { id: 'hat', name: 'Hat', emoji: '🎩', color: '#000' };
    const lookOf = (id: string) => (id === 'a' ? { HEAD: hat } : {});
    const done = challengeView(challenge({ status: 'COMPLETED', winnerId: 'a', challenger: { userId: 'a', name: 'ann', level: 3, result: result(300, 4) }, opponent: { userId: 'b', name: 'bob', level: 4, result: result(100, 1) } }), 'b', lookOf)!;
    expect(done).toMatchObject({ status: 'COMPLETED', winnerId: 'a', challengerAccuracy: 80, opponentAccuracy: 20, challengerScore: 300, expiresAt: null, playedByMe: true });
    expect(done).toMatchObject({ challengerAvatar: null, challengerLook: { HEAD: hat }, opponentAvatar: null, opponentLook: {} });
    expect(challengeView(challenge({ status: 'ACCEPTING' }), 'b', lookOf)?.status).toBe('PENDING');
    expect(challengeView(challenge({ status: 'DECLINED' }), 'b', lookOf)).toBeNull();
    expect(challengeView(challenge({ status: 'OPENING' }), 'a', lookOf)).toBeNull();
  });

  it('reads a challenge by its id in any state: an unplayed end is COMPLETED without a winner, with endedAs', () => {
    const lookOf = () => ({});
    for (const ended of ['DECLINED', 'EXPIRED', 'CANCELLED'] as const) {
      const read = challengeReadView(challenge({ status: ended }), 'b', lookOf);
      expect(read, ended).toMatchObject({ status: 'COMPLETED', winnerId: null, endedAs: ended, expiresAt: null });
    }
    expect(challengeReadView(challenge({ status: 'OPENING' }), 'a', lookOf)).toMatchObject({ status: 'PENDING' });
    expect(challengeReadView(challenge({ status: 'ACTIVE' }), 'a', lookOf)).not.toHaveProperty('endedAs');
    const done = challengeReadView(challenge({ status: 'COMPLETED', winnerId: 'a', challenger: { userId: 'a', name: 'ann', level: 3, result: result(300, 4) }, opponent: { userId: 'b', name: 'bob', level: 4, result: result(100, 1) } }), 'b', lookOf);
    expect(done).toMatchObject({ status: 'COMPLETED', winnerId: 'a' });
    expect(done).not.toHaveProperty('endedAs');
  });

  it('moves due challenges on: pending or active past the deadline expire, stuck intermediate states are repaired, unpaid ends are paid', () => {
    const later = new Date(at.getTime() + 86_400_001);
    expect(dueTransition(challenge({ status: 'PENDING' }), later)).toEqual({ to: 'EXPIRED' });
    expect(dueTransition(challenge({ status: 'ACTIVE' }), later)).toEqual({ to: 'EXPIRED' });
    expect(dueTransition(challenge({ status: 'ACTIVE' }), at)).toBeNull();
    expect(dueTransition(challenge({ status: 'OPENING' }), new Date(at.getTime() + 60_000))).toEqual({ to: 'CANCELLED' });
    expect(dueTransition(challenge({ status: 'ACCEPTING' }), new Date(at.getTime() + 60_000))).toEqual({ to: 'CHECK_ACCEPT' });
    expect(dueTransition(challenge({ status: 'DECLINED' }), at)).toEqual({ to: 'PAY' });
    expect(dueTransition(challenge({ status: 'DECLINED', paid: true }), at)).toBeNull();
  });
});

describe('payouts', () => {
  it('a win pays the winner both wagers and the loser nothing; a draw and a refund pay each their own', () => {
    expect(payoutsOf(challenge({ status: 'COMPLETED', winnerId: 'a' }))).toEqual({ challenger: { coins: 80, gems: 4 }, opponent: 'NOTHING' });
    expect(payoutsOf(challenge({ status: 'COMPLETED', winnerId: 'b' }))).toEqual({ challenger: 'NOTHING', opponent: { coins: 80, gems: 4 } });
    expect(payoutsOf(challenge({ status: 'COMPLETED', winnerId: null }))).toEqual({ challenger: 'OWN', opponent: 'OWN' });
    expect(payoutsOf(challenge({ status: 'EXPIRED' }))).toEqual({ challenger: 'OWN', opponent: 'OWN' });
  });
});
