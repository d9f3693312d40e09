import { describe, expect, it } from 'vitest';
import { createLiveCache } from './live-cache.js';

const MINUTE = 60_000;

function clock() {
  let t = 1_000;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe('createLiveCache', () => {
  it('forgets the least recently used entry beyond its count', () => {
    const c = createLiveCache<string, number>({ max: 2, idleMs: 10 * MINUTE });
    c.set('a', 1);
    c.set('b', 2);
    c.get('a');
    c.set('c', 3);
    expect([c.get('a'), c.get('b'), c.get('c'), c.size]).toEqual([1, undefined, 3, 2]);
  });

  it('keeps within its estimated size', () => {
    const c = createLiveCache<string, string>({ max: 100, idleMs: 10 * MINUTE, maxBytes: 10, sizeOf: (v) => v.length });
    c.set('a', 'xxxx');
    c.set('b', 'yyyy');
    c.set('c', 'zzzz');
    expect([c.get('a'), c.get('b'), c.get('c')]).toEqual([undefined, 'yyyy', 'zzzz']);
  });

  it('drops an entry nobody read or wrote for the idle time, and keeps one in use', () => {
    const time = clock();
    const c = createLiveCache<string, number>({ max: 100, idleMs: 10 * MINUTE, now: time.now });
    c.set('idle', 1);
    c.set('playing', 2);
    for (let minute = 0; minute < 12; minute++) {
      time.advance(MINUTE);
      expect(c.get('playing')).toBe(2);
    }
    expect(c.get('idle')).toBeUndefined();
  });

  it('counts asking whether a key is held as a read', () => {
    const time = clock();
    const c = createLiveCache<string, true>({ max: 100, idleMs: 10 * MINUTE, now: time.now });
    c.set('asked', true);
    c.set('forgotten', true);
    for (let minute = 0; minute < 12; minute++) {
      time.advance(MINUTE);
      expect(c.has('asked')).toBe(true);
    }
    expect(c.has('forgotten')).toBe(false);
    expect(c.has('never')).toBe(false);
  });

  it('drops the idle entries nobody asks for again when it is written, so its memory follows the live users', () => {
    const time = clock();
    const c = createLiveCache<string, number>({ max: 10_000, idleMs: 5 * MINUTE, now: time.now });
    // One student a second for twenty minutes, each gone after their turn.
    for (let second = 0; second < 20 * 60; second++) {
      c.set(`student-${second}`, second);
      time.advance(1_000);
    }
    // The last five minutes' students, and at most a minute's more not yet purged.
    expect(c.size).toBeGreaterThanOrEqual(5 * 60);
    expect(c.size).toBeLessThanOrEqual(6 * 60 + 1);
    expect(c.get('student-0')).toBeUndefined();
    expect(c.get(`student-${20 * 60 - 1}`)).toBe(20 * 60 - 1);
  });

  it('refuses bounds that bound nothing', () => {
    expect(() => createLiveCache({ max: 1, idleMs: 0 })).toThrow(/idleMs/);
    expect(() => createLiveCache({ max: 1, idleMs: 1, maxBytes: 10 })).toThrow(/sizeOf/);
  });
});
