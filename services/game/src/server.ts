import { runService } from '@mathquest/service-kit';
import { buildGameApp } from './app.js';
import { gameConfigFromEnv } from './config.js';

const config = gameConfigFromEnv();
const app = await buildGameApp(config);
await runService(app, config.port, config.host, config.shutdownGraceMs);
