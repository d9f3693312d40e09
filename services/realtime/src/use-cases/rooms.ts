/**
 * Room calls on top of the rules (domain/room.ts) and the Redis store (repositories/room-repository.ts):
 * read the room, apply a rule, write it back only if nobody wrote since (docs/adr/0131), else read
 * again. The caller emits what changed; only the instance whose write landed does.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { MULTIPLAYER_PREMIUM_MESSAGE, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, type RoomAnswerResult, type RoomView } from '@mathquest/contracts';
import type { Language, Problem } from '@mathquest/maths';
import type { AuthUser } from '@mathquest/service-kit';
import {
  advance,
  assertCanAnswer,
  createRoom,
  joinRoom,
  leaveRoom,
  markAway,
  markBack,
  nextDue,
  nudgesOf,
  recordAnswer,
  RoomError,
  ROOM_MESSAGES,
  standings,
  startGame,
  type ProblemRef,
  type RoomState,
  type RoomTimings,
} from '../domain/room.js';
import { gradeRoomAnswer, isRoomTopic, roomProblem, roomProblemRef, roomProblemView, roomTopics } from '../domain/room-problems.js';
import type { RoomRepository } from '../repositories/room-repository.js';

/** A nudge's words when the checker gave none of its own (it always does today), in the player's language. */
const CHECK_AGAIN: Readonly<Record<Language, string>> = {
  en: 'Check how you wrote your answer and try again.',
  'es-US': 'Revisa cómo escribiste tu respuesta y vuelve a intentarlo.',
};

/** Compare-and-set attempts before a call gives up with TRY_AGAIN (a class answering at once needs a few). */
const MAX_ATTEMPTS = 25;

export interface Changed {
  before: RoomState | null;
  after: RoomState | null;
}

export class RoomService {
  private readonly problems = new Map<string, Problem>();

  constructor(
    private readonly repo: RoomRepository,
    private readonly timings: RoomTimings,
    private readonly now: () => number = Date.now,
  ) {}

  /** Free-plan students have 'no multiplayer' (docs/product/accounts.md); teachers may host their class. */
  assertMayPlay(user: AuthUser): void {
    if (user.plan === 'FREE' && user.role !== 'TEACHER') throw new RoomError('PLAN_LIMIT_REACHED', MULTIPLAYER_PREMIUM_MESSAGE);
  }

  async create(user: AuthUser): Promise<RoomState> {
    this.assertMayPlay(user);
    for (let i = 0; i < 10; i++) {
      const room = createRoom(newRoomCode(), joiner(user), this.now(), randomBytes(6).toString('hex'), this.timings);
      if (await this.repo.compareAndSet(room.code, null, room, null)) return { ...room, version: 1 };
    }
    throw new RoomError('TRY_AGAIN', ROOM_MESSAGES.TRY_AGAIN);
  }

  async join(user: AuthUser, code: string): Promise<Changed> {
    this.assertMayPlay(user);
    return this.mutate(code, (room) => joinRoom(room, joiner(user), this.now()));
  }

  async leave(userId: string, code: string): Promise<Changed> {
    return this.mutate(code, (room) => leaveRoom(room, userId, this.now()));
  }

  async away(userId: string, code: string): Promise<Changed> {
    return this.mutate(code, (room) => markAway(room, userId, this.now()));
  }

  /** The player's socket is held by a live instance after all (docs/adr/0133): the seat is theirs again. */
  async back(userId: string, code: string): Promise<Changed> {
    return this.mutate(code, (room) => markBack(room, userId));
  }

  async start(userId: string, code: string, settings: { topic: string; rounds: number }): Promise<Changed> {
    if (!isRoomTopic(settings.topic)) throw new RoomError('UNKNOWN_TOPIC', ROOM_MESSAGES.UNKNOWN_TOPIC);
    return this.mutate(code, (room) => startGame(room, userId, settings, this.now(), this.timings));
  }

  /**
   * Grades the answer against the round's problem in the player's language (the checker and attempt
   * policy of /solo: the same value is right in every language, the nudges come in the player's) and records it.
   */
  async answer(userId: string, code: string, round: number, answer: string, language: Language = 'en'): Promise<Changed & { result: RoomAnswerResult }> {
    let result: RoomAnswerResult | null = null;
    const changed = await this.mutate(code, (room) => {
      const at = this.now();
      assertCanAnswer(room, userId, round, at);
      const grade = gradeRoomAnswer(this.problem(room.problem!, language), answer, nudgesOf(room, userId));
      const recorded = recordAnswer(room, userId, round, grade.verdict, grade.nudgeKind ?? null, at);
      result = {
        verdict: grade.verdict,
        isCorrect: grade.verdict === 'accept',
        points: recorded.points,
        message: grade.verdict === 'nudge' ? (grade.message ?? CHECK_AGAIN[language]) : null,
      };
      return recorded.room;
    });
    return { ...changed, result: result! };
  }

  /** Applies the deadlines due at this moment to one room (called by every instance's ticker). */
  async tick(code: string): Promise<Changed> {
    return this.mutate(code, (room) => advance(room, this.now(), this.timings, (r, n) => roomProblemRef(r, n)), { missingIsNull: true });
  }

  async get(code: string): Promise<RoomState | null> {
    return this.repo.get(code);
  }

  /** The room as a player reading `language` sees it: the round's problem and its answer worded in that language. */
  view(room: RoomState, language: Language = 'en'): RoomView {
    const problem = room.problem && (room.status === 'ROUND' || room.status === 'REVIEW' || room.status === 'FINISHED') ? this.problem(room.problem, language) : null;
    return {
      roomCode: room.code,
      status: room.status,
      hostId: room.hostId,
      topic: room.topic,
      rounds: room.rounds,
      round: room.round,
      roundSeconds: Math.round(this.timings.roundMs / 1000),
      maxPlayers: 30,
      players: standings(room),
      problem: problem && room.status !== 'FINISHED' ? roomProblemView(problem) : null,
      correctAnswer: problem && room.status !== 'ROUND' ? problem.answer.canonical : null,
      phaseEndsAt: room.phaseEndsAt === null ? null : new Date(room.phaseEndsAt).toISOString(),
      serverTime: new Date(this.now()).toISOString(),
      topics: roomTopics(room.hostGrade),
    };
  }

  dueAt(room: RoomState): number | null {
    return nextDue(room, this.timings);
  }

  private problem(ref: ProblemRef, language: Language): Problem {
    const key = `${ref.skillId}/${ref.difficulty}/${ref.seed}/${language}`;
    let p = this.problems.get(key);
    if (!p) {
      if (this.problems.size >= 1_000) this.problems.delete(this.problems.keys().next().value!);
      p = roomProblem(ref, language);
      this.problems.set(key, p);
    }
    return p;
  }

  /**
   * Reads the room, applies `rule`, writes the result if the room did not change meanwhile, else
   * tries again. A rule that returns the same object changes nothing and writes nothing.
   */
  private async mutate(code: string, rule: (room: RoomState) => RoomState | null, opts: { missingIsNull?: boolean } = {}): Promise<Changed> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const before = await this.repo.get(code);
      if (!before) {
        if (opts.missingIsNull) {
          await this.repo.forgetDue(code);
          return { before: null, after: null };
        }
        throw new RoomError('ROOM_NOT_FOUND', ROOM_MESSAGES.ROOM_NOT_FOUND);
      }
      const after = rule(before);
      if (after === before) return { before, after };
      const due = after ? this.dueAt(after) : null;
      if (await this.repo.compareAndSet(code, before.version, after, due)) return { before, after: after ? { ...after, version: before.version + 1 } : null };
    }
    throw new RoomError('TRY_AGAIN', ROOM_MESSAGES.TRY_AGAIN);
  }
}

const joiner = (user: AuthUser) => ({ userId: user.id, username: user.username, grade: user.gradeLevel ?? 6 });

/** Six characters from an alphabet without look-alikes (contracts' ROOM_CODE_ALPHABET). */
export function newRoomCode(): string {
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
  return code;
}
