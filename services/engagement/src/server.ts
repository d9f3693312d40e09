import { connectEventBus, connectMongo, runService } from '@mathquest/service-kit';
import { buildEngagementApp } from './app.js';
import { engagementConfigFromEnv } from './config.js';

const config = engagementConfigFromEnv();
const mongo = await connectMongo(config.mongoUrl, config.mongoDb);
const bus = await connectEventBus(config.natsUrl, 'engagement', { durableSuffix: config.durableSuffix });
const app = await buildEngagementApp(config, { mongo, bus });
// After the app's own hooks (its consumer stops first).
app.addHook('onClose', async () => {
  await bus.close();
  await mongo.close();
});
await runService(app, config.port, config.host);
