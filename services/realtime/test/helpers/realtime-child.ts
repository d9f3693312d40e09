/**
 * A realtime instance as a process of its own, for tests that kill it (test/helpers/realtime-process.ts):
 * the server entry's configuration read from the environment (src/config.ts), plus what only tests
 * set (the cluster's adapter key and durable suffix, short room and presence timings) as JSON in
 * REALTIME_TEST_OPTIONS. Then the app runs exactly as src/server.ts runs it.
 */
import { runService } from '@mathquest/service-kit';
import { buildRealtimeApp } from '../../src/app.js';
import { realtimeConfigFromEnv, type RealtimeConfig } from '../../src/config.js';

const options = JSON.parse(process.env.REALTIME_TEST_OPTIONS ?? '{}') as Partial<RealtimeConfig>;
const config: RealtimeConfig = { ...realtimeConfigFromEnv(), ...options };
const app = await buildRealtimeApp(config);
await runService(app, config.port, config.host);
