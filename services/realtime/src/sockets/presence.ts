import { ClientSocketEvents } from '@mathquest/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { PRESENCE_REFRESH_MS, recordsActivity } from '../domain/presence.js';
import type { PresenceRepository } from '../repositories/presence-repository.js';
import { userRoom, type RealtimeServer, type RealtimeSocket } from './types.js';

export interface PresenceOptions {
  presence: PresenceRepository;
  log: FastifyBaseLogger;
  now?: () => number;
  /** How often this instance refreshes the presence of its online users (default PRESENCE_REFRESH_MS). */
  refreshMs?: number;
  /** Told of each change, for the friend events (sockets/friends.ts, docs/adr/0104). */
  hooks?: PresenceHooks;
}

/** What the friend events hear of presence: a user said online, an activity recorded, a refresh, the user's last socket gone. */
export interface PresenceHooks {
  online(userId: string, username: string): void;
  activity(userId: string, username: string, activity: { type: string; details?: string | undefined }): void;
  refreshed(userIds: readonly string[]): void;
  offline(userId: string): void;
}

/** The presence kept by one realtime instance. */
export interface PresenceTracker {
  /** Stops refreshing and removing presence (before the server closes its sockets). */
  stop(): void;
  /** Resolves once the presence writes started so far are done (shutdown, tests). */
  idle(): Promise<void>;
}

/**
 * `user:online` and `user:activity` (docs/adr/0071): validated with the contracts' schemas (an
 * invalid payload is ignored, the socket stays open), written to the user's presence in Redis.
 * While a socket that said `user:online` stays open, this instance refreshes its user's presence
 * (one round trip for all its users every refresh); when the user's last socket anywhere closes,
 * the presence is removed, else it expires by itself.
 */
export function trackPresence(io: RealtimeServer, opts: PresenceOptions): PresenceTracker {
  const now = opts.now ?? Date.now;
  /** The sockets of each user held here that said `user:online`. */
  const online = new Map<string, Set<string>>();
  /** Set by `stop`: the sockets closed by a shutdown reconnect elsewhere, so their presence is left to expire or be refreshed there. */
  let stopped = false;
  const pending = new Set<Promise<void>>();
  /** Runs a presence write in the background: a failure is logged, never thrown at a socket. */
  const track = (work: Promise<void>, what: string, userId: string) => {
    const p = work.catch((err: unknown) => opts.log.warn({ err, userId }, `presence not ${what}`)).finally(() => pending.delete(p));
    pending.add(p);
  };

  const goneOffline = async (userId: string) => {
    const left = await io.in(userRoom(userId)).fetchSockets();
    if (left.length === 0) {
      await opts.presence.clear(userId);
      opts.hooks?.offline(userId);
    }
  };

  io.on('connection', (socket: RealtimeSocket) => {
    const userId = socket.data.user.id;
    let activityRecordedAt: number | null = null;

    /** From now on this instance keeps the user's presence fresh while this socket is open. */
    const holdOnline = () => {
      let mine = online.get(userId);
      if (!mine) online.set(userId, (mine = new Set()));
      mine.add(socket.id);
    };

    socket.on('user:online', (...args: unknown[]) => {
      if (!ClientSocketEvents['user:online'].safeParse(args[0]).success || socket.disconnected) return;
      holdOnline();
      track(opts.presence.markOnline(userId, now()), 'marked online', userId);
      opts.hooks?.online(userId, socket.data.user.username);
    });

    socket.on('user:activity', (payload: unknown) => {
      const activity = ClientSocketEvents['user:activity'].safeParse(payload);
      if (!activity.success || socket.disconnected) return;
      holdOnline(); // an activity says the user is online as well
      const at = now();
      if (!recordsActivity(activityRecordedAt, at)) return;
      activityRecordedAt = at;
      track(opts.presence.recordActivity(userId, activity.data, at), 'recorded', userId);
      opts.hooks?.online(userId, socket.data.user.username);
      opts.hooks?.activity(userId, socket.data.user.username, activity.data);
    });

    socket.once('disconnect', () => {
      const mine = online.get(userId);
      if (!mine?.delete(socket.id)) return;
      if (mine.size > 0) return;
      online.delete(userId);
      if (!stopped) track(goneOffline(userId), 'cleared', userId);
    });
  });

  const timer = setInterval(() => {
    const users = [...online.keys()];
    opts.hooks?.refreshed(users);
    opts.presence.refresh(users, now()).catch((err: unknown) => opts.log.warn({ err, users: users.length }, 'presence not refreshed'));
  }, opts.refreshMs ?? PRESENCE_REFRESH_MS);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
