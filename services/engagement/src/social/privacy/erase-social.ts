/**
 * An account's erasure in the social module (docs/adr/0236): open challenges end CANCELLED with
 * both stakes back (the existing end and payout rules, each release once), every challenge of the
 * account then shows it as the deleted user; friendships and requests end on both sides (each
 * former friend's list is published again, engagement.friends.changed); the guild is left by its
 * rules (the longest-standing member leads next, the last member's leaving disbands it) and every
 * guild line naming the account shows the deleted user; then the social documents of the account
 * go. Each step removes or rewrites only what is still there, so a redelivered request changes
 * nothing more. The account's own projections elsewhere are removed by their owners' consumers, so
 * no fact about the erased account itself is published here.
 */
import type { PublishSocketPush } from '../../ports/shared.js';
import type { Challenges } from '../challenges/use-cases/index.js';
import type { ChallengesRepository } from '../challenges/repositories/challenges-repository.js';
import type { FriendMirror, SocialDirectory } from '../directory/repositories/social-directory-repository.js';
import type { EngagementFacts } from '../facts/engagement-facts.js';
import type { FriendshipsRepository } from '../friends/repositories/friendships-repository.js';
import type { GuildsRepository } from '../guilds/repositories/guilds-repository.js';
import type { Guilds } from '../guilds/use-cases/index.js';
import { anonymisedChallenge, anonymisedGuild, type AccountErasureStore } from './repositories/account-erasure-repository.js';

export interface EraseSocialDeps {
  erasure: AccountErasureStore;
  friendships: FriendshipsRepository;
  guildDocs: GuildsRepository;
  challengeDocs: ChallengesRepository;
  /** The former friends' lists, published as they are stored. */
  mirror: FriendMirror;
  /** The account's names as engagement's directory keeps them. */
  directory: Pick<SocialDirectory, 'publicUsers'>;
  guilds: Pick<Guilds, 'leave'>;
  duels: Pick<Challenges, 'cancelForErasure'>;
  facts: Pick<EngagementFacts, 'challenge'>;
  publishSocketPush: PublishSocketPush;
  /** Leaves the account's erased marker in the directory: events about it arriving later write nothing. */
  markErased(userId: string): Promise<void>;
  now?: () => Date;
}

const ATTEMPTS = 10;

export function eraseSocial(deps: EraseSocialDeps) {
  const now = deps.now ?? (() => new Date());

  async function endChallenges(userId: string): Promise<void> {
    for (const id of await deps.erasure.challengeIdsOf(userId)) {
      // Paid first (by the ids still in it), then anonymised.
      await deps.duels.cancelForErasure(id);
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
      await deps.mirror.set(other, left);
      deps.publishSocketPush([`friends:erased:${userId}:${other}`], other, [{ name: 'friends:changed', payload: { userId, status: 'REMOVED' } }]);
    }
  }

  /** The username the guilds know the account by (their member lists and activity lines keep it). */
  async function leaveGuild(userId: string): Promise<string | null> {
    const guildId = await deps.guildDocs.guildOf(userId);
    const doc = guildId ? await deps.guildDocs.get(guildId) : null;
    const known = (await deps.directory.publicUsers([userId])).get(userId)?.username;
    const username = doc?.members.find((m) => m.userId === userId)?.username ?? known ?? null;
    if (doc && username) {
      await deps.guilds.leave({ id: userId, username }).catch((err: unknown) => {
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

  return async function erase(userId: string): Promise<void> {
    await deps.markErased(userId);
    await endChallenges(userId);
    await endFriendships(userId);
    const username = await leaveGuild(userId);
    await anonymiseGuilds(userId, username);
    await deps.erasure.removeOwnDocuments(userId);
  };
}
