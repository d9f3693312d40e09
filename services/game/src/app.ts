import { CoreSubjects } from '@mathquest/contracts';
import { connectEventBus, connectMongo, createService, ensureStream, pingMongo, runConsumer, startPeerSweeper, type EventBus, type PeerTimings, type ServiceApp } from '@mathquest/service-kit';
import type { Connection } from 'mongoose';
import type { GameConfig } from './config.js';
import { accountErasureConsumer } from './events/consumers/auth-account-erasure.js';
import { challengeUpdatedConsumer } from './events/consumers/engagement-challenges.js';
import { xpGrantedConsumer } from './events/consumers/engagement-xp-granted.js';
import { boostGrantedConsumer } from './events/consumers/engagement-boost-granted.js';
import { assignmentPublishedConsumer, classroomMembersConsumer } from './events/consumers/teacher-assignments.js';
import { createGameOutbox } from './events/outbox.js';
import { forgetSessionsEndedElsewhere } from './events/session-ends.js';
import { createAccountsRepository } from './repositories/accounts.js';
import { createAssignmentRepository } from './repositories/assignments.js';
import { createProblemBankRepository } from './repositories/bank.js';
import { createChallengeProjectionRepository } from './repositories/challenges.js';
import { openCollections } from './repositories/collections.js';
import { createServedProblemRepository } from './repositories/problems.js';
import { createSessionRepository } from './repositories/sessions.js';
import { createStudentRepository } from './repositories/students.js';
import { createUsageRepository } from './repositories/usage.js';
import masteryRoutes from './routes/mastery.js';
import problemBankRoutes from './routes/problem-bank.js';
import problemRoutes from './routes/problems.js';
import progressRoutes from './routes/progress.js';
import accountRoutes from './routes/accounts.js';
import bossBattleRoutes from './routes/boss-battles.js';
import sessionRoutes from './routes/sessions.js';
import tutorRoutes from './routes/tutor.js';
import { createApplyXpGrants } from './use-cases/apply-xp-grants.js';
import { createApplyBoostGrants } from './use-cases/apply-boost-grants.js';
import { createUseCases } from './use-cases/index.js';
import { createPlanQuota } from './use-cases/plan-quota.js';

export interface GameAppDeps {
  /** An open connection to the game's database (closed by the caller); connected from the config when absent. */
  mongo?: Connection;
  bus?: EventBus;
  random?: () => number;
  now?: () => Date;
  /** How often this process announces itself and after how long a silent peer is lost (tests shorten them). */
  peerTimings?: PeerTimings;
}

/**
 * The game service: sessions, adaptive problems, answers, XP/levels/streaks/combo, the
 * teacher problem bank, and the XP engagement grants (consumed from engagement.xp.granted,
 * docs/adr/0072). Routes live under /api/game (the gateway proxies without rewriting).
 */
export async function buildGameApp(config: GameConfig, deps: GameAppDeps = {}): Promise<ServiceApp> {
  const mongo = deps.mongo ?? (await connectMongo(config.mongoUrl, config.mongoDb));
  const bus = deps.bus ?? (await connectEventBus(config.natsUrl, 'game', { durableSuffix: config.durableSuffix }));
  await ensureStream(bus.jsm, 'GAME');
  const app = createService(
    { name: 'game', logLevel: config.logLevel, publicKeyPem: config.publicKeyPem, description: 'Practice sessions, problems, answers and progress' },
    { mongo: () => pingMongo(mongo), nats: async () => !bus.nc.isClosed() },
  );
  const collections = await openCollections(mongo);
  const outbox = createGameOutbox(collections, bus, app.log);
  const bank = createProblemBankRepository(collections.bank);
  const sessions = createSessionRepository(collections.sessions, config.sessionCacheSize);
  const stopListening = forgetSessionsEndedElsewhere(bus, sessions);
  // One student repository (and its cache) for the answers and the XP grants alike.
  const students = createStudentRepository(collections.students, {
    size: config.studentCacheSize,
    ...(config.studentCacheMb !== undefined ? { mb: config.studentCacheMb } : {}),
    ...(config.studentCacheIdleMin !== undefined ? { idleMinutes: config.studentCacheIdleMin } : {}),
  });
  const now = deps.now ?? (() => new Date());
  const assignments = createAssignmentRepository({ assignments: collections.assignments, members: collections.classMembers, attempts: collections.attempts });
  const challenges = createChallengeProjectionRepository(collections.challenges, collections.challengeStarts);
  const accounts = createAccountsRepository(collections);
  const useCases = createUseCases({
    sessions,
    problems: createServedProblemRepository(collections.problems),
    students,
    bank,
    assignments,
    challenges,
    quota: createPlanQuota(createUsageRepository(collections.usage), config.freeDailyProblems),
    outbox,
    now,
    random: deps.random ?? Math.random,
    log: app.log,
  });
  if (config.bankSeeds > 0) await bank.seed(config.bankSeeds, app.log);
  // Full scans cost the size of the collections (docs/adr/0214): on the first pass, when another game process was lost (docs/adr/0278), and every OUTBOX_FULL_SWEEP_MS if set.
  const stopSweeper = startPeerSweeper({
    outbox,
    nc: bus.nc,
    subject: CoreSubjects.GAME_INSTANCES,
    group: config.mongoDb,
    intervalMs: config.outboxSweepMs,
    staleMs: config.outboxStaleMs,
    ...(config.outboxFullSweepMs !== undefined ? { fullEveryMs: config.outboxFullSweepMs } : {}),
    ...(deps.peerTimings ? { peerTimings: deps.peerTimings } : {}),
    log: app.log,
  });
  const log = app.log;
  const stopConsumers = [
    await runConsumer(bus, xpGrantedConsumer(createApplyXpGrants({ students, outbox, now, log: app.log })), log),
    await runConsumer(bus, boostGrantedConsumer(createApplyBoostGrants({ students, outbox, now, log: app.log })), log),
    await runConsumer(bus, assignmentPublishedConsumer(assignments), log),
    await runConsumer(bus, classroomMembersConsumer(assignments), log),
    await runConsumer(bus, challengeUpdatedConsumer(challenges), log),
    await runConsumer(bus, accountErasureConsumer({ accounts, students, sessions, bus, now }), log),
  ];

  for (const routes of [sessionRoutes, problemRoutes, tutorRoutes, progressRoutes, problemBankRoutes, masteryRoutes, bossBattleRoutes]) {
    await app.register(routes, { prefix: '/api/game', useCases, publicKeyPem: config.publicKeyPem });
  }
  await app.register(accountRoutes, { prefix: '/api/game', accounts, publicKeyPem: config.publicKeyPem });

  app.addHook('onClose', async () => {
    stopListening();
    for (const stop of stopConsumers) await stop();
    await stopSweeper(); // settles this process's owners, then tells the other game processes it is leaving
    if (!deps.bus) await bus.close();
    if (!deps.mongo) await mongo.close();
  });
  return app;
}
