import { EngagementSubjects, type EventOf } from '@mathquest/contracts';
import type { BatchConsumerSpec } from '@mathquest/service-kit';
import type { EngagementFactsRepository } from '../../repositories/engagement-facts-repository.js';

const SUBJECTS = [
  EngagementSubjects.GUILD_MEMBERSHIP_CHANGED,
  EngagementSubjects.GUILD_CHANGED,
  EngagementSubjects.FRIENDS_CHANGED,
  EngagementSubjects.SOCIAL_GROUPS_CHANGED,
  EngagementSubjects.CHALLENGE_CHANGED,
] as const;
type FactSubject = (typeof SUBJECTS)[number];

/** What the sockets do once a fact changed realtime's copy. */
export interface FactEffects {
  /** The student is no longer in `guildId`: their sockets leave its room on every instance. */
  leftGuild(userId: string, guildId: string): void;
  /** The guild is gone: its chat and reports are deleted, its room emptied. */
  dissolved(guildId: string): Promise<void>;
}

async function applyOne(repo: EngagementFactsRepository, effects: FactEffects, e: EventOf<FactSubject>): Promise<void> {
  const at = Date.parse(e.occurredAt);
  switch (e.type) {
    case EngagementSubjects.GUILD_MEMBERSHIP_CHANGED: {
      const { userId, guildId, member } = e.data;
      if ((await repo.applyMembership(userId, member ? guildId : '', at)) && !member) effects.leftGuild(userId, guildId);
      return;
    }
    case EngagementSubjects.GUILD_CHANGED: {
      const { guildId, leaderId, dissolved } = e.data;
      if ((await repo.applyLeader(guildId, dissolved ? '' : (leaderId ?? ''), at)) && dissolved) await effects.dissolved(guildId);
      return;
    }
    case EngagementSubjects.FRIENDS_CHANGED:
      await repo.applyFriends(e.data.userId, e.data.friendIds, at);
      return;
    case EngagementSubjects.SOCIAL_GROUPS_CHANGED: {
      const { userId, grade, classroomId, schoolKey } = e.data;
      await repo.applyGroups(userId, { grade, classroomId, schoolKey }, at);
      return;
    }
    case EngagementSubjects.CHALLENGE_CHANGED:
      await repo.applyChallenge({ ...e.data, keepUntil: Date.parse(e.data.keepUntil) });
      return;
  }
}

/** The durable consumer of each fact's subject (NATS 2.9 filters a consumer by one subject). */
const DURABLES: Record<FactSubject, string> = {
  [EngagementSubjects.GUILD_MEMBERSHIP_CHANGED]: 'realtime-facts-guild-membership',
  [EngagementSubjects.GUILD_CHANGED]: 'realtime-facts-guild',
  [EngagementSubjects.FRIENDS_CHANGED]: 'realtime-facts-friends',
  [EngagementSubjects.SOCIAL_GROUPS_CHANGED]: 'realtime-facts-social-groups',
  [EngagementSubjects.CHALLENGE_CHANGED]: 'realtime-facts-challenge',
};

/**
 * Engagement's facts (docs/adr/0195): one durable consumer per subject, each shared by every
 * realtime instance, keep realtime's own copy of guild membership and leaders, friends,
 * leaderboard groups and challenge records. Every fact is a state applied only when newer, so a
 * batch redelivered in part, or replayed from the stream's start, leaves the newest.
 */
export function engagementFactsConsumers(repo: EngagementFactsRepository, effects: FactEffects): Array<BatchConsumerSpec<FactSubject>> {
  return SUBJECTS.map((subject) => ({
    durable: DURABLES[subject],
    subjects: [subject],
    handleBatch: async (events: Array<EventOf<FactSubject>>) => {
      for (const e of events) await applyOne(repo, effects, e);
    },
  }));
}
