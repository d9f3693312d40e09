/**
 * The rules of a live room (docs/product/realtime.md#live-rooms, docs/adr/0130, 0131), pure: every
 * function takes the room and the time and returns the next room, or throws a RoomError with a
 * stable code. Storage and timers are the caller's: the repository writes a new room only if
 * nobody wrote since it was read (version check), so whichever instance applies a rule first wins
 * and the others re-read.
 */
import { ROOM_MAX_PLAYERS, ROOM_RECONNECT_WINDOW_MS, ROOM_ROUNDS_DEFAULT, type RoomErrorCode, type RoomPlayer, type RoomStatus } from '@mathquest/contracts';

export interface RoomTimings {
  /** 'Get ready' before the first round. */
  startingMs: number;
  /** A round's countdown. */
  roundMs: number;
  /** Showing the answer between rounds. */
  reviewMs: number;
  /** How long a player who lost the connection keeps the seat. */
  reconnectMs: number;
}

export const DEFAULT_TIMINGS: RoomTimings = { startingMs: 3_000, roundMs: 20_000, reviewMs: 4_000, reconnectMs: ROOM_RECONNECT_WINDOW_MS };

/** Points for a right answer, plus up to SPEED_BONUS for the time left on the countdown. */
export const CORRECT_POINTS = 100;
export const SPEED_BONUS = 50;

/** Which generator, difficulty and seed a round's problem is: any instance rebuilds the same problem from it. */
export interface ProblemRef {
  skillId: string;
  difficulty: number;
  seed: string;
}

export interface SeatedPlayer {
  userId: string;
  username: string;
  score: number;
  correctCount: number;
  joinedAt: number;
  /** When the connection was lost (ms); null while connected. */
  awaySince: number | null;
  /** The last round this player's answer was final in (0: none). */
  answeredRound: number;
  /** Form nudges given in the current round (see `gradeAnswer`'s attempt policy). */
  nudges: { round: number; valueRevealing: number; unreadable: number };
}

export interface RoomState {
  code: string;
  /** Bumped by every write; the repository's compare-and-set checks it. */
  version: number;
  hostId: string;
  hostGrade: number;
  createdAt: number;
  status: RoomStatus;
  topic: string | null;
  rounds: number;
  /** Current round, 1-based; 0 before the first. */
  round: number;
  /** Random per game: the round problems are drawn from it. */
  seedBase: string;
  problem: ProblemRef | null;
  roundStartedAt: number | null;
  /** When STARTING, ROUND or REVIEW ends. */
  phaseEndsAt: number | null;
  /** Seated players in joining order. */
  players: SeatedPlayer[];
  /** The review's length, for a round that ends early because everyone answered. */
  reviewMs: number;
}

export class RoomError extends Error {
  constructor(
    readonly code: RoomErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RoomError';
  }
}

export const ROOM_MESSAGES = {
  ROOM_NOT_FOUND: 'We could not find that room. Check the code and try again.',
  ROOM_FULL: `This room is full (${ROOM_MAX_PLAYERS} players). Ask your host for a new room.`,
  ROOM_FINISHED: 'That game has finished. Ask your host for a new room.',
  NOT_IN_ROOM: 'You are not in this room. Join it with its code first.',
  NOT_HOST: 'Only the host can start the game.',
  ALREADY_STARTED: 'The game has already started.',
  ROUND_OVER: 'Too late: that round is over.',
  ALREADY_ANSWERED: 'You have already answered this round.',
  UNKNOWN_TOPIC: 'Pick one of the topics in the list.',
  TRY_AGAIN: 'The room was busy. Please try again.',
} as const satisfies Partial<Record<RoomErrorCode, string>>;

const fail = (code: keyof typeof ROOM_MESSAGES): never => {
  throw new RoomError(code, ROOM_MESSAGES[code]);
};

export interface Joiner {
  userId: string;
  username: string;
  grade: number;
}

export function createRoom(code: string, host: Joiner, now: number, seedBase: string, timings: RoomTimings): RoomState {
  return {
    code,
    version: 0,
    hostId: host.userId,
    hostGrade: host.grade,
    createdAt: now,
    status: 'LOBBY',
    topic: null,
    rounds: ROOM_ROUNDS_DEFAULT,
    round: 0,
    seedBase,
    problem: null,
    roundStartedAt: null,
    phaseEndsAt: null,
    players: [newSeat(host, now)],
    reviewMs: timings.reviewMs,
  };
}

function newSeat(user: Joiner, now: number): SeatedPlayer {
  return { userId: user.userId, username: user.username, score: 0, correctCount: 0, joinedAt: now, awaySince: null, answeredRound: 0, nudges: { round: 0, valueRevealing: 0, unreadable: 0 } };
}

const seatOf = (room: RoomState, userId: string) => room.players.find((p) => p.userId === userId);

/** A new player takes a seat; a seated one (back within the reconnect window) keeps score and seat. */
export function joinRoom(room: RoomState, user: Joiner, now: number): RoomState {
  const seated = seatOf(room, user.userId);
  if (seated) return { ...room, players: room.players.map((p) => (p.userId === user.userId ? { ...p, awaySince: null } : p)) };
  if (room.status === 'FINISHED') fail('ROOM_FINISHED');
  if (room.players.length >= ROOM_MAX_PLAYERS) fail('ROOM_FULL');
  return { ...room, players: [...room.players, newSeat(user, now)] };
}

/**
 * The player gives up the seat. A leaving host hands the room to the next player in joining order,
 * connected players first. Null when nobody is left (the room is removed).
 */
export function leaveRoom(room: RoomState, userId: string, now: number): RoomState | null {
  if (!seatOf(room, userId)) return room;
  const players = room.players.filter((p) => p.userId !== userId);
  if (players.length === 0) return null;
  const next = { ...room, players, hostId: room.hostId === userId ? nextHost(players) : room.hostId };
  return endRoundIfAllAnswered(next, now);
}

function nextHost(players: readonly SeatedPlayer[]): string {
  return (players.find((p) => p.awaySince === null) ?? players[0]!).userId;
}

/** The player's last connection went: the seat is kept for the reconnect window. */
export function markAway(room: RoomState, userId: string, now: number): RoomState {
  const seated = seatOf(room, userId);
  if (!seated || seated.awaySince !== null) return room;
  return endRoundIfAllAnswered({ ...room, players: room.players.map((p) => (p.userId === userId ? { ...p, awaySince: now } : p)) }, now);
}

/**
 * The player is connected again without a new join (their instance was wrongly taken for dead,
 * docs/adr/0133): an away seat is theirs again; anything else is unchanged.
 */
export function markBack(room: RoomState, userId: string): RoomState {
  const seated = seatOf(room, userId);
  if (!seated || seated.awaySince === null) return room;
  return { ...room, players: room.players.map((p) => (p.userId === userId ? { ...p, awaySince: null } : p)) };
}

export function startGame(room: RoomState, userId: string, settings: { topic: string; rounds: number }, now: number, timings: RoomTimings): RoomState {
  if (!seatOf(room, userId)) fail('NOT_IN_ROOM');
  if (room.hostId !== userId) fail('NOT_HOST');
  if (room.status !== 'LOBBY') fail('ALREADY_STARTED');
  return { ...room, status: 'STARTING', topic: settings.topic, rounds: settings.rounds, round: 0, phaseEndsAt: now + timings.startingMs };
}

/** Points for an answer: 100 and a speed bonus shrinking with the countdown; a wrong answer 0. */
export function pointsFor(isCorrect: boolean, answeredAt: number, roundStartedAt: number, roundEndsAt: number): number {
  if (!isCorrect) return 0;
  const total = Math.max(1, roundEndsAt - roundStartedAt);
  const left = Math.min(total, Math.max(0, roundEndsAt - answeredAt));
  return CORRECT_POINTS + Math.floor((SPEED_BONUS * left) / total);
}

/** Checks an answer may be taken now (ROUND, this round, not yet answered, before the countdown ends). */
export function assertCanAnswer(room: RoomState, userId: string, round: number, now: number): SeatedPlayer {
  const seated = seatOf(room, userId);
  if (!seated) return fail('NOT_IN_ROOM');
  if (room.status !== 'ROUND' || room.round !== round || room.phaseEndsAt === null || now >= room.phaseEndsAt) return fail('ROUND_OVER');
  if (seated.answeredRound === round) return fail('ALREADY_ANSWERED');
  return seated;
}

export type Verdict = 'accept' | 'reject' | 'nudge';

/**
 * Records a graded answer. accept and reject are final for the round (points added); a nudge is
 * counted so the attempt policy can grade the next try. When every connected player has answered,
 * the round ends at once.
 */
export function recordAnswer(room: RoomState, userId: string, round: number, verdict: Verdict, nudgeKind: 'value' | 'unreadable' | null, now: number): { room: RoomState; points: number } {
  const seated = assertCanAnswer(room, userId, round, now);
  if (verdict === 'nudge') {
    const n = seated.nudges.round === round ? seated.nudges : { round, valueRevealing: 0, unreadable: 0 };
    const nudges = nudgeKind === 'value' ? { ...n, valueRevealing: n.valueRevealing + 1 } : { ...n, unreadable: n.unreadable + 1 };
    return { room: { ...room, players: room.players.map((p) => (p.userId === userId ? { ...p, nudges } : p)) }, points: 0 };
  }
  const isCorrect = verdict === 'accept';
  const points = pointsFor(isCorrect, now, room.roundStartedAt ?? now, room.phaseEndsAt ?? now);
  const players = room.players.map((p) =>
    p.userId === userId ? { ...p, answeredRound: round, score: p.score + points, correctCount: p.correctCount + (isCorrect ? 1 : 0) } : p,
  );
  return { room: endRoundIfAllAnswered({ ...room, players }, now), points };
}

/** Nudges already given to this player in this round (for the attempt policy). */
export function nudgesOf(room: RoomState, userId: string): { valueRevealing: number; unreadable: number } {
  const s = seatOf(room, userId);
  return s && s.nudges.round === room.round ? { valueRevealing: s.nudges.valueRevealing, unreadable: s.nudges.unreadable } : { valueRevealing: 0, unreadable: 0 };
}

function endRoundIfAllAnswered(room: RoomState, now: number): RoomState {
  if (room.status !== 'ROUND') return room;
  const connected = room.players.filter((p) => p.awaySince === null);
  if (connected.length === 0 || connected.some((p) => p.answeredRound !== room.round)) return room;
  return { ...room, status: 'REVIEW', phaseEndsAt: now + room.reviewMs };
}

/**
 * Applies whatever is due at `now`: the phase deadline (STARTING → ROUND 1, ROUND → REVIEW,
 * REVIEW → next ROUND or FINISHED) and lapsed reconnect windows (the seat is freed, a host's room
 * handed over). `problemFor` draws round n's problem. Returns the same object when nothing was due;
 * null when the last player's seat lapsed.
 */
export function advance(room: RoomState, now: number, timings: RoomTimings, problemFor: (room: RoomState, round: number) => ProblemRef): RoomState | null {
  let next: RoomState = room;
  for (const p of room.players) {
    if (p.awaySince !== null && now >= p.awaySince + timings.reconnectMs) {
      const after = leaveRoom(next, p.userId, now);
      if (after === null) return null;
      next = after;
    }
  }
  if (next.phaseEndsAt !== null && now >= next.phaseEndsAt) {
    if (next.status === 'STARTING' || (next.status === 'REVIEW' && next.round < next.rounds)) {
      const round = next.round + 1;
      next = { ...next, status: 'ROUND', round, problem: problemFor(next, round), roundStartedAt: now, phaseEndsAt: now + timings.roundMs };
    } else if (next.status === 'ROUND') {
      next = { ...next, status: 'REVIEW', phaseEndsAt: now + timings.reviewMs };
    } else if (next.status === 'REVIEW') {
      next = { ...next, status: 'FINISHED', phaseEndsAt: null };
    }
  }
  return next;
}

/** When `advance` next has something to do (ms), or null. */
export function nextDue(room: RoomState, timings: RoomTimings): number | null {
  const times = room.players.filter((p) => p.awaySince !== null).map((p) => p.awaySince! + timings.reconnectMs);
  if (room.phaseEndsAt !== null) times.push(room.phaseEndsAt);
  return times.length ? Math.min(...times) : null;
}

/** The scoreboard: by score, then right answers, then joining order; equal score and right answers share a rank. */
export function standings(room: RoomState): RoomPlayer[] {
  const sorted = [...room.players].sort((a, b) => b.score - a.score || b.correctCount - a.correctCount || a.joinedAt - b.joinedAt);
  let rank = 0;
  return sorted.map((p, i) => {
    const prev = sorted[i - 1];
    if (!prev || prev.score !== p.score || prev.correctCount !== p.correctCount) rank = i + 1;
    return {
      userId: p.userId,
      username: p.username,
      score: p.score,
      correctCount: p.correctCount,
      rank,
      isHost: p.userId === room.hostId,
      connected: p.awaySince === null,
      answered: room.status !== 'LOBBY' && room.status !== 'STARTING' && p.answeredRound === room.round && room.round > 0,
    };
  });
}
