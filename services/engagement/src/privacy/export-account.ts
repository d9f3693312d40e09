/**
 * Engagement's part of an account export (docs/product/privacy.md): everything engagement holds
 * about the account, in the shape of EngagementAccountExportSchema.
 */
import { EngagementAccountExportSchema, type EngagementAccountExport, type EngagementExportChallengeSchema, type EngagementExportFriendSchema } from '@mathquest/contracts';
import type { z } from 'zod';
import type { ChallengeDoc } from '../domain/challenges.js';
import type { AccountErasureStore } from '../repositories/account-erasure-repository.js';
import type { AccountStandingsReader } from '../repositories/account-export-repository.js';
import type { ChallengesRepository } from '../repositories/challenges-repository.js';
import type { FriendshipsRepository } from '../repositories/friendships-repository.js';
import type { GuildsRepository } from '../repositories/guilds-repository.js';
import type { LookStore } from '../repositories/looks-repository.js';
import type { SocialDirectory } from '../repositories/social-directory-repository.js';
import { readPlayer, type PlayerStore } from '../repositories/wallets-repository.js';
import { walletVersionOf } from '../domain/player.js';

export interface ExportAccountDeps {
  store: PlayerStore;
  friendships: FriendshipsRepository;
  guilds: GuildsRepository;
  challenges: ChallengesRepository;
  erasure: Pick<AccountErasureStore, 'challengeIdsOf'>;
  /** Null without Redis: the Redis parts are then empty. */
  redis: { directory: Pick<SocialDirectory, 'publicUsers'>; looks: Pick<LookStore, 'readMany'>; standings: AccountStandingsReader } | null;
  now?: () => Date;
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

export function exportAccount(deps: ExportAccountDeps) {
  const now = deps.now ?? (() => new Date());
  return async function exportOf(userId: string): Promise<EngagementAccountExport> {
    const [player, pairs, guildId, challengeIds] = await Promise.all([
      readPlayer(deps.store.players, userId),
      deps.friendships.listOf(userId),
      deps.guilds.guildOf(userId),
      deps.erasure.challengeIdsOf(userId),
    ]);
    const [guild, challenges] = await Promise.all([guildId ? deps.guilds.get(guildId) : null, deps.challenges.many(challengeIds)]);
    const others = pairs.map((p) => (p.users[0] === userId ? p.users[1] : p.users[0]));
    const [names, looks, standings, directory] = deps.redis
      ? await Promise.all([deps.redis.directory.publicUsers(others), deps.redis.looks.readMany([userId]), deps.redis.standings.standings(userId), deps.redis.standings.directoryEntry(userId)])
      : [new Map(), new Map(), [], {}];
    const friends: ExportFriend[] = pairs.map((p, i) => {
      const id = others[i]!;
      const u = names.get(id);
      const status = p.status === 'ACCEPTED' ? 'ACCEPTED' : p.requesterId === userId ? 'REQUEST_SENT' : 'REQUEST_RECEIVED';
      return { userId: id, username: u?.username ?? '', displayName: u?.displayName ?? '', status, since: iso(p.acceptedAt ?? p.requestedAt)! };
    });
    const member = guild?.members.find((m) => m.userId === userId);
    // Parsed on the way out: the stored parts must match the published shape.
    return EngagementAccountExportSchema.parse({
      userId,
      exportedAt: now().toISOString(),
      player: {
        wallet: { coins: player?.coins ?? 0, gems: player?.gems ?? 0, version: player ? walletVersionOf(player) : 0 },
        quests: player?.quests ?? null,
        pets: player?.pets ?? null,
        battlePass: player?.pass ?? null,
        chests: player?.chests ?? [],
        inventory: player?.inventory ?? null,
        bosses: player?.bosses ?? null,
        story: player?.story ?? null,
        wagersHeld: player?.duels?.held ?? [],
        todayCounts: player?.today ?? null,
        notifications: player?.notifications ?? [],
      },
      look: looks.get(userId) ?? null,
      guild: guild && member ? { guildId: guild._id, name: guild.name, role: member.role, joinedAt: member.joinedAt } : null,
      friends,
      challenges: challenges.map((c) => challengeOf(c, userId)).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
      leaderboards: standings,
      directory,
    });
  };
}
