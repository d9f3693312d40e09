/**
 * An account's erasure in engagement (docs/adr/0236): open challenges end CANCELLED with both
 * stakes back (the existing end and payout rules, each release once), every challenge of the
 * account then shows it as the deleted user; friendships and requests end on both sides (each
 * former friend's list is published again, engagement.friends.changed); the guild is left by its
 * rules (the longest-standing member leads next, the last member's leaving disbands it) and every
 * guild line naming the account shows the deleted user; then the player document, the indexes and
 * every Redis key of the account go. Each step removes or rewrites only what is still there, so a
 * redelivered request changes nothing more, and the acknowledgement's id is derived from the
 * erasure id. The account's own projections elsewhere are removed by their owners' consumers, so
 * no fact about the erased account itself is published here.
 */
import { AccountErasedSubjects, type AccountErasureRequestedEvent } from '@mathquest/contracts';
import { derivedId, newEvent, type EventBus } from '@mathquest/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { EngagementFacts } from '../events/engagement-facts.js';
import { anonymisedChallenge, anonymisedGuild, eraseFromEngagementKeys, type AccountErasureStore } from '../repositories/account-erasure-repository.js';
import type { ChallengesRepository } from '../repositories/challenges-repository.js';
import type { FriendshipsRepository } from '../repositories/friendships-repository.js';
import type { GuildsRepository } from '../repositories/guilds-repository.js';
import type { FriendMirror, SocialDirectory } from '../repositories/social-directory-repository.js';
import type { PlayerStore } from '../repositories/wallets-repository.js';
import type { PublishSocketPush } from '../events/socket-push.js';
import type { Challenges } from '../use-cases/challenges.js';
import type { Guilds } from '../use-cases/guilds.js';

export interface EraseAccountDeps {
  erasure: AccountErasureStore;
  store: PlayerStore;
  friendships: FriendshipsRepository;
  guildDocs: GuildsRepository;
  challengeDocs: ChallengesRepository;
  /** The social parts run only with Redis (as the routes do); without it the documents still go. */
  social: {
    redis: Redis;
    /** The former friends' lists, published as they are stored. */
    mirror: FriendMirror;
    /** The account's names as engagement's directory keeps them. */
    directory: Pick<SocialDirectory, 'publicUsers'>;
    guilds: Guilds;
    duels: Challenges | null;
  } | null;
  facts: Pick<EngagementFacts, 'challenge'>;
  bus: Pick<EventBus, 'publish'>;
  publishSocketPush: PublishSocketPush;
  log: Pick<FastifyBaseLogger, 'info'>;
  now?: () => Date;
}

const ATTEMPTS = 10;

export function eraseAccount(deps: EraseAccountDeps) {
  const now = deps.now ?? (() => new Date());

  async function endChallenges(userId: string): Promise<void> {
    for (const id of await deps.erasure.challengeIdsOf(userId)) {
      // Paid first (by the ids still in it), then anonymised.
      if (deps.social?.duels) await deps.social.duels.cancelForErasure(id);
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const c = await deps.challengeDocs.get(id);
        if (!c) break;
        const anon = anonymisedChallenge(c, userId);
        if (JSON.stringify(anon) === JSON.stringify(c)) break;
        if (await deps.challengeDocs.replace(c, anon)) {
          // The projections' record of the challenge follows (a newer version without the account).
          await deps.facts.challenge({ ...anon, version: c.version + 1 }, now());
          break;
        }
      }
    }
  }

  async function endFriendships(userId: string): Promise<void> {
    const pairs = await deps.friendships.listOf(userId);
    for (const pair of pairs) {
      const other = pair.users[0] === userId ? pair.users[1] : pair.users[0];
      await deps.friendships.remove(userId, other);
      const left = (await deps.friendships.listOf(other)).filter((d) => d.status === 'ACCEPTED').map((d) => (d.users[0] === other ? d.users[1] : d.users[0]));
      await deps.social?.mirror.set(other, left);
      deps.publishSocketPush([`friends:erased:${userId}:${other}`], other, [{ name: 'friends:changed', payload: { userId, status: 'REMOVED' } }]);
    }
  }

  /** The username the guilds know the account by (their member lists and activity lines keep it). */
  async function leaveGuild(userId: string): Promise<string | null> {
    const guildId = await deps.guildDocs.guildOf(userId);
    const doc = guildId ? await deps.guildDocs.get(guildId) : null;
    const known = deps.social ? (await deps.social.directory.publicUsers([userId])).get(userId)?.username : undefined;
    const username = doc?.members.find((m) => m.userId === userId)?.username ?? known ?? null;
    if (doc && username && deps.social) {
      await deps.social.guilds.leave({ id: userId, username }).catch((err: unknown) => {
        // Already out (a redelivery after the leave): nothing to leave.
        if ((err as { statusCode?: number }).statusCode !== 404) throw err;
      });
    }
    return username;
  }

  async function anonymiseGuilds(userId: string, username: string | null): Promise<void> {
    for (const found of await deps.erasure.guildsNaming(userId, username)) {
      let doc: typeof found | null = found;
      for (let attempt = 0; doc && attempt < ATTEMPTS; attempt++) {
        const next = anonymisedGuild(doc, userId, username);
        if (next === doc || (await deps.guildDocs.replace(next))) break;
        doc = await deps.guildDocs.get(found._id);
      }
    }
  }

  return async function erase(e: AccountErasureRequestedEvent): Promise<void> {
    const { userId, erasureId } = e.data;
    await endChallenges(userId);
    await endFriendships(userId);
    const username = await leaveGuild(userId);
    await anonymiseGuilds(userId, username);
    await deps.erasure.removeOwnDocuments(userId);
    deps.store.cache?.delete(userId);
    const keys = deps.social ? await eraseFromEngagementKeys(deps.social.redis, userId) : 0;
    const erasedAt = now();
    await deps.bus.publish(
      AccountErasedSubjects.ENGAGEMENT,
      newEvent(AccountErasedSubjects.ENGAGEMENT, { erasureId, userId, erasedAt: erasedAt.toISOString() }, undefined, derivedId('engagement', `account-erased:${erasureId}`), erasedAt),
    );
    deps.log.info({ erasureId, keys }, 'account erased in engagement');
  };
}
