import type { FastifyInstance } from 'fastify';
import { checkReadiness } from './health/readiness.js';

export interface HealthOptions {
  upstreams: Record<string, string>;
}

/**
 * /healthz (alive) and /readyz: ready when every upstream is reachable and Redis answers;
 * upstreams that are up but not ready themselves are reported, not fatal (health/readiness.ts).
 */
export default async function health(app: FastifyInstance, { upstreams }: HealthOptions) {
  app.get('/healthz', async () => ({ status: 'ok', service: 'gateway' }));
  app.get('/readyz', async (_request, reply) => {
    const { ready, checks, notReady, degraded } = await checkReadiness(upstreams, app.redis);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', service: 'gateway', checks, notReady, degraded });
  });
}
