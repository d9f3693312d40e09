import { CoreSubjects } from '@mathquest/contracts';
import type { CoreSubscriptionSpec } from '@mathquest/service-kit';
import type { WatchedBoards } from '../../leaderboards/repositories/leaderboards-repository.js';
import type { PresenceStore } from '../repositories/social-directory-repository.js';

/**
 * push.presence.users on core NATS (docs/adr/0195): one engagement instance (a queue group) keeps
 * its copy of who is online for the friends list. Each online state lapses unless refreshed, so a
 * message lost while no instance listened costs at most one refresh period.
 */
export function presenceSubscription(store: PresenceStore, now: () => number = Date.now): CoreSubscriptionSpec<typeof CoreSubjects.PRESENCE> {
  return { subject: CoreSubjects.PRESENCE, queue: 'engagement-presence', handle: (e) => store.apply(e.data, now()) };
}

/**
 * push.boards.watched on core NATS (docs/adr/0105, 0195): one engagement instance keeps its copy of
 * the boards watched now, and drops the lapsed ones, so updates are built only for those.
 */
export function boardsWatchedSubscription(boards: WatchedBoards, now: () => number = Date.now): CoreSubscriptionSpec<typeof CoreSubjects.BOARDS_WATCHED> {
  return {
    subject: CoreSubjects.BOARDS_WATCHED,
    queue: 'engagement-boards-watched',
    handle: async (e) => {
      await boards.watch(e.data.rooms, e.data.until);
      await boards.dropLapsed(now());
    },
  };
}
