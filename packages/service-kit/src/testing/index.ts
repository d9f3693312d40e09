/**
 * Test helpers shared by every service's integration tests.
 *
 *   import { testInfra, uniqueDbName, testKeys } from '@mathquest/service-kit/testing';
 *   const { mongoUrl, natsUrl, redisUrl } = testInfra();
 *
 * The infrastructure is started once per integration run by ./global-setup.ts.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { JSONCodec, type NatsConnection } from 'nats';
import { inject } from 'vitest';

export interface TestInfra {
  /** MongoDB server URL without a database name, e.g. mongodb://127.0.0.1:32768 */
  mongoUrl: string;
  natsUrl: string;
  redisUrl: string;
  mode: 'containers' | 'processes';
}

declare module 'vitest' {
  export interface ProvidedContext {
    infra: TestInfra;
  }
}

/** URLs of the shared MongoDB-compatible server, NATS (JetStream) and Redis of this run. */
export function testInfra(): TestInfra {
  const infra = inject('infra');
  if (!infra) {
    throw new Error('testInfra(): no infrastructure provided; run integration tests with `vitest run --project integration` (its globalSetup starts it)');
  }
  return infra;
}

/**
 * A database name unique to this call, so test files sharing the server never collide:
 * `<prefix>_<time>_<random>`, lower-case letters, digits and underscores, at most 63 chars.
 */
export function uniqueDbName(prefix: string): string {
  const clean = prefix.toLowerCase().replace(/[^a-z0-9_]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 36) || 'test';
  return `${clean}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

let keys: { privateKeyPem: string; publicKeyPem: string } | undefined;

/** An ES256 (P-256) key pair in PEM, generated once per test worker. */
export function testKeys(): { privateKeyPem: string; publicKeyPem: string } {
  keys ??= (() => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    return { privateKeyPem: privateKey, publicKeyPem: publicKey };
  })();
  return keys;
}

export { freePort, isPortOpen, waitForPort } from '../local-infra/local-infra.js';

/** Spans kept in memory, for tests that start tracing with `startTracing({ service, exporter })` (docs/adr/0262). */
export { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';

/** An announcement of a service's process to its peers (docs/adr/0278), as heard on `push.instances.<service>`. */
export interface HeardAnnouncement {
  instance: string;
  group: string;
  leaving: boolean;
}

/**
 * Records what is announced on `subject` (`push.instances.<service>`) for `group` (the service's
 * database), so a service's test can see that its processes announce themselves and say when they
 * leave. `stop()` unsubscribes.
 */
export function recordAnnouncements(nc: NatsConnection, subject: string, group: string): { heard: HeardAnnouncement[]; stop: () => void } {
  const heard: HeardAnnouncement[] = [];
  const codec = JSONCodec<{ data: HeardAnnouncement }>();
  const sub = nc.subscribe(subject, {
    callback: (err, msg) => {
      if (err) return;
      const { data } = codec.decode(msg.data);
      if (data.group === group) heard.push(data);
    },
  });
  return { heard, stop: () => sub.unsubscribe() };
}
