import { runService } from '@mathquest/service-kit';
import { buildRealtimeApp } from './app.js';
import { realtimeConfigFromEnv } from './config.js';

const config = realtimeConfigFromEnv();
const app = await buildRealtimeApp(config);
await runService(app, config.port, config.host, config.shutdownGraceMs);
