/**
 * The liveness sweep on the harness's Redis (docs/adr/0133), driven step by step with a clock of
 * the test's own, so each case is one exact sequence: instances beat, one stops, another sweeps.
 * The rooms are real rooms in Redis, written through the room's compare-and-set.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AuthUser } from '@mathquest/service-kit';
import { testInfra } from '@mathquest/service-kit/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldSeatEntry, SWEEP_BATCH } from '../../src/domain/instance-liveness.js';
import { DEFAULT_TIMINGS } from '../../src/domain/room.js';
import { createInstanceRepository, type InstanceRepository } from '../../src/repositories/instance-repository.js';
import { createRoomRepository } from '../../src/repositories/room-repository.js';
import { RoomService, type Changed } from '../../src/use-cases/rooms.js';
import { SeatHolders } from '../../src/use-cases/seat-holders.js';

const LIVENESS = { heartbeatMs: 2_000, deadAfterMs: 6_000 };
let redis: Redis;

beforeAll(() => {
  redis = new Redis(testInfra().redisUrl);
});
afterAll(() => redis?.disconnect());

const student = (): AuthUser => {
  const id = `u-${randomUUID().slice(0, 8)}`;
  return { id, role: 'STUDENT', username: `kid_${id.slice(2, 6)}`, plan: 'PREMIUM', timeZone: 'UTC', gradeLevel: 5, sessionId: undefined };
};

/** Two instances A and B of a cluster of their own on one test clock (ms, from 1,000,000). */
function setUp(repoFor: (real: InstanceRepository) => InstanceRepository = (r) => r) {
  const cluster = `seats-${randomBytes(4).toString('hex')}`;
  const clock = { now: 1_000_000 };
  const now = () => clock.now;
  const rooms = new RoomService(createRoomRepository(redis, cluster), DEFAULT_TIMINGS, now);
  const instances = createInstanceRepository(redis, cluster);
  const a = new SeatHolders(repoFor(instances), rooms, 'A', LIVENESS, now);
  const b = new SeatHolders(instances, rooms, 'B', LIVENESS, now);
  const emitted: Changed[] = [];
  const emit = (c: Changed) => emitted.push(c);
  /** A room hosted by a player on A, joined by `players` held by `where`, as the socket handlers do (held before the join). */
  const roomWith = async (where: SeatHolders, players: AuthUser[]) => {
    const host = student();
    const room = await rooms.create(host);
    await a.hold(room.code, host.id, `s-${host.id}`);
    for (const p of players) {
      await where.hold(room.code, p.id, `s-${p.id}`);
      await rooms.join(p, room.code);
    }
    return { code: room.code, host };
  };
  const awayOf = async (code: string, userId: string) => (await rooms.get(code))?.players.find((p) => p.userId === userId)?.awaySince;
  return { cluster, clock, rooms, instances, a, b, emit, emitted, roomWith, awayOf };
}

describe('room players of a dead instance', () => {
  it('are marked away by a live instance once the dead one stopped beating, and the dead one is then forgotten', async () => {
    const t = setUp();
    const [p, q] = [student(), student()];
    const { code, host } = await t.roomWith(t.b, [p, q]);
    await t.a.beat(t.emit);
    await t.b.beat(t.emit);

    // Within the dead-after time nothing happens.
    t.clock.now += LIVENESS.deadAfterMs - 1;
    await t.a.beat(t.emit);
    await t.a.sweep(t.emit);
    expect(await t.awayOf(code, p.id)).toBeNull();
    expect(t.emitted).toEqual([]);

    // B beat no more: past the dead-after time, A marks its players away, each in one write.
    t.clock.now += 1;
    await t.a.sweep(t.emit);
    expect(await t.awayOf(code, p.id)).toBe(t.clock.now);
    expect(await t.awayOf(code, q.id)).toBe(t.clock.now);
    expect(await t.awayOf(code, host.id)).toBeNull();
    expect(t.emitted.filter((c) => c.after !== c.before)).toHaveLength(2);
    expect(await t.instances.liveInstances(0)).toEqual(['A']);
    expect(await t.instances.heldBy('B', 10)).toEqual([]);

    // A second sweep finds nothing left to do.
    t.emitted.length = 0;
    await t.a.sweep(t.emit);
    expect(t.emitted).toEqual([]);
  });

  it('are left connected when a live instance holds them too (another tab, or already back)', async () => {
    const t = setUp();
    const p = student();
    const { code } = await t.roomWith(t.b, [p]);
    await t.a.hold(code, p.id, 'second-tab');
    await t.a.beat(t.emit);
    await t.b.beat(t.emit);
    t.clock.now += LIVENESS.deadAfterMs;
    await t.a.beat(t.emit);
    await t.a.sweep(t.emit);
    expect(await t.awayOf(code, p.id)).toBeNull();
    expect(await t.instances.heldBy('A', 10)).toEqual(expect.arrayContaining([heldSeatEntry({ code, userId: p.id })]));
  });

  it('get the seat back when the player rejoins through a live instance while the sweep is marking them away', async () => {
    let rejoin: (() => Promise<void>) | null = null;
    // The rejoin lands between the sweep's "held by a live instance?" check and its write.
    const t = setUp((real) => ({
      ...real,
      async heldByAny(ids, entry) {
        const held = await real.heldByAny(ids, entry);
        const r = rejoin;
        rejoin = null;
        if (r) await r();
        return held;
      },
    }));
    const p = student();
    const { code } = await t.roomWith(t.b, [p]);
    await t.a.beat(t.emit);
    await t.b.beat(t.emit);
    t.clock.now += LIVENESS.deadAfterMs;
    await t.a.beat(t.emit);
    rejoin = async () => {
      await t.a.hold(code, p.id, 'new-socket');
      await t.rooms.join(p, code);
    };
    await t.a.sweep(t.emit);
    expect(rejoin).toBeNull();
    expect(await t.awayOf(code, p.id)).toBeNull();
    // Marked away, then given back: both writes emitted, the last one connected.
    const writes = t.emitted.filter((c) => c.after !== c.before);
    expect(writes.map((c) => c.after!.players.find((x) => x.userId === p.id)!.awaySince === null)).toEqual([false, true]);
  });

  it('are given back by their own instance when it beats again after being taken for dead (a long pause, not a crash)', async () => {
    const t = setUp();
    const p = student();
    const { code } = await t.roomWith(t.b, [p]);
    await t.a.beat(t.emit);
    await t.b.beat(t.emit);
    t.clock.now += LIVENESS.deadAfterMs;
    await t.a.beat(t.emit);
    await t.a.sweep(t.emit);
    expect(await t.awayOf(code, p.id)).toBe(t.clock.now);
    expect(await t.instances.heldBy('B', 10)).toEqual([]);

    t.clock.now += 100;
    await t.b.beat(t.emit);
    expect(await t.awayOf(code, p.id)).toBeNull();
    expect(await t.instances.heldBy('B', 10)).toEqual([heldSeatEntry({ code, userId: p.id })]);
    // Alive again: the next sweep leaves B alone.
    t.emitted.length = 0;
    await t.a.sweep(t.emit);
    expect(t.emitted).toEqual([]);
    expect(await t.awayOf(code, p.id)).toBeNull();
  });

  it(`handle at most ${SWEEP_BATCH} seats of a dead instance per sweep, the rest at the next`, async () => {
    const t = setUp();
    const players: AuthUser[] = [];
    const codes: string[] = [];
    for (let r = 0; r < 5; r++) {
      const group = Array.from({ length: 25 }, student);
      codes.push((await t.roomWith(t.b, group)).code);
      players.push(...group);
    }
    await t.a.beat(t.emit);
    await t.b.beat(t.emit);
    t.clock.now += LIVENESS.deadAfterMs;
    await t.a.beat(t.emit);
    const awayCount = async () => {
      let n = 0;
      for (const code of codes) n += (await t.rooms.get(code))!.players.filter((x) => x.awaySince !== null).length;
      return n;
    };
    await t.a.sweep(t.emit);
    expect(await awayCount()).toBe(SWEEP_BATCH);
    expect(await t.instances.heldBy('B', 200)).toHaveLength(players.length - SWEEP_BATCH);
    await t.a.sweep(t.emit);
    expect(await awayCount()).toBe(players.length);
    expect(await t.instances.liveInstances(0)).toEqual(['A']);
  });
});
