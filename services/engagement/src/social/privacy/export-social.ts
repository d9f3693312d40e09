/**
 * The social module's part of an account export (docs/product/privacy.md): the look, the guild,
 * friends and requests, challenges, leaderboard standings and the directory entry, in the shape of
 * EngagementAccountExportSchema's social sections.
 */
import type { EngagementExportChallengeSchema, EngagementExportFriendSchema } from '@mathquest/contracts';
import type { z } from 'zod';
import type { LookReader } from '../../ports/looks.js';
import type { SocialAccountExport } from '../../ports/privacy.js';
import type { ChallengeDoc } from '../challenges/domain/challenges.js';
import type { ChallengesRepository } from '../challenges/repositories/challenges-repository.js';
import type { SocialDirectory } from '../directory/repositories/social-directory-repository.js';
import type { FriendshipsRepository } from '../friends/repositories/friendships-repository.js';
import type { GuildsRepository } from '../guilds/repositories/guilds-repository.js';
import type { AccountErasureStore } from './repositories/account-erasure-repository.js';
import type { AccountStandingsReader } from './repositories/account-standings-repository.js';

export interface ExportSocialDeps {
  friendships: FriendshipsRepository;
  guilds: GuildsRepository;
  challenges: ChallengesRepository;
  erasure: Pick<AccountErasureStore, 'challengeIdsOf'>;
  directory: Pick<SocialDirectory, 'publicUsers'>;
  looks: Pick<LookReader, 'readMany'>;
  standings: AccountStandingsReader;
}

type ExportFriend = z.infer<typeof EngagementExportFriendSchema>;

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

function challengeOf(c: ChallengeDoc, userId: string): z.input<typeof EngagementExportChallengeSchema> {
  const mine = c.challenger.userId === userId;
  const me = mine ? c.challenger : c.opponent;
  const other = mine ? c.opponent : c.challenger;
  return {
    id: c._id,
    status: c.status,
    side: mine ? 'CHALLENGER' : 'OPPONENT',
    otherPlayer: { userId: other.userId, name: other.name },
    topic: c.topic,
    wagerCoins: c.wagerCoins,
    wagerGems: c.wagerGems,
    myResult: me.result,
    otherResult: other.result,
    winnerId: c.winnerId,
    createdAt: iso(c.createdAt)!,
    endedAt: iso(c.endedAt),
  };
}

export function exportSocial(deps: ExportSocialDeps) {
  return async function exportOf(userId: string): Promise<SocialAccountExport> {
    const [pairs, guildId, challengeIds] = await Promise.all([deps.friendships.listOf(userId), deps.guilds.guildOf(userId), deps.erasure.challengeIdsOf(userId)]);
    const [guild, challenges] = await Promise.all([guildId ? deps.guilds.get(guildId) : null, deps.challenges.many(challengeIds)]);
    const others = pairs.map((p) => (p.users[0] === userId ? p.users[1] : p.users[0]));
    const [names, looks, standings, directory] = await Promise.all([deps.directory.publicUsers(others), deps.looks.readMany([userId]), deps.standings.standings(userId), deps.standings.directoryEntry(userId)]);
    const friends: ExportFriend[] = pairs.map((p, i) => {
      const id = others[i]!;
      const u = names.get(id);
      const status = p.status === 'ACCEPTED' ? 'ACCEPTED' : p.requesterId === userId ? 'REQUEST_SENT' : 'REQUEST_RECEIVED';
      return { userId: id, username: u?.username ?? '', displayName: u?.displayName ?? '', status, since: iso(p.acceptedAt ?? p.requestedAt)! };
    });
    const member = guild?.members.find((m) => m.userId === userId);
    return {
      look: looks.get(userId) ?? null,
      guild: guild && member ? { guildId: guild._id, name: guild.name, role: member.role, joinedAt: iso(member.joinedAt)! } : null,
      friends,
      challenges: challenges.map((c) => challengeOf(c, userId)).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
      leaderboards: standings,
      directory,
    };
  };
}
