import { runService } from '@mathquest/service-kit';
import { buildGatewayApp } from './app.js';
import { gatewayConfigFromEnv } from './config.js';

const config = gatewayConfigFromEnv();
const app = await buildGatewayApp(config);
await runService(app, config.port, config.host);
