import { describe, expect, it } from 'vitest';
import { checkReadiness, redisReady, withTimeout } from './readiness.js';

const pong = { ping: async () => 'PONG' };

describe('checkReadiness', () => {
  it('is ready when every upstream is reachable and Redis answers; names the unreachable and the degraded', async () => {
    const upstreams = { auth: 'http://auth', game: 'http://game' };
    const all = await checkReadiness(upstreams, pong, async () => 'ready');
    expect(all).toEqual({ ready: true, checks: { auth: 'ready', game: 'ready', redis: 'ready' }, notReady: [], degraded: [] });
    const authDown = await checkReadiness(upstreams, pong, async (base) => (base === 'http://auth' ? 'unreachable' : 'ready'));
    expect(authDown).toEqual({ ready: false, checks: { auth: 'unreachable', game: 'ready', redis: 'ready' }, notReady: ['auth'], degraded: [] });
    const gameDegraded = await checkReadiness(upstreams, pong, async (base) => (base === 'http://game' ? 'not_ready' : 'ready'));
    expect(gameDegraded).toEqual({ ready: true, checks: { auth: 'ready', game: 'not_ready', redis: 'ready' }, notReady: [], degraded: ['game'] });
    const noRedis = await checkReadiness(upstreams, { ping: () => Promise.reject(new Error('down')) }, async () => 'ready');
    expect(noRedis).toMatchObject({ ready: false, notReady: ['redis'] });
  });

  it('probes in parallel', async () => {
    const upstreams = { a: 'http://a', b: 'http://b', c: 'http://c' };
    let inFlight = 0;
    let most = 0;
    await checkReadiness(upstreams, pong, async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, 10));
      inFlight--;
      return 'ready';
    });
    expect(most).toBe(3);
  });
});

describe('redisReady', () => {
  it('is false when Redis errors or does not answer in time', async () => {
    expect(await redisReady({ ping: () => Promise.reject(new Error('down')) })).toBe(false);
    expect(await redisReady({ ping: () => new Promise<string>(() => {}) }, 20)).toBe(false);
    expect(await redisReady(pong)).toBe(true);
  });
});

describe('withTimeout', () => {
  it('returns the work’s value when it settles in time', async () => {
    expect(await withTimeout(Promise.resolve(1), 50, 0)).toBe(1);
  });
});
