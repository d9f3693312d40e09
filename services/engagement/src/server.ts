import { runService } from '@mathquest/service-kit';
import { buildEngagementApp } from './app.js';
import { engagementConfigFromEnv } from './config.js';

const config = engagementConfigFromEnv();
const app = await buildEngagementApp(config);
await runService(app, config.port, config.host);
