import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createService } from '../service.js';
import { serveMetrics } from './endpoint.js';
import { recordEventDelivery, recordEventOutcome } from './events.js';
import { parseExposition, sumOf, type MetricFamily } from './exposition.js';
import { UNMATCHED_ROUTE } from './http.js';
import { observeSocketConnections } from './sockets.js';
import { monitorStorageCommands } from './storage.js';

async function scrape(app: ReturnType<typeof createService>): Promise<{ contentType: string; families: Map<string, MetricFamily> }> {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return { contentType: String(res.headers['content-type']), families: parseExposition(res.body) };
}

function family(families: Map<string, MetricFamily>, name: string): MetricFamily {
  const f = families.get(name);
  if (!f) throw new Error(`no metric ${name} in the output (has: ${[...families.keys()].join(', ')})`);
  return f;
}

function appWithRoutes() {
  const app = createService({ name: 'metrics-test', logLevel: 'silent' });
  app.get('/api/things/:id', { schema: { params: z.object({ id: z.string() }) } }, async (request) => ({ id: request.params.id }));
  app.post('/api/things', async (_request, reply) => reply.status(201).send({ ok: true }));
  return app;
}

describe('GET /metrics', () => {
  it('is Prometheus text (version 0.0.4) with process CPU and memory', async () => {
    const app = appWithRoutes();
    const { contentType, families } = await scrape(app);
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(family(families, 'process_cpu_seconds_total').type).toBe('counter');
    expect(family(families, 'process_cpu_user_seconds_total').type).toBe('counter');
    expect(family(families, 'process_cpu_system_seconds_total').type).toBe('counter');
    expect(family(families, 'process_resident_memory_bytes').type).toBe('gauge');
    expect(family(families, 'process_resident_memory_bytes').samples[0]!.value).toBeGreaterThan(0);
    expect(family(families, 'nodejs_heap_size_used_bytes').type).toBe('gauge');
    await app.close();
  });

  it('times requests by route pattern, method and status code, never by raw URL', async () => {
    const app = appWithRoutes();
    for (const id of ['a1', 'b2', 'c3']) expect((await app.inject({ method: 'GET', url: `/api/things/${id}?x=${id}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/things', payload: {} })).statusCode).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/no/such/route/42' })).statusCode).toBe(404);

    const { families } = await scrape(app);
    const f = family(families, 'mathquest_http_request_duration_seconds');
    expect(f.type).toBe('histogram');
    expect(f.help).not.toBe('');
    const byKey = new Map(f.samples.map((s) => [`${s.labels.method} ${s.labels.route} ${s.labels.status_code}`, s]));
    expect(byKey.get('GET /api/things/:id 200')?.count).toBe(3);
    expect(byKey.get('POST /api/things 201')?.count).toBe(1);
    expect(byKey.get(`GET ${UNMATCHED_ROUTE} 404`)?.count).toBe(1);
    for (const s of f.samples) {
      expect(Object.keys(s.labels).sort()).toEqual(['method', 'route', 'status_code']);
      expect(s.labels.route).not.toMatch(/a1|b2|c3|42|\?/);
      // Cumulative buckets ending in +Inf, which holds every observation.
      expect(s.buckets?.['+Inf']).toBe(s.count);
      expect(s.sum).toBeGreaterThanOrEqual(0);
    }
    await app.close();
  });

  it('counts storage commands by database and command name, and failures apart', async () => {
    const driver = new EventEmitter();
    monitorStorageCommands(driver);
    const before = sumOf((await scrape(appWithRoutes())).families, 'mathquest_storage_commands_total', { db: 'unit_db', command: 'find' });
    driver.emit('commandStarted', { databaseName: 'unit_db', commandName: 'find' });
    driver.emit('commandSucceeded', { databaseName: 'unit_db', commandName: 'find', duration: 2 });
    driver.emit('commandStarted', { databaseName: 'unit_db', commandName: 'insert' });
    driver.emit('commandFailed', { databaseName: 'unit_db', commandName: 'insert', duration: 1 });

    const { families } = await scrape(appWithRoutes());
    const commands = family(families, 'mathquest_storage_commands_total');
    expect(commands.type).toBe('counter');
    expect(sumOf(families, 'mathquest_storage_commands_total', { db: 'unit_db', command: 'find' })).toBe(before + 1);
    expect(sumOf(families, 'mathquest_storage_commands_total', { db: 'unit_db', command: 'insert' })).toBeGreaterThanOrEqual(1);
    for (const s of commands.samples) expect(Object.keys(s.labels).sort()).toEqual(['command', 'db']);
    expect(family(families, 'mathquest_storage_command_failures_total').type).toBe('counter');
    expect(sumOf(families, 'mathquest_storage_command_failures_total', { db: 'unit_db', command: 'insert' })).toBeGreaterThanOrEqual(1);
    const durations = family(families, 'mathquest_storage_command_duration_seconds');
    expect(durations.type).toBe('histogram');
    expect(durations.samples.find((s) => s.labels.command === 'find')?.sum).toBeGreaterThanOrEqual(0.002);
  });

  it('reports event consumers: pending, lag, deliveries, redeliveries and outcomes', async () => {
    const stream = 'UNIT';
    const consumer = 'unit-consumer';
    const now = Date.now();
    recordEventDelivery({ stream, consumer, pending: 7, redelivered: false, timestampNanos: (now - 1500) * 1e6 }, now);
    recordEventDelivery({ stream, consumer, pending: 3, redelivered: true, timestampNanos: (now - 20) * 1e6 }, now);
    recordEventOutcome({ stream, consumer }, 'acked');
    recordEventOutcome({ stream, consumer }, 'retried');

    const { families } = await scrape(appWithRoutes());
    const labels = { stream, consumer };
    expect(family(families, 'mathquest_event_consumer_pending_messages').type).toBe('gauge');
    expect(sumOf(families, 'mathquest_event_consumer_pending_messages', labels)).toBe(3);
    expect(family(families, 'mathquest_event_deliveries_total').type).toBe('counter');
    expect(sumOf(families, 'mathquest_event_deliveries_total', labels)).toBe(2);
    expect(sumOf(families, 'mathquest_event_redeliveries_total', labels)).toBe(1);
    expect(sumOf(families, 'mathquest_event_outcomes_total', { ...labels, outcome: 'acked' })).toBe(1);
    expect(sumOf(families, 'mathquest_event_outcomes_total', { ...labels, outcome: 'retried' })).toBe(1);
    const lag = family(families, 'mathquest_event_consumer_lag_seconds');
    expect(lag.type).toBe('histogram');
    const sample = lag.samples.find((s) => s.labels.consumer === consumer)!;
    expect(sample.count).toBe(2);
    expect(sample.sum).toBeCloseTo(1.52, 5);
    expect(sample.buckets?.['1']).toBe(1); // 20 ms under a second, 1.5 s over
  });

  it('reports the sockets the process holds when scraped, summed over its apps, until an app stops counting', async () => {
    const app = appWithRoutes();
    const before = sumOf((await scrape(app)).families, 'mathquest_socket_connections');
    let held = 3;
    const stopFirst = observeSocketConnections(() => held);
    const stopSecond = observeSocketConnections(() => 4);
    const { families } = await scrape(app);
    expect(family(families, 'mathquest_socket_connections').type).toBe('gauge');
    expect(sumOf(families, 'mathquest_socket_connections')).toBe(before + 7);
    held = 1;
    expect(sumOf((await scrape(app)).families, 'mathquest_socket_connections')).toBe(before + 5);
    stopFirst();
    stopSecond();
    expect(sumOf((await scrape(app)).families, 'mathquest_socket_connections')).toBe(before);
    await app.close();
  });

  it('can be served on a port of its own (for a process whose main port is public)', async () => {
    const server = await serveMetrics({ port: 0 });
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      expect(parseExposition(await res.text()).get('process_resident_memory_bytes')?.type).toBe('gauge');
      expect((await fetch(`http://127.0.0.1:${server.port}/api/anything`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
