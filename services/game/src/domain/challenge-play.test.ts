import { describe, expect, it } from 'vitest';
import { CHALLENGE_TOPICS } from '@mathquest/contracts';
import { skillsOfTopics } from './maths-engine.js';
import { advanceChallengePlay, challengePlayable, challengePlayFinished, challengeProblemChoice, newChallengePlay, seedDigest } from './challenge-play.js';

const play = () => newChallengePlay({ challengeId: 'c1', seed: 'a'.repeat(32), topic: 'Fractions', problemCount: 2, timeLimit: 30 }, 's1');

describe('challenge play', () => {
  it('may start only an ACTIVE challenge before its deadline (docs/adr/0160)', () => {
    const at = new Date('2026-05-01T10:00:00Z');
    const later = new Date(at.getTime() + 1);
    expect(challengePlayable({ status: 'ACTIVE', expiresAt: later }, at)).toBe(true);
    expect(challengePlayable({ status: 'ACTIVE', expiresAt: at }, at)).toBe(false);
    for (const status of ['COMPLETED', 'EXPIRED', 'CANCELLED']) expect(challengePlayable({ status, expiresAt: later }, at)).toBe(false);
  });

  it('draws the same problem for the same seed and index whatever the order of the skills', () => {
    const a = challengeProblemChoice('seed-1', 3, ['b', 'a', 'c']);
    const b = challengeProblemChoice('seed-1', 3, ['c', 'b', 'a']);
    expect(a).toEqual(b);
    expect(a?.seed).toBe('seed-1:3');
    expect(challengeProblemChoice('seed-1', 0, [])).toBeNull();
  });

  it('scores a correct answer in time 100 plus the seconds left, a wrong or late one 0, and finishes at problemCount', () => {
    const first = advanceChallengePlay(play(), { sessionId: 's1', isCorrect: true, timeSpent: 12 })!;
    expect(first).toMatchObject({ finished: false, points: 118 });
    expect(first.play).toMatchObject({ answered: 1, correct: 1, score: 118, time: 12, status: 'ACTIVE' });
    const late = advanceChallengePlay(first.play, { sessionId: 's1', isCorrect: true, timeSpent: 31 })!;
    expect(late).toMatchObject({ finished: true, points: 0 });
    expect(late.play).toMatchObject({ answered: 2, correct: 2, score: 118, time: 43, status: 'FINISHED' });
    expect(challengePlayFinished(late.play, 's1')).toBe(true);
    // A finished play, or another session's answer, is not advanced.
    expect(advanceChallengePlay(late.play, { sessionId: 's1', isCorrect: true, timeSpent: 1 })).toBeNull();
    expect(advanceChallengePlay(play(), { sessionId: 'other', isCorrect: true, timeSpent: 1 })).toBeNull();
  });

  it('digests the seed so engagement can check it without the game storing anything', () => {
    expect(seedDigest('x')).toMatch(/^[0-9a-f]{64}$/);
    expect(seedDigest('x')).not.toBe(seedDigest('y'));
  });
});

describe('challenge topics', () => {
  it.each(CHALLENGE_TOPICS)('%s has skills to draw problems from', (topic) => {
    expect(skillsOfTopics([topic]).length).toBeGreaterThan(0);
  });
});
