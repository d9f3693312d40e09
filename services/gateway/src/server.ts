import { growHeapBetweenCollections, runService, serveMetrics } from '@mathquest/service-kit';
import { buildGatewayApp } from './app.js';
import { gatewayConfigFromEnv } from './config.js';

// It allocates a lot per answer: fewer, later major collections (service-kit heap-growth.ts).
growHeapBetweenCollections();

const config = gatewayConfigFromEnv();
const app = await buildGatewayApp(config);
if (config.metricsPort !== undefined) {
  // Never on the public port: a port of its own, which only the monitoring network reaches.
  const metrics = await serveMetrics({ port: config.metricsPort, host: config.host });
  app.addHook('onClose', () => metrics.close());
}
await runService(app, config.port, config.host, config.shutdownGraceMs);
