import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { removeMembersNaming, scanKeys } from '../../src/infra/redis-sweep.js';
import { testInfra } from '../../src/testing/index.js';

describe("an erasure's key-space sweep", () => {
  const redis = new Redis(testInfra().redisUrl);
  const space = `sweep${randomUUID().slice(0, 8)}`;
  afterAll(async () => {
    for await (const key of scanKeys(redis, [`${space}:*`])) await redis.del(key);
    redis.disconnect();
  });

  it('walks every key of the patterns past one SCAN page, and none outside them', async () => {
    const keys = Array.from({ length: 1_200 }, (_, i) => `${space}:a:${i}`);
    await redis.mset(...keys.flatMap((k) => [k, '1']));
    await redis.set(`${space}:b:1`, '1');
    await redis.set(`${space}x:a:1`, '1');
    const seen: string[] = [];
    for await (const key of scanKeys(redis, [`${space}:a:*`, `${space}:b:*`])) seen.push(key);
    expect(new Set(seen)).toEqual(new Set([...keys, `${space}:b:1`]));
    await redis.del(`${space}x:a:1`);
  });

  it('takes the id and the members holding it out of sets and sorted sets, and leaves the others', async () => {
    const id = randomUUID().replaceAll('-', '');
    const other = randomUUID().replaceAll('-', '');
    const board = `${space}:board`;
    await redis.zadd(board, 5, id, 3, `FRIENDS|${id}|`, 4, other, 2, `FRIENDS|${other}|`);
    const group = `${space}:group`;
    await redis.sadd(group, id, `seat:${id}`, other);
    // Enough other members that SSCAN/ZSCAN need several pages.
    await redis.sadd(group, ...Array.from({ length: 800 }, (_, i) => `m${i}`));
    expect(await removeMembersNaming(redis, 'zset', board, id)).toBe(2);
    expect(await redis.zrange(board, 0, -1)).toEqual([`FRIENDS|${other}|`, other]);
    expect(await removeMembersNaming(redis, 'set', group, id)).toBe(2);
    expect(await redis.sismember(group, other)).toBe(1);
    expect(await redis.scard(group)).toBe(801);
    expect(await removeMembersNaming(redis, 'set', group, id)).toBe(0);
  });
});
