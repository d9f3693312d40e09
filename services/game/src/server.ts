import { growHeapBetweenCollections, runService } from '@mathquest/service-kit';
import { buildGameApp } from './app.js';
import { gameConfigFromEnv } from './config.js';

// It allocates a lot per answer: fewer, later major collections (service-kit heap-growth.ts).
growHeapBetweenCollections();

const config = gameConfigFromEnv();
const app = await buildGameApp(config);
await runService(app, config.port, config.host, config.shutdownGraceMs);
