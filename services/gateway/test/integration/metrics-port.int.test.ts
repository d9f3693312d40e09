/**
 * The gateway's own metrics (METRICS_PORT): its requests are timed by route into the process's
 * registry, which server.ts serves on that port apart from the public one; the public port's
 * /metrics stays the web app's. This file's process holds only this gateway (no service-kit app),
 * so every request series here is the gateway's.
 */
import { metricsText, serveMetrics } from '@mathquest/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayConfig, readyGateway } from '../helpers/stack.js';

let gateway: FastifyInstance;

beforeAll(async () => {
  gateway = await readyGateway(await gatewayConfig({}, { METRICS_PORT: '0' }));
});

afterAll(async () => {
  await gateway?.close();
});

function healthzCount(text: string): number {
  const line = text.split('\n').find((l) => l.startsWith('mathquest_http_request_duration_seconds_count{') && l.includes('route="/healthz"') && l.includes('status_code="200"'));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('the gateway with METRICS_PORT', () => {
  it('times its requests by route, served on a port of its own and not on the public one', async () => {
    const before = healthzCount((await metricsText()).body);
    for (let i = 0; i < 3; i++) expect((await gateway.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const metrics = await serveMetrics({ port: 0 });
    try {
      const text = await (await fetch(`http://127.0.0.1:${metrics.port}/metrics`)).text();
      expect(healthzCount(text)).toBe(before + 3);
      expect(text).toMatch(/^process_resident_memory_bytes /m);
    } finally {
      await metrics.close();
    }
    const publicMetrics = await gateway.inject({ method: 'GET', url: '/metrics' });
    expect(publicMetrics.body).not.toMatch(/mathquest_http_request_duration_seconds/);
  });
});
