import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { LocalWindowLimiter } from './local-limiter.js';
import { strictCheck, throttle, type RedisLimitCheck } from './strict-limits.js';

const request = {} as FastifyRequest;
const keyOf = () => 'login:ip:1.2.3.4';

describe('strictCheck', () => {
  it('reports what Redis decided', async () => {
    const over: RedisLimitCheck = async () => ({ isAllowed: false, key: 'k', ttlInSeconds: 42, isExceeded: true });
    const under: RedisLimitCheck = async () => ({ isAllowed: false, key: 'k', ttlInSeconds: 42, isExceeded: false });
    const fallback = new LocalWindowLimiter(1, 60_000);
    expect(await strictCheck(keyOf, over, fallback, () => {})(request)).toEqual({ key: 'login:ip:1.2.3.4', exceeded: true, retryAfterS: 42 });
    expect(await strictCheck(keyOf, under, fallback, () => {})(request)).toEqual({ key: 'login:ip:1.2.3.4', exceeded: false, retryAfterS: 0 });
  });

  it('counts in memory under the same key when Redis fails, and reports the failure', async () => {
    const broken: RedisLimitCheck = async () => {
      throw new Error('Connection is closed.');
    };
    const onError = vi.fn();
    const check = strictCheck(keyOf, broken, new LocalWindowLimiter(2, 60_000, () => 0), onError);
    const verdicts = [await check(request), await check(request), await check(request)];
    expect(verdicts.map((v) => v?.exceeded)).toEqual([false, false, true]);
    expect(verdicts[2]?.retryAfterS).toBe(60);
    expect(onError).toHaveBeenCalledTimes(3);
  });

  it('does not apply (and asks nobody) when the request has no key', async () => {
    const viaRedis = vi.fn<RedisLimitCheck>();
    expect(await strictCheck(() => undefined, viaRedis, new LocalWindowLimiter(1, 60_000), () => {})(request)).toBeUndefined();
    expect(viaRedis).not.toHaveBeenCalled();
  });
});

describe('throttle', () => {
  it('emits at most once per interval and says how many calls it swallowed', () => {
    let t = 0;
    const every = throttle(60_000, () => t);
    const lines: number[] = [];
    for (let i = 0; i < 5; i++) every((n) => lines.push(n));
    t = 60_000;
    every((n) => lines.push(n));
    expect(lines).toEqual([0, 4]);
  });
});
