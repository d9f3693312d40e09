import { connectEventBus, connectMongo, connectRedis, growHeapBetweenCollections, runService } from '@mathquest/service-kit';
import { buildEngagementApp } from './app.js';
import { engagementConfigFromEnv } from './config.js';

// It allocates a lot per answer: fewer, later major collections (service-kit heap-growth.ts).
growHeapBetweenCollections();

// The configuration refuses the start without REDIS_URL: both modules need Redis (docs/adr/0220).
const config = engagementConfigFromEnv();
const mongo = await connectMongo(config.mongoUrl, config.mongoDb);
const bus = await connectEventBus(config.natsUrl, 'engagement', { durableSuffix: config.durableSuffix });
const redis = connectRedis(config.redisUrl, 'engagement');
// Handed over: the app closes them once both modules have stopped.
const app = await buildEngagementApp(config, { mongo, bus, redis, closeGiven: true });
await runService(app, config.port, config.host, config.shutdownGraceMs);
