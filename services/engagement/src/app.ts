import { CoreSubjects } from '@mathquest/contracts';
import { connectEventBus, connectMongo, connectRedis, createService, ensureStream, pingMongo, pingRedis, runConsumer, startPeerSweeper, type EventBus, type PeerTimings, type ServiceApp } from '@mathquest/service-kit';
import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import type { EngagementConfig } from './config.js';
import { answerSubmittedConsumer } from './events/consumers/game-answer-submitted.js';
import { levelUpConsumer } from './events/consumers/game-level-up.js';
import { progressUpdatedConsumer } from './events/consumers/game-progress-updated.js';
import { sessionEndedConsumer, speedRunEndedConsumer } from './events/consumers/game-session-ended.js';
import { playerOutbox } from './events/player-outbox.js';
import { socketPushPublisher } from './events/socket-push.js';
import { walletChangedPublisher } from './events/wallet-changed.js';
import { redisPendingNotifications, redisProgressStore } from './repositories/progress-repository.js';
import { redisLookStore } from './repositories/looks-repository.js';
import { ensureWalletIndexes, newPlayerCache, walletCollection, type PlayerStore } from './repositories/wallets-repository.js';
import notificationRoutes from './routes/notifications.js';
import petRoutes from './routes/pets.js';
import progressRoutes from './routes/progress.js';
import questRoutes from './routes/quests.js';
import shopRoutes from './routes/shop.js';
import battlePassRoutes from './routes/battle-pass.js';
import adventureRoutes from './routes/adventure.js';
import { adventure } from './use-cases/adventure.js';
import { gameClient } from './repositories/game-client.js';
import { bossBattleEndedConsumer, chapterCompletedConsumer } from './events/consumers/game-adventure.js';
import { applyBossBattleEndedEvents, applyChapterCompletedEvents } from './use-cases/apply-adventure-events.js';
import { battlePassRewards } from './use-cases/battle-pass-rewards.js';
import treasureRoutes from './routes/treasures.js';
import walletRoutes from './routes/wallet.js';
import { applyAnswerEvents, applyLevelUpEvents, applyProgressEvents, applySessionEndedEvents, applySpeedRunEvents, progressOfAnswers, type ApplyAnswers, type ProgressUpdated } from './use-cases/apply-game-events.js';
import { getChildrenWallets } from './use-cases/get-children-wallets.js';
import { getWallet } from './use-cases/get-wallet.js';
import { lookReader } from './use-cases/look-reader.js';
import { playerActions } from './use-cases/player-actions.js';
import { shopActions } from './use-cases/shop-actions.js';
import { socialWallet } from './use-cases/social-wallet.js';
import { socialModule, type SocialProgressHooks } from './social/index.js';
import { registerPrivacy } from './privacy/index.js';

export interface EngagementDeps {
  /** Given by the caller (who then closes them), else connected from the config and closed with the app. */
  mongo?: Connection;
  bus?: EventBus;
  redis?: Redis;
  /** The given connections are closed with the app, after both modules have stopped (the process entry hands them over). */
  closeGiven?: boolean;
  /** The clock of the leaderboards' previous-day ranks (tests pin the day). */
  now?: () => Date;
  /** How often this process announces itself and after how long a silent peer is lost (tests shorten them). */
  peerTimings?: PeerTimings;
}

/**
 * The engagement service, two modules composed here (docs/adr/0220): the rewards loop around
 * practice (the one wallet owner; quests, pets, chests, shop, battle pass, story, notifications,
 * the dashboard), all in one player document per student (docs/adr/0060), fed by the game's
 * events; and the social module (src/social/: friends, guilds, challenges, leaderboards, looks),
 * which reaches the rewards module through the ports in src/ports/ only.
 */
export async function buildEngagementApp(config: EngagementConfig, deps: EngagementDeps = {}): Promise<ServiceApp> {
  const mongo = deps.mongo ?? (await connectMongo(config.mongoUrl, config.mongoDb));
  const bus = deps.bus ?? (await connectEventBus(config.natsUrl, 'engagement', { durableSuffix: config.durableSuffix }));
  const redis = deps.redis ?? connectRedis(config.redisUrl, 'engagement');
  const app = createService(
    { name: 'engagement', logLevel: config.logLevel, publicKeyPem: config.publicKeyPem, description: 'Wallet, quests, pets and the game layer around practice' },
    { mongo: () => pingMongo(mongo), nats: async () => !bus.nc.isClosed(), redis: () => pingRedis(redis) },
  );
  // Registered first, so it runs last: onClose hooks run in the reverse order of their registration,
  // and the infrastructure is closed after every module's consumers and sweeps have stopped.
  const closeAll = deps.closeGiven === true;
  app.addHook('onClose', async () => {
    if (closeAll || !deps.redis) await redis.quit().catch(() => undefined);
    if (closeAll || !deps.bus) await bus.close();
    if (closeAll || !deps.mongo) await mongo.close();
  });
  const log = app.log;
  const wallets = walletCollection(mongo);
  await Promise.all([ensureWalletIndexes(wallets), ensureStream(bus.jsm, 'ENGAGEMENT')]);

  const outbox = playerOutbox(bus, wallets, log);
  // Before the social module's hooks are registered, so it runs after them: its challenges and guild events write through the outbox too.
  let stopSweeper: () => Promise<void> = async () => undefined;
  app.addHook('onClose', async () => {
    await stopSweeper(); // settles the players this process wrote, then tells the other engagement processes it is leaving
  });
  // One cache per process, shared by the consumers and the requests (a stale entry only makes a write miss and re-read).
  const store: PlayerStore = { players: wallets, cache: newPlayerCache(config.playerCacheIdleMin !== undefined ? { idleMinutes: config.playerCacheIdleMin } : {}), unpublished: (entries) => outbox.unpublished(entries) };
  const progress = redisProgressStore(redis);
  const pending = redisPendingNotifications(redis);
  const actions = playerActions({ store, outbox, progress, pending });
  // Socket pushes on core NATS, not stored (docs/adr/0057): one publisher for every path that pushes.
  const publishSocketPush = socketPushPublisher(bus.nc, log);

  const prefix = '/api/engagement';
  await app.register(walletRoutes, { prefix, getWallet: getWallet(wallets), getChildrenWallets: getChildrenWallets(wallets), publicKeyPem: config.publicKeyPem });
  for (const routes of [questRoutes, petRoutes, treasureRoutes, notificationRoutes, progressRoutes]) await app.register(routes, { prefix, actions });
  const looks = redisLookStore(redis);
  await app.register(shopRoutes, { prefix, shop: shopActions({ store, outbox, progress, looks }) });
  await app.register(battlePassRoutes, { prefix, rewards: battlePassRewards({ store, outbox, actions }) });
  const game = gameClient(config.gameUrl ?? 'http://127.0.0.1:4002');
  await app.register(adventureRoutes, { prefix, adventure: adventure({ store, progress, game }) });

  // The social module (docs/adr/0220): its own collections, keys, routes and consumers; the rewards
  // module's wallet, progress projection and looks handed to it through the ports.
  await app.register(socialModule, {
    prefix,
    mongo,
    redis,
    bus,
    mongoDb: config.mongoDb,
    wallet: socialWallet({ store, outbox, publishSocketPush, ...(deps.now ? { now: deps.now } : {}) }),
    progress,
    looks: lookReader(looks),
    game,
    publishSocketPush,
    now: deps.now,
    leaderboardSweepMs: config.leaderboardSweepMs,
    challengeSweepMs: config.challengeSweepMs,
    guildEventSweepMs: config.guildEventSweepMs,
    factsBackfill: config.factsBackfill,
  });
  const social = app.socialProgress;
  // Account export and erasure (docs/adr/0236): the player document here, the social part through its port.
  await registerPrivacy(app, { prefix, publicKeyPem: config.publicKeyPem, mongo, redis, bus, store, social: app.socialPrivacy, ...(deps.now ? { now: deps.now } : {}) });

  // Progress snapshots reach the projection, the boards and the guilds from two subjects: game.progress.updated, and every answer's own (docs/adr/0059).
  const applyProgress = withGuildXp(applyProgressEvents(progress, social.boardsMoved), social);
  const events = { store, outbox, publishWalletChanged: walletChangedPublisher(bus), publishSocketPush, log, pending };
  const stops = [
    await runConsumer(bus, answerSubmittedConsumer(withAnswerProgress(applyAnswerEvents(events), applyProgress)), log),
    await runConsumer(bus, levelUpConsumer(applyLevelUpEvents(events)), log),
    await runConsumer(bus, sessionEndedConsumer(applySessionEndedEvents(events)), log),
    await runConsumer(bus, progressUpdatedConsumer(applyProgress), log),
    await runConsumer(bus, speedRunEndedConsumer(applySpeedRunEvents(progress, social.boardsMoved)), log),
    await runConsumer(bus, bossBattleEndedConsumer(applyBossBattleEndedEvents({ store, outbox, publishSocketPush: events.publishSocketPush })), log),
    await runConsumer(bus, chapterCompletedConsumer(applyChapterCompletedEvents({ store, outbox, publishSocketPush: events.publishSocketPush })), log),
  ];
  // Full scans on the first pass and when another engagement process was lost (docs/adr/0278); the passes between read the players this process wrote.
  stopSweeper = startPeerSweeper({
    outbox,
    nc: bus.nc,
    subject: CoreSubjects.ENGAGEMENT_INSTANCES,
    group: config.mongoDb,
    intervalMs: config.outboxSweepMs ?? 30_000,
    staleMs: config.outboxStaleMs ?? 30_000,
    ...(deps.peerTimings ? { peerTimings: deps.peerTimings } : {}),
    log,
  });

  // The game's consumers stop before any onClose hook: they feed the social module's boards and guilds.
  app.addHook('preClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });
  return app;
}

/**
 * An answer batch's player effects and its progress snapshots side by side (docs/adr/0059): both are
 * idempotent (event ids, newest version wins), so a failure of either retries the batch safely.
 */
function withAnswerProgress(applyAnswers: ApplyAnswers, applyProgress: (events: ProgressUpdated[]) => Promise<void>): ApplyAnswers {
  return async (events) => {
    await Promise.all([applyAnswers(events), applyProgress(progressOfAnswers(events))]);
  };
}

/** After the progress projection, the same snapshots reach the social module, which credits the members' guilds (docs/adr/0121). */
function withGuildXp<E extends { occurredAt: string; data: { userId: string; version: number; totalXp: number } }>(apply: (events: E[]) => Promise<void>, social: Pick<SocialProgressHooks, 'progressApplied'>) {
  return async (events: E[]) => {
    await apply(events);
    await social.progressApplied(events.map((e) => ({ userId: e.data.userId, version: e.data.version, totalXp: e.data.totalXp, at: new Date(e.occurredAt) })));
  };
}
