/**
 * `join:friends` and `friend:online`, `friend:offline`, `friend:activity` (docs/adr/0104). A socket
 * that says `join:friends` joins the presence room of each friend (realtime's copy of the
 * student's friends from engagement's facts, docs/adr/0195) and hears at once which of them are online; afterwards each change
 * of a friend's presence is emitted to that friend's presence room, through the Redis adapter,
 * by the one instance whose Redis call made the change.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { EngagementFactsRepository } from '../repositories/engagement-facts-repository.js';
import type { FriendPresenceRepository } from '../repositories/friend-presence-repository.js';
import type { PresenceHooks } from './presence.js';
import type { RealtimeServer, RealtimeSocket } from './types.js';

/** Sockets of a user's friends who said `join:friends` are in this room. */
export const presenceRoom = (userId: string) => `presence:${userId}`;

export interface FriendPresence {
  hooks: PresenceHooks;
  stop(): Promise<void>;
}

export function handleFriends(
  io: RealtimeServer,
  opts: { facts: Pick<EngagementFactsRepository, 'friendsOf'>; repo: FriendPresenceRepository; log: FastifyBaseLogger; ttlMs: number; sweepMs: number; now?: () => number },
): FriendPresence {
  const now = opts.now ?? Date.now;
  const warn = (what: string) => (err: unknown) => opts.log.warn({ err }, what);

  io.on('connection', (socket: RealtimeSocket) => {
    const userId = socket.data.user.id;
    socket.on('join:friends', (...args: unknown[]) => {
      if (args[0] !== undefined || socket.disconnected) return;
      void (async () => {
        const friendIds = await opts.facts.friendsOf(userId);
        // A friend removed since the last join is no longer heard.
        for (const r of socket.rooms) if (r.startsWith('presence:') && !friendIds.includes(r.slice('presence:'.length))) await socket.leave(r);
        if (socket.disconnected) return;
        await socket.join(friendIds.map(presenceRoom));
        for (const f of await opts.repo.onlineOf(friendIds, now() - opts.ttlMs)) socket.emit('friend:online', f);
      })().catch(warn('friends not joined'));
    });
  });

  const hooks: PresenceHooks = {
    online(userId, username) {
      void opts.repo
        .cameOnline(userId, username, now())
        .then((isNew) => {
          if (isNew) io.to(presenceRoom(userId)).emit('friend:online', { userId, username });
        })
        .catch(warn('friend:online not sent'));
    },
    activity(userId, username, activity) {
      io.to(presenceRoom(userId)).emit('friend:activity', { userId, username, type: activity.type, ...(activity.details ? { details: activity.details } : {}) });
    },
    refreshed(userIds) {
      opts.repo.seen(userIds, now()).catch(warn('online users not refreshed'));
    },
    offline(userId) {
      void opts.repo
        .wentOffline(userId)
        .then((username) => {
          if (username !== null) io.to(presenceRoom(userId)).emit('friend:offline', { userId, username });
        })
        .catch(warn('friend:offline not sent'));
    },
  };

  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = opts.repo
      .takeExpired(now() - opts.ttlMs, 500)
      .then((gone) => {
        for (const g of gone) io.to(presenceRoom(g.userId)).emit('friend:offline', g);
      })
      .catch(warn('expired presence not swept'));
  }, opts.sweepMs);
  timer.unref();
  return {
    hooks,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
