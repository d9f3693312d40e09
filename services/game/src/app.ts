import { connectEventBus, connectMongo, createService, ensureStream, pingMongo, type ServiceApp } from '@mathquest/service-kit';
import type { GameConfig } from './config.js';
import { createPublisher } from './events/publisher.js';
import { createGame } from './game.js';
import { seedBank } from './repositories/bank.js';
import { openStore } from './repositories/store.js';
import { gameRoutes } from './routes/index.js';

/**
 * The game service: sessions, adaptive problems, answers, XP/levels/streaks/combo, the
 * teacher problem bank. Routes live under /api/game (the gateway proxies without rewriting).
 */
export async function buildGameApp(config: GameConfig): Promise<ServiceApp> {
  const mongo = await connectMongo(config.mongoUrl, config.mongoDb);
  const bus = await connectEventBus(config.natsUrl, 'game');
  await ensureStream(bus.jsm, 'GAME');
  const app = createService(
    { name: 'game', logLevel: config.logLevel, publicKeyPem: config.publicKeyPem, description: 'Practice sessions, problems, answers and progress' },
    { mongo: () => pingMongo(mongo), nats: async () => !bus.nc.isClosed() },
  );
  const store = await openStore(mongo);
  const publisher = createPublisher(store, bus, app.log);
  const game = createGame(store, publisher, { freeDailyProblems: config.freeDailyProblems, studentCacheSize: config.studentCacheSize });
  if (config.bankSeeds > 0) await seedBank(store, config.bankSeeds, app.log);
  const stopSweeper = publisher.startSweeper(config.outboxSweepMs, config.outboxStaleMs);

  await app.register(gameRoutes, { prefix: '/api/game', game, store });

  app.addHook('onClose', async () => {
    stopSweeper();
    await publisher.idle();
    await bus.close();
    await mongo.close();
  });
  return app;
}
