import { connectEventBus, connectMongo, createService, ensureStream, pingMongo, runConsumer, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import type { EngagementConfig } from './config.js';
import { answerSubmittedConsumer } from './events/consumers/game-answer-submitted.js';
import { walletChangedPublisher } from './events/wallet-changed.js';
import { ensureWalletIndexes, newWalletCache, walletCollection } from './repositories/wallets-repository.js';
import walletRoutes from './routes/wallet.js';
import { creditAnswerCoins } from './use-cases/credit-answer-coins.js';
import { getChildrenWallets } from './use-cases/get-children-wallets.js';
import { getWallet } from './use-cases/get-wallet.js';

export interface EngagementDeps {
  /** Given by the caller (who then closes them), else connected from the config and closed with the app. */
  mongo?: Connection;
  bus?: EventBus;
}

/**
 * The engagement service: the one wallet owner, quests, pets, bosses and the rest of the
 * game layer around practice. Today: the wallet and its credit from game answers.
 */
export async function buildEngagementApp(config: EngagementConfig, deps: EngagementDeps = {}): Promise<ServiceApp> {
  const mongo = deps.mongo ?? (await connectMongo(config.mongoUrl, config.mongoDb));
  const bus = deps.bus ?? (await connectEventBus(config.natsUrl, 'engagement', { durableSuffix: config.durableSuffix }));
  const app = createService(
    { name: 'engagement', logLevel: config.logLevel, publicKeyPem: config.publicKeyPem, description: 'Wallet, quests, pets and the game layer around practice' },
    { mongo: () => pingMongo(mongo), nats: async () => !bus.nc.isClosed() },
  );
  const log = app.log as unknown as Logger;
  const wallets = walletCollection(mongo);
  await Promise.all([ensureWalletIndexes(wallets), ensureStream(bus.jsm, 'ENGAGEMENT')]);

  await app.register(walletRoutes, { prefix: '/api/engagement', getWallet: getWallet(wallets), getChildrenWallets: getChildrenWallets(wallets), publicKeyPem: config.publicKeyPem });

  const creditAnswers = creditAnswerCoins({ wallets, publishWalletChanged: walletChangedPublisher(bus), cache: newWalletCache(), log });
  const stopConsumer = await runConsumer(bus, answerSubmittedConsumer(creditAnswers), log);

  app.addHook('onClose', async () => {
    await stopConsumer();
    if (!deps.bus) await bus.close();
    if (!deps.mongo) await mongo.close();
  });
  return app;
}
