import { ROOM_MAX_PLAYERS } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { advance, createRoom, joinRoom, leaveRoom, markAway, markBack, nextDue, pointsFor, recordAnswer, RoomError, standings, startGame, type RoomState, type RoomTimings } from './room.js';
import { generateProblem } from '@mathquest/maths';
import { isRoomTopic, ROOM_DIFFICULTY, roomProblem, roomProblemRef, roomProblemView, roomTopics } from './room-problems.js';

const T: RoomTimings = { startingMs: 3_000, roundMs: 20_000, reviewMs: 4_000, reconnectMs: 30_000 };
const user = (id: string) => ({ userId: id, username: `kid_${id}`, grade: 5 });
const ref = (_r: RoomState, n: number) => ({ skillId: 'g4.nbt.add-subtract', difficulty: 2, seed: `s${n}` });

function errorCode(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof RoomError) return e.code;
    throw e;
  }
  return 'no error';
}

/** A room of host a and player b, started at t=0, in round 1 from t=3000 to t=23000. */
function inRound(): RoomState {
  let r = createRoom('ABC234', user('a'), 0, 'seed', T);
  r = joinRoom(r, user('b'), 0);
  r = startGame(r, 'a', { topic: 'Fractions', rounds: 3 }, 0, T);
  return advance(r, 3_000, T, ref)!;
}

describe('room rules', () => {
  it('gives a right answer 100 points and a speed bonus shrinking with the countdown, a wrong one none', () => {
    expect(pointsFor(true, 0, 0, 20_000)).toBe(150);
    expect(pointsFor(true, 10_000, 0, 20_000)).toBe(125);
    expect(pointsFor(true, 20_000, 0, 20_000)).toBe(100);
    expect(pointsFor(false, 0, 0, 20_000)).toBe(0);
  });

  it('moves LOBBY → STARTING → ROUND 1 → REVIEW → ROUND 2 … → FINISHED only when each deadline is due', () => {
    let r = createRoom('ABC234', user('a'), 0, 'seed', T);
    r = startGame(r, 'a', { topic: 'Fractions', rounds: 3 }, 0, T);
    expect(r.status).toBe('STARTING');
    expect(advance(r, 2_999, T, ref)).toBe(r);
    r = advance(r, 3_000, T, ref)!;
    expect([r.status, r.round, r.problem?.seed, r.phaseEndsAt]).toEqual(['ROUND', 1, 's1', 23_000]);
    r = advance(r, 23_000, T, ref)!;
    expect([r.status, r.phaseEndsAt]).toEqual(['REVIEW', 27_000]);
    r = advance(r, 27_000, T, ref)!;
    expect([r.status, r.round]).toEqual(['ROUND', 2]);
    r = advance(advance(r, 47_000, T, ref)!, 51_000, T, ref)!;
    expect([r.status, r.round]).toEqual(['ROUND', 3]);
    r = advance(advance(r, 71_000, T, ref)!, 75_000, T, ref)!;
    expect([r.status, r.phaseEndsAt]).toEqual(['FINISHED', null]);
    expect(nextDue(r, T)).toBeNull();
  });

  it('ends the round at once when every connected player has answered, and scores each answer once', () => {
    let r = inRound();
    r = recordAnswer(r, 'a', 1, 'accept', null, 13_000).room;
    expect(r.status).toBe('ROUND');
    expect(errorCode(() => recordAnswer(r, 'a', 1, 'accept', null, 13_500))).toBe('ALREADY_ANSWERED');
    r = recordAnswer(r, 'b', 1, 'reject', null, 14_000).room;
    expect([r.status, r.phaseEndsAt]).toEqual(['REVIEW', 18_000]);
    expect(standings(r).map((p) => [p.userId, p.score, p.correctCount, p.rank])).toEqual([
      ['a', 125, 1, 1],
      ['b', 0, 0, 2],
    ]);
  });

  it('refuses answers to another round or after the countdown', () => {
    const r = inRound();
    expect(errorCode(() => recordAnswer(r, 'a', 2, 'accept', null, 4_000))).toBe('ROUND_OVER');
    expect(errorCode(() => recordAnswer(r, 'a', 1, 'accept', null, 23_000))).toBe('ROUND_OVER');
    expect(errorCode(() => recordAnswer(r, 'z', 1, 'accept', null, 4_000))).toBe('NOT_IN_ROOM');
  });

  it('lets a nudged player answer again in the same round', () => {
    let r = inRound();
    r = recordAnswer(r, 'a', 1, 'nudge', 'value', 4_000).room;
    expect(r.players[0]!.nudges).toEqual({ round: 1, valueRevealing: 1, unreadable: 0 });
    r = recordAnswer(r, 'a', 1, 'accept', null, 5_000).room;
    expect(r.players[0]!.score).toBeGreaterThan(100);
  });

  it('only the host starts, once', () => {
    let r = joinRoom(createRoom('ABC234', user('a'), 0, 'seed', T), user('b'), 0);
    expect(errorCode(() => startGame(r, 'b', { topic: 'Mixed', rounds: 3 }, 0, T))).toBe('NOT_HOST');
    r = startGame(r, 'a', { topic: 'Mixed', rounds: 3 }, 0, T);
    expect(errorCode(() => startGame(r, 'a', { topic: 'Mixed', rounds: 3 }, 0, T))).toBe('ALREADY_STARTED');
  });

  it('hands the room to the next connected player when the host leaves, and removes an empty room', () => {
    let r = createRoom('ABC234', user('a'), 0, 'seed', T);
    r = joinRoom(joinRoom(r, user('b'), 1), user('c'), 2);
    r = markAway(r, 'b', 5);
    r = leaveRoom(r, 'a', 6)!;
    expect(r.hostId).toBe('c');
    r = leaveRoom(leaveRoom(r, 'b', 7)!, 'c', 8)!;
    expect(r).toBeNull();
  });

  it('keeps score and seat through a reconnection within the window, and frees the seat after it', () => {
    let r = inRound();
    r = recordAnswer(r, 'b', 1, 'accept', null, 3_000).room;
    r = markAway(r, 'b', 10_000);
    expect(nextDue(r, T)).toBe(23_000);
    r = joinRoom(r, user('b'), 39_999);
    expect(r.players.find((p) => p.userId === 'b')).toMatchObject({ score: 150, awaySince: null });

    r = markAway(r, 'a', 40_000);
    expect(advance(r, 69_999, T, ref)!.players.map((p) => p.userId)).toContain('a');
    const lapsed = advance(r, 70_000, T, ref)!;
    expect(lapsed.players.map((p) => p.userId)).toEqual(['b']);
    expect(lapsed.hostId).toBe('b');
  });

  it('gives an away seat back without a join, and changes nothing for a connected or unseated player', () => {
    let r = inRound();
    r = recordAnswer(r, 'b', 1, 'accept', null, 3_000).room;
    const away = markAway(r, 'b', 10_000);
    const back = markBack(away, 'b');
    expect(back.players.find((p) => p.userId === 'b')).toMatchObject({ score: 150, awaySince: null });
    expect(nextDue(back, T)).toBe(23_000);
    expect(markBack(back, 'b')).toBe(back);
    expect(markBack(back, 'nobody')).toBe(back);
  });

  it('a round waits for no one who lost the connection', () => {
    let r = inRound();
    r = recordAnswer(r, 'a', 1, 'accept', null, 4_000).room;
    r = markAway(r, 'b', 5_000);
    expect(r.status).toBe('REVIEW');
  });

  it(`refuses the ${ROOM_MAX_PLAYERS + 1}st player and anyone once the game has finished`, () => {
    let r = createRoom('ABC234', user('p0'), 0, 'seed', T);
    for (let i = 1; i < ROOM_MAX_PLAYERS; i++) r = joinRoom(r, user(`p${i}`), i);
    expect(r.players).toHaveLength(ROOM_MAX_PLAYERS);
    expect(errorCode(() => joinRoom(r, user('late'), 100))).toBe('ROOM_FULL');
    expect(joinRoom(r, user('p3'), 100).players).toHaveLength(ROOM_MAX_PLAYERS);
    expect(errorCode(() => joinRoom({ ...createRoom('ABC234', user('a'), 0, 's', T), status: 'FINISHED' }, user('b'), 1))).toBe('ROOM_FINISHED');
  });

  it('shares a rank between equal scores', () => {
    let r = inRound();
    r = { ...r, players: r.players.map((p) => ({ ...p, score: 100, correctCount: 1 })) };
    r = joinRoom(r, user('c'), 5);
    expect(standings(r).map((p) => p.rank)).toEqual([1, 1, 3]);
  });
});

describe('room problems', () => {
  it('draws the same problem for the same game and round on every instance, from the chosen topic', () => {
    const room = { topic: 'Fractions', hostGrade: 5, seedBase: 'abc123' };
    const a = roomProblemRef(room, 2);
    expect(roomProblemRef(room, 2)).toEqual(a);
    expect(roomProblem(a).topic).toBe('Fractions');
    expect(roomProblem(a).grade).toBeLessThanOrEqual(5);
    expect(roomProblem(a).question.text).toBe(roomProblem(roomProblemRef(room, 2)).question.text);
  });

  it("shows every player the problem's picture with the question (docs/maths/diagrams.md), null for a text-only problem", () => {
    const drawn = generateProblem('g4.md.area-perimeter', ROOM_DIFFICULTY, 'room-diagram');
    expect(drawn.diagram?.kind).toBe('polygon');
    expect(roomProblemView(drawn)).toMatchObject({ question: drawn.question.text, diagram: drawn.diagram });
    expect(roomProblemView(generateProblem('g4.oa.factors-list', ROOM_DIFFICULTY, 'room-diagram')).diagram).toBeNull();
  });

  it('offers Mixed and known topics only', () => {
    expect(roomTopics(5)[0]).toBe('Mixed');
    expect(roomTopics(5)).toContain('Fractions');
    expect(isRoomTopic('Fractions')).toBe(true);
    expect(isRoomTopic('Cooking')).toBe(false);
  });
});
