import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { processMetrics } from './registry.js';

export const METRICS_PATH = '/metrics';

/** The process's metrics in Prometheus' text exposition format (version 0.0.4). */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  const { registry } = processMetrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}

/**
 * GET /metrics on the app's own port. For services only: they listen on 127.0.0.1 or on the
 * compose network, and the gateway forwards nothing but its /api/<service> prefixes to them.
 */
export function registerMetricsRoute(app: FastifyInstance): void {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const { contentType, body } = await metricsText();
    return reply.type(contentType).send(body);
  });
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * /metrics on a port of its own, for a process whose main port is public (the gateway): bind it
 * to loopback or a private interface, never to the published one. Port 0 picks a free port.
 */
export function serveMetrics(opts: { port: number; host?: string }): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== METRICS_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metricsText().then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
      (err: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${err.message}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise<void>((r) => server.close(() => r())),
      });
    });
  });
}
