import { challengeAccuracy, challengeAnswerPoints, challengeWinner } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { challengeReadView, challengeView, completeIfBoth, dueTransition, holdStake, payoutsOf, releaseStake, type ChallengeDoc } from './challenges.js';
import { emptyPlayer, type PlayerState } from './player.js';

const player = (coins: number, gems: number): PlayerState => ({ ...emptyPlayer('p'), coins, gems });
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

describe('escrow', () => {
  it('holds a wager once per challenge and refuses a short balance', () => {
    const held = holdStake(player(100, 5), { challengeId: 'c1', coins: 40, gems: 2 });
    if ('refusal' in held) throw new Error('refused');
    expect(held.player).toMatchObject({ coins: 60, gems: 3 });
    const again = holdStake(held.player, { challengeId: 'c1', coins: 40, gems: 2 });
    expect(again).toEqual({ player: held.player, changed: false });
    expect(holdStake(player(39, 5), { challengeId: 'c1', coins: 40, gems: 0 })).toEqual({ refusal: 'NOT_ENOUGH_COINS', cost: 40, balance: 39 });
    expect(holdStake(player(40, 1), { challengeId: 'c1', coins: 40, gems: 2 })).toEqual({ refusal: 'NOT_ENOUGH_GEMS', cost: 2, balance: 1 });
  });

  it('releases once: the payout is credited once and a hold after the release is refused', () => {
    const held = holdStake(player(100, 5), { challengeId: 'c1', coins: 40, gems: 2 });
    if ('refusal' in held) throw new Error('refused');
    const won = releaseStake(held.player, 'c1', { coins: 80, gems: 4 });
    expect(won.player).toMatchObject({ coins: 140, gems: 7 });
    expect(won.player.duels?.held).toEqual([]);
    expect(releaseStake(won.player, 'c1', { coins: 80, gems: 4 })).toMatchObject({ changed: false, player: won.player });
    expect(holdStake(won.player, { challengeId: 'c1', coins: 40, gems: 2 })).toEqual({ refusal: 'CLOSED' });
  });

  it('a refund pays back exactly the hold; a release of nothing held credits nothing but closes the id', () => {
    const held = holdStake(player(100, 5), { challengeId: 'c1', coins: 40, gems: 2 });
    if ('refusal' in held) throw new Error('refused');
    expect(releaseStake(held.player, 'c1', 'OWN').player).toMatchObject({ coins: 100, gems: 5 });
    expect(releaseStake(held.player, 'c1', 'NOTHING').player).toMatchObject({ coins: 60, gems: 3 });
    const none = releaseStake(player(10, 0), 'c9', 'OWN');
    expect(none.player).toMatchObject({ coins: 10, gems: 0 });
    expect(holdStake(none.player, { challengeId: 'c9', coins: 1, gems: 0 })).toEqual({ refusal: 'CLOSED' });
  });

  it('keeps coins: a win moves the loser wager to the winner, a draw gives each their own', () => {
    for (const winner of ['a', 'b', null] as const) {
      let a = player(100, 3);
      let b = player(70, 2);
      const h1 = holdStake(a, { challengeId: 'c1', coins: 40, gems: 2 });
      const h2 = holdStake(b, { challengeId: 'c1', coins: 40, gems: 2 });
      if ('refusal' in h1 || 'refusal' in h2) throw new Error('refused');
      const c = challenge({ status: 'COMPLETED', winnerId: winner });
      const pay = payoutsOf(c);
      a = releaseStake(h1.player, 'c1', pay.challenger).player;
      b = releaseStake(h2.player, 'c1', pay.opponent).player;
      expect(a.coins + b.coins).toBe(170);
      expect(a.gems + b.gems).toBe(5);
    }
  });
});
