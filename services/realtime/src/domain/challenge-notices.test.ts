import { describe, expect, it } from 'vitest';
import { checkNotice, recordOf, type ChallengeRecord } from './challenge-notices.js';

const record = (status: string): ChallengeRecord => ({ challengerId: 'ann', challengerName: 'Ann', opponentId: 'bob', opponentName: 'Bob', status });

describe('a client challenge notice', () => {
  it('send: the challenger tells the challenged, while the challenge waits for an answer', () => {
    for (const status of ['PENDING', 'ACCEPTING']) {
      expect(checkNotice('ann', { event: 'challenge:send', challengeId: 'c1', targetUserId: 'bob' }, record(status))).toEqual({
        deliver: { to: 'bob', name: 'challenge:received', payload: { challengeId: 'c1', opponentId: 'ann', opponentName: 'Ann' } },
      });
    }
  });

  it('accept and decline: the challenged tells the challenger, once the challenge is active or declined', () => {
    expect(checkNotice('bob', { event: 'challenge:accept', challengeId: 'c1', opponentId: 'ann' }, record('ACTIVE'))).toEqual({
      deliver: { to: 'ann', name: 'challenge:accepted', payload: { challengeId: 'c1', opponentId: 'bob', opponentName: 'Bob' } },
    });
    expect(checkNotice('bob', { event: 'challenge:decline', challengeId: 'c1', opponentId: 'ann' }, record('DECLINED'))).toEqual({
      deliver: { to: 'ann', name: 'challenge:declined', payload: { challengeId: 'c1', opponentId: 'bob', opponentName: 'Bob' } },
    });
  });

  it('refuses a notice from the wrong side, naming the wrong player, or of an unknown challenge', () => {
    const notFound = { refusal: 'CHALLENGE_NOT_FOUND' };
    // A third student, or the challenger claiming to have accepted their own challenge.
    expect(checkNotice('eve', { event: 'challenge:accept', challengeId: 'c1', opponentId: 'ann' }, record('ACTIVE'))).toMatchObject(notFound);
    expect(checkNotice('ann', { event: 'challenge:accept', challengeId: 'c1', opponentId: 'bob' }, record('ACTIVE'))).toMatchObject(notFound);
    // The challenged claiming to have sent it; the challenger naming someone else.
    expect(checkNotice('bob', { event: 'challenge:send', challengeId: 'c1', targetUserId: 'ann' }, record('PENDING'))).toMatchObject(notFound);
    expect(checkNotice('ann', { event: 'challenge:send', challengeId: 'c1', targetUserId: 'eve' }, record('PENDING'))).toMatchObject(notFound);
    expect(checkNotice('ann', { event: 'challenge:send', challengeId: 'c1', targetUserId: 'bob' }, null)).toMatchObject(notFound);
  });

  it('refuses a notice of a transition that has not happened (or was overtaken)', () => {
    const wrong = { refusal: 'CHALLENGE_WRONG_STATE' };
    expect(checkNotice('bob', { event: 'challenge:accept', challengeId: 'c1', opponentId: 'ann' }, record('PENDING'))).toMatchObject(wrong);
    expect(checkNotice('bob', { event: 'challenge:accept', challengeId: 'c1', opponentId: 'ann' }, record('ACCEPTING'))).toMatchObject(wrong);
    expect(checkNotice('bob', { event: 'challenge:decline', challengeId: 'c1', opponentId: 'ann' }, record('ACTIVE'))).toMatchObject(wrong);
    expect(checkNotice('ann', { event: 'challenge:send', challengeId: 'c1', targetUserId: 'bob' }, record('OPENING'))).toMatchObject(wrong);
    expect(checkNotice('ann', { event: 'challenge:send', challengeId: 'c1', targetUserId: 'bob' }, record('EXPIRED'))).toMatchObject(wrong);
  });

  it('reads the record hash; an empty or partial one is no record', () => {
    expect(recordOf({})).toBeNull();
    expect(recordOf({ challengerId: 'ann', status: 'PENDING' })).toBeNull();
    expect(recordOf({ challengerId: 'ann', challengerName: 'Ann', opponentId: 'bob', opponentName: 'Bob', status: 'PENDING', version: '2' })).toEqual(record('PENDING'));
  });
});
