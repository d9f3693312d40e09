/**
 * Privacy controls, engagement's part (docs/product/privacy.md, docs/adr/0236): the account export
 * route and the account erasure consumer, registered with one call from the app.
 */
import { runConsumer, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { publishingGuildXpStore, type EngagementFacts } from '../events/engagement-facts.js';
import type { PublishSocketPush } from '../events/socket-push.js';
import { accountErasureStore } from '../repositories/account-erasure-repository.js';
import { redisAccountStandings } from '../repositories/account-export-repository.js';
import { challengesRepository } from '../repositories/challenges-repository.js';
import { friendshipsRepository } from '../repositories/friendships-repository.js';
import { redisGuildXpStore, type GuildEventSchedule } from '../repositories/guild-xp-repository.js';
import { guildsRepository } from '../repositories/guilds-repository.js';
import type { LookStore } from '../repositories/looks-repository.js';
import type { ProgressStore } from '../repositories/progress-repository.js';
import { redisPresenceReader, type FriendMirror, type SocialDirectory } from '../repositories/social-directory-repository.js';
import type { PlayerStore } from '../repositories/wallets-repository.js';
import type { Challenges } from '../use-cases/challenges.js';
import { guilds as guildsUseCase } from '../use-cases/guilds.js';
import { accountErasureConsumer } from './consumer.js';
import { eraseAccount } from './erase-account.js';
import { exportAccount } from './export-account.js';
import accountExportRoutes from './routes.js';

export interface PrivacyDeps {
  prefix: string;
  publicKeyPem: string;
  mongo: Connection;
  bus: EventBus;
  store: PlayerStore;
  facts: EngagementFacts;
  publishSocketPush: PublishSocketPush;
  progress: ProgressStore;
  looks: LookStore;
  /** Engagement's social parts (with Redis); null without Redis. */
  social: { redis: Redis; directory: SocialDirectory; mirror: FriendMirror } | null;
  guildEvents: Pick<GuildEventSchedule, 'at'> | null;
  duels: Challenges | null;
  now?: () => Date;
}

/** Registers the export route and starts the erasure consumer; the consumer stops when the app closes (before the app's own close hook, registered later). */
export async function registerPrivacy(app: ServiceApp, deps: PrivacyDeps): Promise<void> {
  const { mongo, social } = deps;
  const erasure = accountErasureStore(mongo);
  const friendships = friendshipsRepository(mongo);
  const guildDocs = guildsRepository(mongo);
  const challengeDocs = challengesRepository(mongo);
  const exportOf = exportAccount({
    store: deps.store,
    friendships,
    guilds: guildDocs,
    challenges: challengeDocs,
    erasure,
    redis: social ? { directory: social.directory, looks: deps.looks, standings: redisAccountStandings(social.redis) } : null,
    ...(deps.now ? { now: deps.now } : {}),
  });
  await app.register(accountExportRoutes, { prefix: deps.prefix, exportOf, publicKeyPem: deps.publicKeyPem });

  const guilds = social && deps.guildEvents ? erasureGuilds(deps, social.redis, deps.guildEvents) : null;
  const erase = eraseAccount({
    erasure,
    store: deps.store,
    friendships,
    guildDocs,
    challengeDocs,
    social: social && guilds ? { redis: social.redis, mirror: social.mirror, directory: social.directory, guilds, duels: deps.duels } : null,
    facts: deps.facts,
    bus: deps.bus,
    publishSocketPush: deps.publishSocketPush,
    log: app.log,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const stop = await runConsumer(deps.bus, accountErasureConsumer(erase), app.log);
  app.addHook('onClose', stop);
}

/**
 * The guild rules the erasure leaves by: the leader and listing changes are published for the other
 * members; the erased account's own membership record elsewhere is removed by its owner's erasure,
 * so its membership end is not published (a late fact would write the account back there).
 */
function erasureGuilds(deps: PrivacyDeps, redis: Redis, eventSchedule: Pick<GuildEventSchedule, 'at'>) {
  const xp = redisGuildXpStore(redis);
  return guildsUseCase({
    guilds: guildsRepository(deps.mongo),
    xp: { ...publishingGuildXpStore(xp, deps.facts), membershipEnded: (userId, guildId) => xp.membershipEnded(userId, guildId) },
    eventSchedule,
    progress: deps.progress,
    presence: redisPresenceReader(redis),
    looks: deps.looks,
    publishSocketPush: deps.publishSocketPush,
    ...(deps.now ? { now: deps.now } : {}),
  });
}
