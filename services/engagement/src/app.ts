import { ErrorEnvelopeSchema, WalletResponseSchema } from '@mathquest/contracts';
import { connectEventBus, connectMongo, createService, currentUser, ensureStream, pingMongo, runConsumer, type ServiceApp } from '@mathquest/service-kit';
import type { Logger } from 'pino';
import type { EngagementConfig } from './config.js';
import { answerSubmittedConsumer } from './events/consumers/game-answer-submitted.js';
import { ensureWalletIndexes, getWallet, walletCollection } from './wallet/wallet.js';

/**
 * The engagement service: the one wallet owner, quests, pets, bosses and the rest of the
 * game layer around practice. Today: the wallet and its credit from game answers.
 */
export async function buildEngagementApp(config: EngagementConfig): Promise<ServiceApp> {
  const mongo = await connectMongo(config.mongoUrl, config.mongoDb);
  const bus = await connectEventBus(config.natsUrl, 'engagement', { durableSuffix: config.durableSuffix });
  const app = createService(
    { name: 'engagement', logLevel: config.logLevel, publicKeyPem: config.publicKeyPem },
    { mongo: () => pingMongo(mongo), nats: async () => !bus.nc.isClosed() },
  );
  const wallets = walletCollection(mongo);
  await ensureWalletIndexes(wallets);
  await ensureStream(bus.jsm, 'ENGAGEMENT');
  const consumer = answerSubmittedConsumer(wallets, bus);
  const stopConsumer = await runConsumer(bus, consumer, app.log as unknown as Logger);

  app.get(
    '/api/engagement/wallet',
    { preHandler: app.authenticate, schema: { response: { 200: WalletResponseSchema, 401: ErrorEnvelopeSchema } } },
    async (request) => ({ success: true as const, data: await getWallet(wallets, currentUser(request).id) }),
  );

  app.addHook('onClose', async () => {
    await stopConsumer();
    await bus.close();
    await mongo.close();
  });
  return app;
}
