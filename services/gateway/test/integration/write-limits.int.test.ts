import { createService, type ServiceApp } from '@mathquest/service-kit';
import { testInfra } from '@mathquest/service-kit/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisWindowCounts, SharedWindowLimiter } from '../../src/plugins/limits/shared-limiter.js';
import { gatewayConfig, hex, postFrom, readyGateway, urlOf } from '../helpers/stack.js';

/**
 * The write limit per IP (docs/adr/0054): decided in each gateway instance at once, added up
 * across instances in Redis a few times a second. Clocks are pinned 30 s into a window.
 */
const MID_WINDOW = Date.UTC(2030, 0, 1, 12, 0, 30);
const closers: Array<() => Promise<unknown>> = [];
let game: ServiceApp;
beforeAll(async () => {
  game = createService({ name: 'game', logLevel: 'silent' });
  game.post('/api/game/write', async () => ({ success: true, data: {} }));
  await game.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.allSettled(closers.map((close) => close()));
  await game?.close();
});

describe('write limit', () => {
  it('refuses the write after max from one IP with 429 and Retry-After, and counts IPs apart', async () => {
    const gw = await readyGateway(await gatewayConfig({ GAME_URL: urlOf(game) }, { WRITE_RATE_LIMIT_MAX: '3' }), { now: () => MID_WINDOW });
    closers.push(() => gw.close());
    const ip = '10.1.2.3';
    for (let i = 0; i < 3; i++) expect((await postFrom(gw, ip, '/api/game/write', {})).statusCode, `write ${i + 1}`).toBe(200);
    const refused = await postFrom(gw, ip, '/api/game/write', {});
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
    expect((await postFrom(gw, '10.250.0.1', '/api/game/write', {})).statusCode).toBe(200);
  });

  it('adds up the instances’ counts in Redis: one refuses what the IP wrote through the other', async () => {
    const redis = new Redis(testInfra().redisUrl);
    closers.push(async () => redis.quit());
    const prefix = `gw-test-${hex()}:write:ip:`;
    const instance = () => new SharedWindowLimiter({ max: 4, windowMs: 60_000, counts: redisWindowCounts(redis), prefix, now: () => MID_WINDOW });
    const [one, two] = [instance(), instance()];
    const ip = '10.2.3.4';
    expect([one.hit(ip), one.hit(ip), one.hit(ip), one.hit(ip)]).toEqual([0, 0, 0, 0]);
    await one.sync();
    const key = `${prefix}${ip}:${Math.floor(MID_WINDOW / 60_000)}`;
    expect(await redis.get(key)).toBe('4');
    expect(await redis.pttl(key)).toBeGreaterThan(60_000);
    // two has counted nothing itself: its first write passes; its sync brings back both instances' total.
    expect(two.hit(ip)).toBe(0);
    await two.sync();
    expect(await redis.get(key)).toBe('5');
    expect(two.hit(ip)).toBe(30); // two alone counted 2 of 4
  });
});
