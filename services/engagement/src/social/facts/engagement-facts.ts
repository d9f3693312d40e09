/**
 * The facts engagement publishes for other services' projections (docs/adr/0195): a challenge's
 * state, guild membership and leaders, friend lists and leaderboard groups. Each is published
 * after the write it describes, best effort like the write's other follow-ups (a failure is
 * logged; the backfill, ./facts-backfill.ts, publishes the current state again). The realtime
 * service keeps its own copy of each and reads no key of engagement's.
 */
import { derivedId, newEvent, type EventBus } from '@mathquest/service-kit';
import { EngagementSubjects } from '@mathquest/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ChallengeDoc } from '../challenges/domain/challenges.js';
import type { FriendMirror } from '../directory/repositories/social-directory-repository.js';
import type { GuildXpStore } from '../guilds/repositories/guild-xp-repository.js';

/** How long after a challenge's deadline a projection keeps its record. */
export const RECORD_KEPT_AFTER_MS = 3_600_000;

export interface SocialGroups {
  grade: string;
  classroomId: string;
  schoolKey: string;
}

/** `at`: when the state was read (the event's `occurredAt`, which orders it in a projection); now by default. */
export interface EngagementFacts {
  challenge(doc: ChallengeDoc, at: Date): Promise<void>;
  membership(userId: string, guildId: string, member: boolean, at?: Date): Promise<void>;
  guild(guildId: string, leaderId: string | null, dissolved: boolean, at?: Date): Promise<void>;
  friends(userId: string, friendIds: readonly string[], at?: Date): Promise<void>;
  groups(userId: string, groups: SocialGroups, at?: Date): Promise<void>;
}

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** `failures`: 'log' after a write (best effort), 'throw' for the backfill (which then runs again). */
export function engagementFacts(bus: Pick<EventBus, 'publish'>, log: Log, failures: 'log' | 'throw' = 'log'): EngagementFacts {
  const tried = (what: string, fields: object) => (err: unknown) => {
    if (failures === 'throw') throw err;
    log.warn({ err, ...fields }, `${what} was not published`);
  };
  return {
    async challenge(doc, at) {
      const keepUntil = new Date(Math.max(doc.expiresAt.getTime(), at.getTime()) + RECORD_KEPT_AFTER_MS).toISOString();
      const data = {
        challengeId: doc._id,
        version: doc.version,
        status: doc.status,
        challengerId: doc.challenger.userId,
        challengerName: doc.challenger.name,
        opponentId: doc.opponent.userId,
        opponentName: doc.opponent.name,
        keepUntil,
      };
      const id = derivedId('engagement', `challenge-state:${doc._id}:${doc.version}`);
      await bus.publish(EngagementSubjects.CHALLENGE_CHANGED, newEvent(EngagementSubjects.CHALLENGE_CHANGED, data, undefined, id)).catch(tried(EngagementSubjects.CHALLENGE_CHANGED, { challengeId: doc._id }));
    },
    async membership(userId, guildId, member, at) {
      await bus
        .publish(EngagementSubjects.GUILD_MEMBERSHIP_CHANGED, newEvent(EngagementSubjects.GUILD_MEMBERSHIP_CHANGED, { userId, guildId, member }, userId, undefined, at))
        .catch(tried(EngagementSubjects.GUILD_MEMBERSHIP_CHANGED, { userId, guildId }));
    },
    async guild(guildId, leaderId, dissolved, at) {
      await bus
        .publish(EngagementSubjects.GUILD_CHANGED, newEvent(EngagementSubjects.GUILD_CHANGED, { guildId, leaderId, dissolved }, undefined, undefined, at))
        .catch(tried(EngagementSubjects.GUILD_CHANGED, { guildId }));
    },
    async friends(userId, friendIds, at) {
      await bus
        .publish(EngagementSubjects.FRIENDS_CHANGED, newEvent(EngagementSubjects.FRIENDS_CHANGED, { userId, friendIds: [...friendIds] }, userId, undefined, at))
        .catch(tried(EngagementSubjects.FRIENDS_CHANGED, { userId }));
    },
    async groups(userId, groups, at) {
      await bus
        .publish(EngagementSubjects.SOCIAL_GROUPS_CHANGED, newEvent(EngagementSubjects.SOCIAL_GROUPS_CHANGED, { userId, ...groups }, userId, undefined, at))
        .catch(tried(EngagementSubjects.SOCIAL_GROUPS_CHANGED, { userId }));
    },
  };
}

/** The friend mirror, publishing each list it stores (engagement.friends.changed). */
export function publishingFriendMirror(mirror: FriendMirror, facts: Pick<EngagementFacts, 'friends'>): FriendMirror {
  return {
    ...mirror,
    async set(userId, friendIds) {
      await mirror.set(userId, friendIds);
      await facts.friends(userId, friendIds);
    },
  };
}

/** The guild store, publishing the memberships and leaders it is told of (engagement.guild.membership.changed, engagement.guild.changed). */
export function publishingGuildXpStore(store: GuildXpStore, facts: Pick<EngagementFacts, 'membership' | 'guild'>): GuildXpStore {
  return {
    ...store,
    async setMember(userId, guildId) {
      await store.setMember(userId, guildId);
      await facts.membership(userId, guildId, true);
    },
    async membershipEnded(userId, guildId) {
      await store.membershipEnded(userId, guildId);
      await facts.membership(userId, guildId, false);
    },
    async list(guildId, listing, leaderId) {
      await store.list(guildId, listing, leaderId);
      await facts.guild(guildId, leaderId, false);
    },
    async unlist(guildId, at) {
      await store.unlist(guildId, at);
      await facts.guild(guildId, null, true);
    },
  };
}
