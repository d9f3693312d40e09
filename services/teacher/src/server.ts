import { runService } from '@mathquest/service-kit';
import { buildTeacherApp } from './app.js';
import { teacherConfigFromEnv } from './config.js';

const config = teacherConfigFromEnv();
const app = await buildTeacherApp(config);
await runService(app, config.port, config.host, config.shutdownGraceMs);
