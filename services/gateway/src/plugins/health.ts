import type { FastifyInstance } from 'fastify';
import { checkReadiness } from './health/readiness.js';

export interface HealthOptions {
  upstreams: Record<string, string>;
  /** True once the gateway began to shut down: /readyz is then 503 at once (docs/adr/0259). */
  draining: () => boolean;
}

/**
 * /healthz (alive) and /readyz: ready when every upstream is reachable and Redis answers;
 * upstreams that are up but not ready themselves are reported, not fatal (health/readiness.ts).
 */
export default async function health(app: FastifyInstance, { upstreams, draining }: HealthOptions) {
  app.get('/healthz', async () => ({ status: 'ok', service: 'gateway' }));
  app.get('/readyz', async (_request, reply) => {
    if (draining()) return reply.status(503).send({ status: 'draining', service: 'gateway', checks: {} });
    const { ready, checks, notReady, degraded } = await checkReadiness(upstreams, app.redis);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', service: 'gateway', checks, notReady, degraded });
  });
}
