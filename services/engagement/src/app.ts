import { connectEventBus, connectMongo, createService, pingMongo, type ServiceApp } from '@mathquest/service-kit';
import type { EngagementConfig } from './config.js';

/**
 * The engagement service: the one wallet owner, quests, pets, bosses and the rest of the
 * game layer around practice. Features arrive with their own issues.
 */
export async function buildEngagementApp(config: EngagementConfig): Promise<ServiceApp> {
  const mongo = await connectMongo(config.mongoUrl, config.mongoDb);
  const bus = await connectEventBus(config.natsUrl, 'engagement');
  const app = createService(
    { name: 'engagement', logLevel: config.logLevel, publicKeyPem: config.publicKeyPem },
    { mongo: () => pingMongo(mongo), nats: async () => !bus.nc.isClosed() },
  );
  app.addHook('onClose', async () => {
    await bus.close();
    await mongo.close();
  });
  return app;
}
