/**
 * A live room's players each read the round's problem in their own language (docs/adr/0204): the
 * room draws one problem (skill, difficulty, seed) and every instance words it for each language's
 * members, the language coming from the token's `lang` claim. One English and one Spanish player,
 * on two instances sharing the harness's Redis: the same problem and answer, each worded in the
 * player's language, the same answer accepted from both, nudges in each player's language.
 */
import { randomUUID } from 'node:crypto';
import type { RoomReply, RoomView } from '@mathquest/contracts';
import { checkAnswer } from '@mathquest/maths';
import { testInfra } from '@mathquest/service-kit/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomProblem } from '../../src/domain/room-problems.js';
import { createRoomRepository } from '../../src/repositories/room-repository.js';
import { claims, eventually, sign, startCluster, type ClientSocket, type Cluster } from '../helpers/realtime.js';

const WAIT_MS = 15_000;
/** Rounds end early once everyone answered; the countdown is long so a slow machine never runs it out. */
const TIMINGS = { startingMs: 200, roundMs: 15_000, reviewMs: 300, reconnectMs: 30_000 };
/** Its one skill of grade 5 or below (the host's grade) is a word problem, written in Spanish too. */
const TOPIC = 'Word problems';
const ROUNDS = [1, 2, 3];

interface Player {
  socket: ClientSocket;
  states: RoomView[];
}

let redis: Redis;
let cluster: Cluster;

beforeAll(async () => {
  redis = new Redis(testInfra().redisUrl);
  cluster = await startCluster(2, { roomTimings: TIMINGS, roomTickMs: 50 });
});
afterAll(async () => {
  await cluster?.close();
  redis?.disconnect();
});

async function player(instance: number, lang?: string): Promise<Player> {
  const userId = `u-${randomUUID().slice(0, 8)}`;
  const opened = await cluster.open(instance, sign(claims(userId, { username: `kid_${userId.slice(2, 6)}`, plan: 'PREMIUM', ...(lang ? { lang } : {}) })));
  expect(opened.outcome).toBe('connected');
  const p: Player = { socket: opened.socket, states: [] };
  opened.socket.on('room:state', (v) => p.states.push(v));
  return p;
}

const call = (p: Player, event: string, payload: object): Promise<RoomReply> =>
  (p.socket.timeout(10_000).emitWithAck as (e: string, x: object) => Promise<RoomReply>)(event, payload);

const room = (reply: RoomReply): RoomView => {
  if (!reply.ok) throw new Error(`${reply.error.code}: ${reply.error.message}`);
  return reply.room;
};

const lastState = (p: Player) => p.states.at(-1);

async function roundProblems(code: string) {
  const stored = await createRoomRepository(redis, cluster.durableSuffix).get(code);
  const ref = stored!.problem!;
  return { en: roomProblem(ref, 'en'), es: roomProblem(ref, 'es-US') };
}

describe('a live room in two languages', () => {
  it('shows each player the same problem in their language and accepts the same answer from both', async () => {
    const english = await player(0);
    const spanish = await player(1, 'es-US');
    const code = room(await call(english, 'room:create', {})).roomCode;
    room(await call(spanish, 'room:join', { roomCode: code }));
    await eventually(WAIT_MS, 'the host sees both players', async () => lastState(english)?.players.length === 2);
    room(await call(english, 'room:start', { roomCode: code, topic: TOPIC, rounds: ROUNDS.length }));

    for (const round of ROUNDS) {
      await eventually(WAIT_MS, `round ${round} reached both`, async () => [english, spanish].every((p) => lastState(p)?.status === 'ROUND' && lastState(p)?.round === round));
      const { en, es } = await roundProblems(code);
      expect(es.language).toBe('es-US');
      expect(es.answer.canonical).toBe(en.answer.canonical);
      expect(es.question.text).not.toBe(en.question.text);
      // Each reads the round's problem in their own language: the same topic, picture and answer format.
      expect(lastState(english)!.problem).toMatchObject({ question: en.question.text, topic: TOPIC, answerFormat: en.answer.format });
      expect(lastState(spanish)!.problem).toMatchObject({ question: es.question.text, topic: TOPIC, answerFormat: es.answer.format });
      expect(lastState(spanish)!.problem!.diagram).toEqual(lastState(english)!.problem!.diagram);

      // A form the checker cannot read is nudged in each player's language.
      const nudgeEs = await call(spanish, 'room:answer', { roomCode: code, round, answer: '???' });
      expect(nudgeEs).toMatchObject({ ok: true, result: { verdict: 'nudge', message: checkAnswer('???', es.answer, 'es-US').message } });
      const nudgeEn = await call(english, 'room:answer', { roomCode: code, round, answer: '???' });
      expect(nudgeEn).toMatchObject({ ok: true, result: { verdict: 'nudge', message: checkAnswer('???', en.answer).message } });
      expect((nudgeEs as { result: { message: string } }).result.message).not.toBe((nudgeEn as { result: { message: string } }).result.message);
      // The acknowledgement words the room in the caller's language too.
      expect(room(nudgeEs).problem!.question).toBe(es.question.text);

      // The same answer is right for both.
      const answer = en.answer.canonical;
      expect(await call(spanish, 'room:answer', { roomCode: code, round, answer })).toMatchObject({ ok: true, result: { verdict: 'accept', isCorrect: true } });
      expect(await call(english, 'room:answer', { roomCode: code, round, answer })).toMatchObject({ ok: true, result: { verdict: 'accept', isCorrect: true } });

      // The review shows each the answer as their problem writes it.
      await eventually(WAIT_MS, `round ${round}'s review reached both`, async () =>
        [english, spanish].every((p) => (lastState(p)?.status === 'REVIEW' && lastState(p)?.round === round) || (lastState(p)?.round ?? 0) > round || lastState(p)?.status === 'FINISHED'),
      );
      const review = (p: Player) => p.states.find((s) => s.status === 'REVIEW' && s.round === round);
      expect(review(english)?.correctAnswer).toBe(en.answer.canonical);
      expect(review(spanish)?.correctAnswer).toBe(es.answer.canonical);
    }
    await eventually(WAIT_MS, 'both saw the results', async () => [english, spanish].every((p) => lastState(p)?.status === 'FINISHED'));
    const finals = [english, spanish].map((p) => lastState(p)!.players.map((x) => [x.userId, x.score, x.correctCount]));
    expect(finals[1]).toEqual(finals[0]);
    expect(lastState(spanish)!.players.every((x) => x.correctCount === ROUNDS.length)).toBe(true);
  });
});
