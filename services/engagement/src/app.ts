import { connectEventBus, connectMongo, connectRedis, createService, ensureStream, pingMongo, pingRedis, runConsumer, runCoreSubscription, type CoreSubscription, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { boardsWatchedSubscription, presenceSubscription } from './events/consumers/realtime-presence.js';
import type { Connection } from 'mongoose';
import type { FastifyBaseLogger } from 'fastify';
import type { EngagementConfig } from './config.js';
import { answerSubmittedConsumer } from './events/consumers/game-answer-submitted.js';
import { levelUpConsumer } from './events/consumers/game-level-up.js';
import { progressUpdatedConsumer } from './events/consumers/game-progress-updated.js';
import { sessionEndedConsumer, speedRunEndedConsumer } from './events/consumers/game-session-ended.js';
import { playerOutbox } from './events/player-outbox.js';
import { challengeUpdatedPublisher } from './events/challenge-updated.js';
import { socketPushPublisher } from './events/socket-push.js';
import { walletChangedPublisher } from './events/wallet-changed.js';
import { classroomMembersConsumer, userRegisteredConsumer, userUpdatedConsumer } from './events/consumers/social-directory.js';
import { leaderboardUpdates } from './events/leaderboard-updated.js';
import { ensureFriendshipIndexes, friendshipsRepository } from './repositories/friendships-repository.js';
import { redisLeaderboardStore, redisWatchedBoards } from './repositories/leaderboards-repository.js';
import { redisFriendMirror, redisPresenceReader, redisPresenceStore, redisSocialDirectory } from './repositories/social-directory-repository.js';
import friendRoutes from './routes/friends.js';
import leaderboardRoutes from './routes/leaderboards.js';
import guildRoutes from './routes/guilds.js';
import { ensureGuildIndexes, guildsRepository } from './repositories/guilds-repository.js';
import { redisGuildEventSchedule, redisGuildXpStore } from './repositories/guild-xp-repository.js';
import { guildEventRewards } from './use-cases/guild-event-rewards.js';
import { guilds as guildsUseCase } from './use-cases/guilds.js';
import { friends as friendsUseCase } from './use-cases/friends.js';
import { leaderboards as leaderboardsUseCase } from './use-cases/leaderboards.js';
import { recordClassrooms, recordUsers } from './use-cases/record-social.js';
import { noProgressStore, redisPendingNotifications, redisProgressStore } from './repositories/progress-repository.js';
import { noLookStore, redisLookStore } from './repositories/looks-repository.js';
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
import challengeRoutes from './routes/challenges.js';
import { challenges as challengesUseCase } from './use-cases/challenges.js';
import { challengesRepository, ensureChallengeIndexes, redisChallengeSchedule, redisXpNeighbours } from './repositories/challenges-repository.js';
import { backfillFacts } from './events/facts-backfill.js';
import { factsBackfillRepository } from './repositories/facts-backfill-repository.js';
import { engagementFacts, publishingFriendMirror, publishingGuildXpStore, type EngagementFacts } from './events/engagement-facts.js';
import { challengeFinishedConsumer } from './events/consumers/game-challenge.js';
import { RANK_KEY } from './repositories/progress-repository.js';
import treasureRoutes from './routes/treasures.js';
import walletRoutes from './routes/wallet.js';
import { applyAnswerEvents, applyLevelUpEvents, applyProgressEvents, applySessionEndedEvents, applySpeedRunEvents, progressOfAnswers, type ApplyAnswers, type ProgressUpdated } from './use-cases/apply-game-events.js';
import { getChildrenWallets } from './use-cases/get-children-wallets.js';
import { getWallet } from './use-cases/get-wallet.js';
import { playerActions } from './use-cases/player-actions.js';
import { shopActions } from './use-cases/shop-actions.js';
import { registerPrivacy } from './privacy/index.js';

export interface EngagementDeps {
  /** Given by the caller (who then closes them), else connected from the config and closed with the app. */
  mongo?: Connection;
  bus?: EventBus;
  /** The clock of the leaderboards' previous-day ranks (tests pin the day). */
  now?: () => Date;
}

/**
 * The engagement service: the one wallet owner and the rewards loop around practice (quests,
 * pets, chests, battle pass, notifications, the dashboard), all in one player document per
 * student (docs/adr/0060), fed by the game's events.
 */
export async function buildEngagementApp(config: EngagementConfig, deps: EngagementDeps = {}): Promise<ServiceApp> {
  const mongo = deps.mongo ?? (await connectMongo(config.mongoUrl, config.mongoDb));
  const bus = deps.bus ?? (await connectEventBus(config.natsUrl, 'engagement', { durableSuffix: config.durableSuffix }));
  const redis = config.redisUrl ? connectRedis(config.redisUrl, 'engagement') : null;
  const app = createService(
    { name: 'engagement', logLevel: config.logLevel, publicKeyPem: config.publicKeyPem, description: 'Wallet, quests, pets and the game layer around practice' },
    { mongo: () => pingMongo(mongo), nats: async () => !bus.nc.isClosed(), ...(redis ? { redis: () => pingRedis(redis) } : {}) },
  );
  const log = app.log;
  const wallets = walletCollection(mongo);
  await Promise.all([ensureWalletIndexes(wallets), ensureStream(bus.jsm, 'ENGAGEMENT'), ensureFriendshipIndexes(mongo), ensureChallengeIndexes(mongo), ensureGuildIndexes(mongo)]);

  const outbox = playerOutbox(bus, wallets, log);
  // One cache per process, shared by the consumers and the requests (a stale entry only makes a write miss and re-read).
  const store: PlayerStore = { players: wallets, cache: newPlayerCache(), unpublished: (entries) => outbox.unpublished(entries) };
  const progress = redis ? redisProgressStore(redis) : noProgressStore;
  const pending = redis ? redisPendingNotifications(redis) : undefined;
  const actions = playerActions({ store, outbox, progress, ...(pending ? { pending } : {}) });
  // Socket pushes on core NATS, not stored (docs/adr/0057): one publisher for every path that pushes.
  const publishSocketPush = socketPushPublisher(bus.nc, log);

  const prefix = '/api/engagement';
  await app.register(walletRoutes, { prefix, getWallet: getWallet(wallets), getChildrenWallets: getChildrenWallets(wallets), publicKeyPem: config.publicKeyPem });
  for (const routes of [questRoutes, petRoutes, treasureRoutes, notificationRoutes, progressRoutes]) await app.register(routes, { prefix, actions });
  const looks = redis ? redisLookStore(redis) : noLookStore;
  await app.register(shopRoutes, { prefix, shop: shopActions({ store, outbox, progress, looks }) });
  await app.register(battlePassRoutes, { prefix, rewards: battlePassRewards({ store, outbox, actions }) });
  await app.register(adventureRoutes, { prefix, adventure: adventure({ store, progress, game: gameClient(config.gameUrl ?? 'http://127.0.0.1:4002') }) });

  // Leaderboards and friends (docs/adr/0100-0103): Redis projections, friendships in storage.
  // The facts other services project (docs/adr/0195), published after the writes they describe.
  const facts = engagementFacts(bus, log);
  const social = redis ? socialParts(redis, facts, deps.now) : null;
  if (social) {
    await app.register(leaderboardRoutes, { prefix, leaderboards: social.leaderboards });
    await app.register(friendRoutes, { prefix, friends: friendsUseCase({ friendships: friendshipsRepository(mongo), directory: social.directory, mirror: social.mirror, presence: redisPresenceReader(social.redis), progress, publishSocketPush }) });
  }
  // Guilds (docs/adr/0120-0122): documents in storage, XP and the directory in Redis.
  const guildEvents = social ? redisGuildEventSchedule(social.redis, config.mongoDb) : null;
  const guilds =
    social && guildEvents
      ? guildsUseCase({ guilds: guildsRepository(mongo), xp: publishingGuildXpStore(redisGuildXpStore(social.redis), facts), eventSchedule: guildEvents, progress, presence: redisPresenceReader(social.redis), looks, publishSocketPush, ...(deps.now ? { now: deps.now } : {}) })
      : null;
  if (guilds) await app.register(guildRoutes, { prefix, guilds });
  // Guild event rewards when events end (docs/adr/0128): a sweep on every instance, each payment once.
  const eventRewards =
    social && guildEvents
      ? guildEventRewards({ guilds: guildsRepository(mongo), xp: publishingGuildXpStore(redisGuildXpStore(social.redis), facts), schedule: guildEvents, store, outbox, publishSocketPush, log, ...(deps.now ? { now: deps.now } : {}) })
      : null;
  const stopEventSweep = eventRewards ? startSweep(() => eventRewards.sweep(), config.guildEventSweepMs ?? 30_000, log, 'guild event sweep') : async () => undefined;
  // PvP challenges (docs/adr/0125, 0126): wagers in the player documents, the challenge in its own, the schedule in Redis.
  const game = gameClient(config.gameUrl ?? 'http://127.0.0.1:4002');
  const duels = social
    ? challengesUseCase({
        repo: challengesRepository(mongo),
        schedule: redisChallengeSchedule(social.redis, config.mongoDb),
        records: facts,
        store,
        outbox,
        directory: social.directory,
        progress,
        presence: redisPresenceReader(social.redis),
        neighbours: redisXpNeighbours(social.redis, RANK_KEY),
        game,
        looks,
        publishSocketPush,
        publishChallengeUpdated: challengeUpdatedPublisher(bus),
        log,
        ...(deps.now ? { now: deps.now } : {}),
      })
    : null;
  if (duels) await app.register(challengeRoutes, { prefix, challenges: duels });
  // The facts backfill (docs/adr/0195): once per version, by the one instance that claims it, in the background.
  const backfill =
    social && config.factsBackfill !== false
      ? backfillFacts(factsBackfillRepository(mongo, social.redis), engagementFacts(bus, log, 'throw'), log).catch((err: unknown) => log.warn({ err }, 'facts backfill failed; the next start runs it again'))
      : Promise.resolve();
  // Account export and erasure (docs/adr/0236).
  await registerPrivacy(app, { prefix, publicKeyPem: config.publicKeyPem, mongo, bus, store, facts, publishSocketPush, progress, looks, social, guildEvents, duels, ...(deps.now ? { now: deps.now } : {}) });
  const stopChallengeSweep = duels ? startSweep(() => duels.sweep(), config.challengeSweepMs ?? 30_000, log, 'challenge sweep') : async () => undefined;
  const boardUpdates = social ? leaderboardUpdates({ bus, store: social.store, leaderboards: social.leaderboards, log, ...(config.leaderboardSweepMs ? { sweepMs: config.leaderboardSweepMs } : {}) }) : null;

  // Progress snapshots reach the projection, the boards and the guilds from two subjects: game.progress.updated, and every answer's own (docs/adr/0059).
  const applyProgress = social && boardUpdates ? withGuildXp(applyProgressEvents(progress, async (moved) => boardUpdates.offer(await social.leaderboards.boardsMoved(moved))), guilds) : null;
  const events = { store, outbox, publishWalletChanged: walletChangedPublisher(bus), publishSocketPush, log, ...(pending ? { pending } : {}) };
  const stops = [
    await runConsumer(bus, answerSubmittedConsumer(withAnswerProgress(applyAnswerEvents(events), applyProgress)), log),
    await runConsumer(bus, levelUpConsumer(applyLevelUpEvents(events)), log),
    await runConsumer(bus, sessionEndedConsumer(applySessionEndedEvents(events)), log),
    ...(applyProgress ? [await runConsumer(bus, progressUpdatedConsumer(applyProgress), log)] : []),
    ...(social && boardUpdates
      ? [
          await runConsumer(bus, speedRunEndedConsumer(applySpeedRunEvents(progress, async (moved) => boardUpdates.offer(await social.leaderboards.boardsMoved(moved)))), log),
          await runConsumer(bus, userRegisteredConsumer(recordUsers(social.directory)), log),
          await runConsumer(bus, userUpdatedConsumer(recordUsers(social.directory)), log),
          await runConsumer(bus, classroomMembersConsumer(recordClassrooms(social.directory)), log),
        ]
      : []),
    await runConsumer(bus, bossBattleEndedConsumer(applyBossBattleEndedEvents({ store, outbox, publishSocketPush: events.publishSocketPush })), log),
    ...(duels ? [await runConsumer(bus, challengeFinishedConsumer(async (events) => { for (const e of events) await duels.recordFinished(e); }), log)] : []),
    await runConsumer(bus, chapterCompletedConsumer(applyChapterCompletedEvents({ store, outbox, publishSocketPush: events.publishSocketPush })), log),
  ];
  // Realtime's presence and watched boards into engagement's own copies (core NATS, docs/adr/0195).
  const coreSubs: CoreSubscription[] = social
    ? [runCoreSubscription(bus.nc, presenceSubscription(redisPresenceStore(social.redis)), log), runCoreSubscription(bus.nc, boardsWatchedSubscription(redisWatchedBoards(social.redis)), log)]
    : [];
  const stopSweeper = outbox.startSweeper({ intervalMs: config.outboxSweepMs ?? 30_000, staleMs: config.outboxStaleMs ?? 30_000 });

  app.addHook('onClose', async () => {
    for (const sub of coreSubs) await sub.stop();
    await Promise.all(stops.map((stop) => stop()));
    await boardUpdates?.stop();
    await stopSweeper();
    await stopChallengeSweep();
    await stopEventSweep();
    await backfill;
    await outbox.idle();
    if (redis) await redis.quit().catch(() => undefined);
    if (!deps.bus) await bus.close();
    if (!deps.mongo) await mongo.close();
  });
  return app;
}

/**
 * An answer batch's player effects and its progress snapshots side by side (docs/adr/0059): both are
 * idempotent (event ids, newest version wins), so a failure of either retries the batch safely.
 */
function withAnswerProgress(applyAnswers: ApplyAnswers, applyProgress: ((events: ProgressUpdated[]) => Promise<void>) | null): ApplyAnswers {
  if (!applyProgress) return applyAnswers;
  return async (events) => {
    await Promise.all([applyAnswers(events), applyProgress(progressOfAnswers(events))]);
  };
}

/** After the progress projection, the same snapshots credit the members' guilds (docs/adr/0121). */
function withGuildXp<E extends { occurredAt: string; data: { userId: string; version: number; totalXp: number } }>(apply: (events: E[]) => Promise<void>, guilds: ReturnType<typeof guildsUseCase> | null) {
  return async (events: E[]) => {
    await apply(events);
    await guilds?.creditXp(events.map((e) => ({ userId: e.data.userId, version: e.data.version, totalXp: e.data.totalXp, at: new Date(e.occurredAt) })));
  };
}

function socialParts(redis: ReturnType<typeof connectRedis>, facts: EngagementFacts, now?: () => Date) {
  const directory = redisSocialDirectory(redis, (userId, groups) => facts.groups(userId, groups));
  const mirror = publishingFriendMirror(redisFriendMirror(redis), facts);
  const store = redisLeaderboardStore(redis);
  const leaderboards = leaderboardsUseCase({ boards: store, directory, friends: mirror, progress: redisProgressStore(redis), looks: redisLookStore(redis), ...(now ? { now } : {}) });
  return { redis, directory, mirror, store, leaderboards };
}

/** A sweep every `intervalMs` (one bounded pass at a time; every instance may run it, each step is conditional or idempotent). */
function startSweep(sweep: () => Promise<number>, intervalMs: number, log: FastifyBaseLogger, what: string): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(sweep).catch((err: unknown) => log.warn({ err }, `${what} failed; the next one retries`));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
