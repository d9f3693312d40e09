/**
 * Live rooms over the socket (docs/product/realtime.md#live-rooms, docs/adr/0130, 0131, 0132):
 * `room:create`, `room:join`, `room:start`, `room:answer` and `room:leave`, each answered through
 * its acknowledgement with a RoomReply; every member's sockets are in the room's Socket.IO room
 * and in its room for their language, so `room:scoreboard` (to the first) and `room:state` (to each
 * language's, worded in it: docs/adr/0204) reach them once through the Redis adapter whichever
 * instance holds them. Deadlines (countdowns, reconnect windows) sit in Redis; every instance's
 * ticker applies the due ones, and the compare-and-set lets exactly one of them write and emit.
 * Which instance holds each player's socket is recorded in Redis, and every instance beats there:
 * the players of an instance that stops beating (a crash) are marked away by the others (docs/adr/0133).
 */
import { LANGUAGES, RoomRequestEvents, type Language, type RoomErrorCode, type RoomReply, type RoomRequestEventName } from '@mathquest/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { RoomError, standings, type RoomState } from '../domain/room.js';
import type { Changed, RoomService } from '../use-cases/rooms.js';
import type { SeatHolders } from '../use-cases/seat-holders.js';
import type { RoomRepository } from '../repositories/room-repository.js';
import type { RealtimeServer, RealtimeSocket } from './types.js';

/** The Socket.IO room of a live room's members. */
export const liveRoom = (code: string) => `liveroom:${code}`;
/** The Socket.IO room of a live room's members who read `language` (the token's `lang`, docs/adr/0204). */
export const liveRoomIn = (code: string, language: Language) => `liveroom:${code}:${language}`;

export interface LiveRooms {
  /** Stops the ticker and waits for its round in flight. */
  stop(): Promise<void>;
}

export function handleLiveRooms(
  io: RealtimeServer,
  opts: { rooms: RoomService; repo: RoomRepository; holders: SeatHolders; log: FastifyBaseLogger; tickMs: number; heartbeatMs: number },
): LiveRooms {
  const { rooms, holders, log } = opts;

  /** Emits the room after a change this instance wrote: to each language's members, worded in their language. */
  const emitState = (changed: Changed) => {
    const after = changed.after;
    if (!after || after === changed.before) return;
    for (const language of LANGUAGES) io.to(liveRoomIn(after.code, language)).emit('room:state', rooms.view(after, language));
  };

  io.on('connection', (socket: RealtimeSocket) => {
    const user = socket.data.user;
    // The reader's language is the token's claim, never something the client says.
    const language: Language = user.language ?? 'en';
    const leaveRooms = (code: string) => Promise.all([socket.leave(liveRoom(code)), socket.leave(liveRoomIn(code, language))]);

    const enter = async (room: RoomState) => {
      const previous = socket.data.roomCode;
      if (previous && previous !== room.code) {
        await leaveRooms(previous);
        await holders.release(previous, user.id, socket.id);
      }
      socket.data.roomCode = room.code;
      await socket.join([liveRoom(room.code), liveRoomIn(room.code, language)]);
    };

    /**
     * The listener of a room call: parses the payload, runs the call, answers the acknowledgement;
     * errors become `ok: false` with a stable code. It takes what any client may send (unknown), so
     * it fits the declared listener of its event (RoomClientToServerEvents) as it is.
     */
    const roomCall =
      <K extends RoomRequestEventName>(name: K, run: (payload: ReturnType<(typeof RoomRequestEvents)[K]['parse']>) => Promise<RoomReply>) =>
      (payload: unknown, ack: unknown): void => {
        const reply = typeof ack === 'function' ? (r: RoomReply) => void ack(r) : () => {};
        const parsed = RoomRequestEvents[name].safeParse(payload ?? {});
        if (!parsed.success) {
          reply(failure('VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'Invalid request'));
          return;
        }
        run(parsed.data as ReturnType<(typeof RoomRequestEvents)[K]['parse']>).then(reply, (err: unknown) => {
          if (err instanceof RoomError) return reply(failure(err.code, err.message));
          log.warn({ err, userId: user.id, event: name }, 'room call failed');
          reply(failure('TRY_AGAIN', 'Something went wrong. Please try again.'));
        });
      };

    socket.on('room:create', roomCall('room:create', async () => {
      const room = await rooms.create(user);
      await holders.hold(room.code, user.id, socket.id);
      await enter(room);
      return { ok: true, room: rooms.view(room, language) };
    }));

    socket.on('room:join', roomCall('room:join', async ({ roomCode }) => {
      // Recorded as held here before the seat is taken, so a crashed instance's sweep sees it (docs/adr/0133).
      await holders.hold(roomCode, user.id, socket.id);
      const changed = await rooms.join(user, roomCode).catch(async (err: unknown) => {
        if (socket.data.roomCode !== roomCode) await holders.release(roomCode, user.id, socket.id);
        throw err;
      });
      const room = changed.after!;
      await enter(room);
      emitState(changed);
      return { ok: true, room: rooms.view(room, language) };
    }));

    socket.on('room:start', roomCall('room:start', async ({ roomCode, topic, rounds }) => {
      const changed = await rooms.start(user.id, roomCode, { topic, rounds });
      emitState(changed);
      return { ok: true, room: rooms.view(changed.after!, language) };
    }));

    socket.on('room:answer', roomCall('room:answer', async ({ roomCode, round, answer }) => {
      const changed = await rooms.answer(user.id, roomCode, round, answer, language);
      const room = changed.after!;
      if (changed.result.verdict !== 'nudge') {
        io.to(liveRoom(roomCode)).emit('room:scoreboard', { roomCode, round, players: standings(room), answeredBy: user.id });
        // The answer that completed the round ends it for everyone.
        if (room.status !== changed.before?.status) emitState(changed);
      }
      return { ok: true, room: rooms.view(room, language), result: changed.result };
    }));

    socket.on('room:leave', roomCall('room:leave', async ({ roomCode }) => {
      const changed = await rooms.leave(user.id, roomCode);
      await leaveRooms(roomCode);
      if (socket.data.roomCode === roomCode) delete socket.data.roomCode;
      await holders.release(roomCode, user.id, socket.id);
      emitState(changed);
      const room = changed.after ?? changed.before!;
      return { ok: true, room: rooms.view(room, language) };
    }));

    socket.on('disconnect', () => {
      const code = socket.data.roomCode;
      if (!code) return;
      void (async () => {
        await holders.release(code, user.id, socket.id).catch((err: unknown) => log.warn({ err, userId: user.id, code }, 'held seat not released'));
        // Another tab of the same player still in the room keeps them connected.
        const others = await io.in(liveRoom(code)).fetchSockets();
        if (others.some((s) => s.data.user.id === user.id && s.id !== socket.id)) return;
        emitState(await rooms.away(user.id, code));
        // A reconnection that landed on another instance while this was being written takes the seat back.
        const now = await io.in(liveRoom(code)).fetchSockets();
        if (now.some((s) => s.data.user.id === user.id)) emitState(await rooms.join(user, code));
      })().catch((err: unknown) => {
        if (!(err instanceof RoomError)) log.warn({ err, userId: user.id, code }, 'room seat not marked away');
      });
    });
  });

  // The deadlines of every room, applied by whichever instance sees them due first.
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = (async () => {
      for (const code of await opts.repo.dueCodes(Date.now(), 100)) {
        try {
          emitState(await rooms.tick(code));
        } catch (err) {
          if (!(err instanceof RoomError)) throw err;
        }
      }
    })()
      .catch((err: unknown) => log.warn({ err }, 'room deadlines not applied'))
      .finally(() => {
        busy = false;
      });
  }, opts.tickMs);
  timer.unref();

  // This instance's liveness, and the players of instances that stopped beating marked away. The
  // beat and the sweep run apart, so a long sweep never delays a beat (and makes this one look dead).
  const beat = background(() => holders.beat(emitState), (err) => log.warn({ err }, 'instance liveness not renewed'));
  const sweep = background(() => holders.sweep(emitState), (err) => log.warn({ err }, 'dead instances not swept'));
  const pulse = () => {
    beat.run();
    sweep.run();
  };
  pulse(); // registered as soon as it starts
  const heartbeat = setInterval(pulse, opts.heartbeatMs);
  heartbeat.unref();

  return {
    async stop() {
      clearInterval(timer);
      clearInterval(heartbeat);
      await running;
      await beat.idle();
      await sweep.idle();
    },
  };
}

/** A job run at most once at a time: `run` starts it unless it is still running. */
function background(job: () => Promise<void>, onError: (err: unknown) => void): { run(): void; idle(): Promise<void> } {
  let current: Promise<void> | null = null;
  return {
    run() {
      if (current) return;
      current = job()
        .catch(onError)
        .finally(() => {
          current = null;
        });
    },
    async idle() {
      await current;
    },
  };
}

const failure = (code: RoomErrorCode, message: string): RoomReply => ({ ok: false, error: { code, message } });
