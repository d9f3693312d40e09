import { runService } from '@mathquest/service-kit';
import { buildAuthApp } from './app.js';
import { authConfigFromEnv } from './config.js';

const config = authConfigFromEnv();
const app = await buildAuthApp(config);
await runService(app, config.port, config.host, config.shutdownGraceMs);
