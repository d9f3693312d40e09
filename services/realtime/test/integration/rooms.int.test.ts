/**
 * Live rooms on two realtime instances sharing the harness's Redis (docs/adr/0130, 0131, 0132):
 * players on either instance play the same rounds; every graded answer's scoreboard reaches every
 * member exactly once; when the instance holding some players stops, the room (in Redis) loses
 * nothing and those players take their seats and scores back through the other instance, which
 * alone carries the game on. When an instance is killed outright (SIGKILL, no shutdown code runs),
 * the survivor finds it dead from its lapsed beat and marks its players away (docs/adr/0133).
 *
 * "Exactly once" is counted per (round, answering player) on each client, and only after the
 * FINISHED state arrived: that state is emitted after the last scoreboard and at least one review
 * later, so a copy of any scoreboard would have arrived before it.
 */
import { randomUUID } from 'node:crypto';
import { ROOM_MAX_PLAYERS, MULTIPLAYER_PREMIUM_MESSAGE, type RoomReply, type RoomScoreboard, type RoomView } from '@mathquest/contracts';
import { testInfra } from '@mathquest/service-kit/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngagementFactsRepository } from '../../src/repositories/engagement-facts-repository.js';
import { roomProblem } from '../../src/domain/room-problems.js';
import { createRoomRepository } from '../../src/repositories/room-repository.js';
import { claims, eventually, sign, startCluster, type ClientSocket, type Cluster } from '../helpers/realtime.js';
import { startRealtimeProcess, type RealtimeProcess } from '../helpers/realtime-process.js';

const WAIT_MS = 15_000;
/** Rounds end early once everyone answered; the countdown is long so a slow machine never runs it out. */
const TIMINGS = { startingMs: 200, roundMs: 15_000, reviewMs: 300, reconnectMs: 30_000 };
const TOPIC = 'Adding & subtracting';
let redis: Redis;

beforeAll(() => {
  redis = new Redis(testInfra().redisUrl);
});
afterAll(() => redis?.disconnect());

interface Player {
  userId: string;
  socket: ClientSocket;
  states: RoomView[];
  boards: RoomScoreboard[];
}

const newUser = () => `u-${randomUUID().slice(0, 8)}`;

async function player(cluster: Cluster, instance: number | string, userId: string, plan = 'PREMIUM'): Promise<Player> {
  const opened = await cluster.open(instance, sign(claims(userId, { username: `kid_${userId.slice(2, 6)}`, plan })));
  expect(opened.outcome).toBe('connected');
  const p: Player = { userId, socket: opened.socket, states: [], boards: [] };
  opened.socket.on('room:state', (v) => p.states.push(v));
  opened.socket.on('room:scoreboard', (b) => p.boards.push(b));
  return p;
}

const call = <T extends Parameters<ClientSocket['emitWithAck']>[0]>(p: Player, event: T, payload: object): Promise<RoomReply> =>
  (p.socket.timeout(10_000).emitWithAck as (e: string, x: object) => Promise<RoomReply>)(event, payload);

const room = (reply: RoomReply): RoomView => {
  if (!reply.ok) throw new Error(`${reply.error.code}: ${reply.error.message}`);
  return reply.room;
};

const lastState = (p: Player) => p.states.at(-1);

async function rightAnswer(cluster: Cluster, code: string): Promise<string> {
  const stored = await createRoomRepository(redis, cluster.durableSuffix).get(code);
  return roomProblem(stored!.problem!).answer.canonical;
}

describe('live rooms on two instances', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster(2, { roomTimings: TIMINGS, roomTickMs: 50 });
  });
  afterAll(async () => cluster?.close());

  it('refuses free-plan students with the plan notice, unknown codes and a full room', async () => {
    const free = await player(cluster, 0, newUser(), 'FREE');
    expect(await call(free, 'room:create', {})).toEqual({ ok: false, error: { code: 'PLAN_LIMIT_REACHED', message: MULTIPLAYER_PREMIUM_MESSAGE } });
    const host = await player(cluster, 0, newUser());
    const code = room(await call(host, 'room:create', {})).roomCode;
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect(await call(free, 'room:join', { roomCode: code })).toMatchObject({ ok: false, error: { code: 'PLAN_LIMIT_REACHED' } });
    expect(await call(host, 'room:join', { roomCode: 'abc' })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
    const unknown = code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    expect(await call(host, 'room:join', { roomCode: unknown })).toMatchObject({ ok: false, error: { code: 'ROOM_NOT_FOUND' } });

    for (let i = 1; i < ROOM_MAX_PLAYERS; i++) {
      const p = await player(cluster, i % 2, newUser());
      expect((await call(p, 'room:join', { roomCode: code.toLowerCase() })).ok).toBe(true);
      p.socket.disconnect();
    }
    const late = await player(cluster, 1, newUser());
    expect(await call(late, 'room:join', { roomCode: code })).toMatchObject({ ok: false, error: { code: 'ROOM_FULL', message: expect.stringContaining('full') } });
  });

  it('plays a game across both instances: every scoreboard reaches every member once, and all see the same results', async () => {
    const host = await player(cluster, 0, newUser());
    const code = room(await call(host, 'room:create', {})).roomCode;
    const b = await player(cluster, 1, newUser());
    const c = await player(cluster, 1, newUser());
    room(await call(b, 'room:join', { roomCode: code }));
    room(await call(c, 'room:join', { roomCode: code }));
    const all = [host, b, c];
    await eventually(WAIT_MS, 'the lobby shows three players to the host', async () => lastState(host)?.players.length === 3);
    expect(await call(b, 'room:start', { roomCode: code, topic: TOPIC, rounds: 3 })).toMatchObject({ ok: false, error: { code: 'NOT_HOST' } });
    room(await call(host, 'room:start', { roomCode: code, topic: TOPIC, rounds: 3 }));

    for (const round of [1, 2, 3]) {
      await eventually(WAIT_MS, `round ${round} reached everyone`, async () => all.every((p) => lastState(p)?.status === 'ROUND' && lastState(p)?.round === round));
      const questions = new Set(all.map((p) => lastState(p)!.problem!.question));
      expect(questions.size).toBe(1);
      const answer = await rightAnswer(cluster, code);
      const hostReply = await call(host, 'room:answer', { roomCode: code, round, answer });
      expect(hostReply).toMatchObject({ ok: true, result: { verdict: 'accept', isCorrect: true } });
      expect(await call(host, 'room:answer', { roomCode: code, round, answer })).toMatchObject({ ok: false, error: { code: 'ALREADY_ANSWERED' } });
      expect(await call(b, 'room:answer', { roomCode: code, round, answer: '-999999' })).toMatchObject({ ok: true, result: { isCorrect: false, points: 0 } });
      expect(await call(c, 'room:answer', { roomCode: code, round, answer })).toMatchObject({ ok: true, result: { isCorrect: true } });
    }
    await eventually(WAIT_MS, 'everyone saw the results', async () => all.every((p) => lastState(p)?.status === 'FINISHED'));

    for (const p of all) {
      const seen = p.boards.map((x) => `${x.round}:${x.answeredBy}`).sort();
      const expected = [1, 2, 3].flatMap((r) => all.map((q) => `${r}:${q.userId}`)).sort();
      expect(seen).toEqual(expected);
    }
    const finals = all.map((p) => lastState(p)!.players.map((x) => [x.userId, x.score, x.correctCount, x.rank]));
    expect(finals[1]).toEqual(finals[0]);
    expect(finals[2]).toEqual(finals[0]);
    const byId = new Map(finals[0]!.map((x) => [x[0], x]));
    expect(byId.get(b.userId)).toEqual([b.userId, 0, 0, 3]);
    expect(byId.get(host.userId)![2]).toBe(3);
    expect(byId.get(c.userId)![2]).toBe(3);
    expect(lastState(host)!.correctAnswer).not.toBeNull();
  });

  it('hands the room to the next player when the host leaves', async () => {
    const host = await player(cluster, 0, newUser());
    const code = room(await call(host, 'room:create', {})).roomCode;
    const b = await player(cluster, 1, newUser());
    const c = await player(cluster, 0, newUser());
    room(await call(b, 'room:join', { roomCode: code }));
    room(await call(c, 'room:join', { roomCode: code }));
    room(await call(host, 'room:leave', { roomCode: code }));
    await eventually(WAIT_MS, 'both saw the new host', async () => [b, c].every((p) => lastState(p)?.hostId === b.userId && lastState(p)?.players.length === 2));
    expect(lastState(b)!.players.find((p) => p.userId === b.userId)!.isHost).toBe(true);
    room(await call(b, 'room:start', { roomCode: code, topic: TOPIC, rounds: 3 }));
  });
});

describe('a realtime instance stopping', () => {
  it('loses no room state, and its players reconnect through the other instance with score and seat', async () => {
    const cluster = await startCluster(2, { roomTimings: TIMINGS, roomTickMs: 50 });
    try {
      const host = await player(cluster, 0, newUser());
      const code = room(await call(host, 'room:create', {})).roomCode;
      const bId = newUser();
      const b = await player(cluster, 1, bId);
      room(await call(b, 'room:join', { roomCode: code }));
      room(await call(host, 'room:start', { roomCode: code, topic: TOPIC, rounds: 3 }));
      await eventually(WAIT_MS, 'round 1', async () => lastState(b)?.status === 'ROUND');
      const answer = await rightAnswer(cluster, code);
      const scored = await call(b, 'room:answer', { roomCode: code, round: 1, answer });
      expect(scored).toMatchObject({ ok: true, result: { isCorrect: true } });
      const points = scored.ok ? scored.result!.points : 0;

      // Instance 1 stops with b's socket on it.
      const stopping = cluster.instances[1]!;
      await stopping.close();
      cluster.instances.splice(1, 1);
      const stored = await createRoomRepository(redis, cluster.durableSuffix).get(code);
      expect(stored?.players.map((p) => [p.userId, p.score])).toEqual([
        [host.userId, 0],
        [bId, points],
      ]);

      // b's client reconnects to the remaining instance and rejoins by the code.
      const back = await player(cluster, 0, bId);
      const rejoined = room(await call(back, 'room:join', { roomCode: code }));
      expect(rejoined.players.find((p) => p.userId === bId)).toMatchObject({ score: points, correctCount: 1, connected: true });
      expect(rejoined.players).toHaveLength(2);

      // The remaining instance alone carries the game on, to both players.
      room(await call(host, 'room:answer', { roomCode: code, round: 1, answer }));
      await eventually(WAIT_MS, 'round 2 reached both', async () => [host, back].every((p) => lastState(p)?.status === 'ROUND' && lastState(p)?.round === 2));
      expect(lastState(back)!.players.find((p) => p.userId === bId)!.score).toBe(points);
    } finally {
      await cluster.close();
    }
  });
});

/**
 * A hard crash (docs/adr/0133): one instance runs as a process of its own and is killed with
 * SIGKILL while a room player's socket is on it, so none of its shutdown or disconnect code runs.
 * The surviving instance finds it dead from its lapsed beat and marks its players away.
 */
describe('a realtime instance crashing', () => {
  /** Beats every 100 ms, dead after 500 ms (production: 2 s and 6 s). */
  const LIVENESS = { instanceHeartbeatMs: 100, instanceDeadAfterMs: 500 };
  const LIVENESS_ENV = { INSTANCE_HEARTBEAT_MS: '100', INSTANCE_DEAD_AFTER_MS: '500' };
  /** Friends' presence on a short clock too (production: refreshed every 20 s, lapsed after 45 s, swept every 5 s). */
  const PRESENCE = { presenceRefreshMs: 300, presenceTtlMs: 1_500, presenceSweepMs: 200 };
  /** Marked away within the dead-after time, a heartbeat of the survivor's sweep and a generous margin for a loaded machine. */
  const AWAY_WITHIN_MS = 500 + 100 + 4_000;

  async function crashable(timings: typeof TIMINGS): Promise<{ cluster: Cluster; child: RealtimeProcess }> {
    const cluster = await startCluster(1, { roomTimings: timings, roomTickMs: 50, ...LIVENESS, ...PRESENCE });
    try {
      const child = await startRealtimeProcess({ adapterKey: cluster.durableSuffix, durableSuffix: cluster.durableSuffix, roomTimings: timings, roomTickMs: 50, ...PRESENCE }, LIVENESS_ENV);
      return { cluster, child };
    } catch (err) {
      await cluster.close();
      throw err;
    }
  }

  const seatsOf = (r: { players: Array<{ userId: string; score: number; correctCount: number }> } | null | undefined) =>
    r?.players.map((p) => [p.userId, p.score, p.correctCount]);
  const seatIn = (p: Player, userId: string) => lastState(p)?.players.find((x) => x.userId === userId);

  it("keeps the room, marks the killed instance's player away for the others (rounds stop waiting for them), and gives the seat back when they return", async () => {
    const { cluster, child } = await crashable(TIMINGS);
    try {
      const host = await player(cluster, 0, newUser());
      const code = room(await call(host, 'room:create', {})).roomCode;
      const bId = newUser();
      const b = await player(cluster, child.url, bId);
      const c = await player(cluster, 0, newUser());
      room(await call(b, 'room:join', { roomCode: code }));
      room(await call(c, 'room:join', { roomCode: code }));
      // c watches b's presence as a friend; b is online from the instance about to die.
      await createEngagementFactsRepository(redis).applyFriends(c.userId, [bId], Date.now());
      const offline: unknown[] = [];
      c.socket.on('friend:offline', (x) => offline.push(x));
      c.socket.emit('join:friends');
      b.socket.emit('user:online');
      const online: unknown[] = [];
      c.socket.on('friend:online', (x) => online.push(x));
      await eventually(WAIT_MS, 'c hears b is online', async () => {
        if (online.length === 0) c.socket.emit('join:friends');
        return online.length > 0;
      });

      room(await call(host, 'room:start', { roomCode: code, topic: TOPIC, rounds: 3 }));
      await eventually(WAIT_MS, 'round 1', async () => [host, b, c].every((p) => lastState(p)?.status === 'ROUND' && lastState(p)?.round === 1));
      const answer1 = await rightAnswer(cluster, code);
      const scored = await call(b, 'room:answer', { roomCode: code, round: 1, answer: answer1 });
      expect(scored).toMatchObject({ ok: true, result: { isCorrect: true } });
      room(await call(host, 'room:answer', { roomCode: code, round: 1, answer: answer1 }));
      room(await call(c, 'room:answer', { roomCode: code, round: 1, answer: '-999999' }));
      await eventually(WAIT_MS, 'round 2 reached everyone', async () => [host, b, c].every((p) => lastState(p)?.status === 'ROUND' && lastState(p)?.round === 2));
      const repo = createRoomRepository(redis, cluster.durableSuffix);
      const beforeCrash = await repo.get(code);

      // The instance holding b's socket dies without a word.
      await child.kill();
      const afterCrash = await repo.get(code);
      expect(seatsOf(afterCrash)).toEqual(seatsOf(beforeCrash));
      expect(afterCrash).toMatchObject({ hostId: host.userId, status: 'ROUND', round: 2 });
      expect(seatIn(host, bId)?.score).toBeGreaterThanOrEqual(100);

      await eventually(AWAY_WITHIN_MS, 'host and c see b as not connected', async () => [host, c].every((p) => seatIn(p, bId)?.connected === false));
      expect(seatsOf(await repo.get(code))).toEqual(seatsOf(beforeCrash)); // marked away, nothing else changed
      // The round no longer waits for b: the connected players' answers end it at once.
      const answer2 = await rightAnswer(cluster, code);
      room(await call(host, 'room:answer', { roomCode: code, round: 2, answer: answer2 }));
      expect(room(await call(c, 'room:answer', { roomCode: code, round: 2, answer: answer2 })).status).toBe('REVIEW');

      // b's client reconnects to the surviving instance within the seat time and rejoins by the code.
      const back = await player(cluster, 0, bId);
      const rejoined = room(await call(back, 'room:join', { roomCode: code }));
      expect(rejoined.players).toHaveLength(3);
      expect(rejoined.players.find((p) => p.userId === bId)).toMatchObject({ score: seatIn(host, bId)!.score, correctCount: 1, connected: true });
      await eventually(WAIT_MS, 'host and c see b back', async () => [host, c].every((p) => seatIn(p, bId)?.connected === true));
      await eventually(WAIT_MS, 'round 3 reached all three', async () => [host, back, c].every((p) => lastState(p)?.status === 'ROUND' && lastState(p)?.round === 3));
      expect(lastState(back)!.hostId).toBe(host.userId);

      // Friends' presence: b goes offline for c once b's presence lapses (its instance never said so).
      await eventually(WAIT_MS, 'c hears b went offline', async () => offline.length > 0);
      expect(offline).toEqual([{ userId: bId, username: `kid_${bId.slice(2, 6)}` }]);
    } finally {
      await child.kill();
      await cluster.close();
    }
  });

  it('frees the seat of a player who does not come back once the reconnect window lapses, and passes the host on', async () => {
    const timings = { ...TIMINGS, reconnectMs: 1_500 };
    const { cluster, child } = await crashable(timings);
    try {
      const hostId = newUser();
      const host = await player(cluster, child.url, hostId);
      const code = room(await call(host, 'room:create', {})).roomCode;
      const c = await player(cluster, 0, newUser());
      const d = await player(cluster, 0, newUser());
      room(await call(c, 'room:join', { roomCode: code }));
      room(await call(d, 'room:join', { roomCode: code }));
      await eventually(WAIT_MS, 'the lobby shows three players', async () => [c, d].every((p) => lastState(p)?.players.length === 3));

      const killedAt = Date.now();
      await child.kill();
      await eventually(AWAY_WITHIN_MS, 'c and d see the host as not connected', async () => [c, d].every((p) => seatIn(p, hostId)?.connected === false));
      expect(lastState(c)!.hostId).toBe(hostId); // still the host while the seat is kept

      await eventually(WAIT_MS, 'the seat is freed and the room passes to c', async () =>
        [c, d].every((p) => lastState(p)?.hostId === c.userId && lastState(p)?.players.length === 2),
      );
      expect(Date.now() - killedAt).toBeGreaterThanOrEqual(timings.reconnectMs);
      const stored = await createRoomRepository(redis, cluster.durableSuffix).get(code);
      expect(stored?.players.map((p) => p.userId)).toEqual([c.userId, d.userId]);
      expect(stored?.hostId).toBe(c.userId);
      // The new host runs the game.
      room(await call(c, 'room:start', { roomCode: code, topic: TOPIC, rounds: 3 }));
    } finally {
      await child.kill();
      await cluster.close();
    }
  });
});
