/**
 * What realtime announces to engagement on core NATS (docs/adr/0195): the boards its sockets watch
 * (push.boards.watched, docs/adr/0105) and the presence of the users it holds
 * (push.presence.users, docs/adr/0071). Engagement keeps its own copies; both lapse unless renewed,
 * so a message lost costs at most one renewal period and nothing is stored here.
 */
import { CoreSubjects } from '@mathquest/contracts';
import { newCoreEvent, publishCore } from '@mathquest/service-kit';
import type { NatsConnection } from 'nats';
import type { PresenceHooks } from '../sockets/presence.js';

export type AnnounceWatched = (rooms: readonly string[], until: number) => void;

export function watchedBoardsAnnouncer(nc: Pick<NatsConnection, 'publish'>): AnnounceWatched {
  return (rooms, until) => {
    if (rooms.length > 0) publishCore(nc, CoreSubjects.BOARDS_WATCHED, newCoreEvent(CoreSubjects.BOARDS_WATCHED, { rooms: [...rooms], until }));
  };
}

/** Presence hooks that announce each change; `ttlMs` is how long an online state lasts unless refreshed. */
export function presenceAnnouncer(nc: Pick<NatsConnection, 'publish'>, ttlMs: number): PresenceHooks {
  const announce = (userIds: readonly string[], online: boolean, activity?: { type: string; details: string | null }) => {
    if (userIds.length > 0) publishCore(nc, CoreSubjects.PRESENCE, newCoreEvent(CoreSubjects.PRESENCE, { userIds: [...userIds], online, ...(activity ? { activity } : {}), ttlMs }));
  };
  return {
    online: (userId) => announce([userId], true),
    activity: (userId, _username, activity) => announce([userId], true, { type: activity.type, details: activity.details ? activity.details : null }),
    refreshed: (userIds) => announce(userIds, true),
    offline: (userId) => announce([userId], false),
  };
}

/** Both sets of hooks, in order. */
export function bothHooks(a: PresenceHooks, b: PresenceHooks): PresenceHooks {
  return {
    online: (...args) => (a.online(...args), b.online(...args)),
    activity: (...args) => (a.activity(...args), b.activity(...args)),
    refreshed: (...args) => (a.refreshed(...args), b.refreshed(...args)),
    offline: (...args) => (a.offline(...args), b.offline(...args)),
  };
}
