/**
 * Two instances of one service behind one host name, as `docker compose up --scale game=2` makes
 * them (docs/adr/0150): each instance listens on the same port on its own loopback address (all
 * of 127/8 is loopback on Linux), and the gateway's injected resolver gives the made-up name both.
 * The instances are the real game and realtime apps, in-process, so tests can see which one
 * answered (the only file of these tests that builds another service's app).
 */
import { randomBytes } from 'node:crypto';
import { promises as dns } from 'node:dns';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys } from '@mathquest/service-kit/testing';
import { buildTestGameApp, makeUser, type TestUser } from '../../../game/test/helpers/build-test-app.js';
import { createSolver, type Solver } from '../../../game/test/helpers/solver.js';
import { buildRealtimeApp } from '../../../realtime/src/app.js';
import { createEngagementFactsRepository } from '../../../realtime/src/repositories/engagement-facts-repository.js';
import { claims, eventually, sign, type ClientSocket } from '../../../realtime/test/helpers/realtime.js';
import type { ResolveHost } from '../../src/plugins/upstream-spread/addresses.js';

export { claims, createSolver, eventually, makeUser, sign, type ClientSocket, type Solver, type TestUser };

/** Realtime's own copy of engagement's facts (docs/adr/0195), written as its consumer writes it: for tests that need a guild's members without engagement. */
export const realtimeFacts = createEngagementFactsRepository;

/** The loopback addresses the instances listen on, in the order the gateway takes turns (sorted). */
export const INSTANCE_ADDRESSES = ['127.0.0.1', '127.0.0.2'] as const;

const probe = (host: string, port: number) =>
  new Promise<net.Server | null>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null));
    server.listen(port, host, () => resolve(server));
  });

/** A port free on every address of INSTANCE_ADDRESSES (probed by listening on each, then closed). */
async function portFreeOnAll(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const first = await probe(INSTANCE_ADDRESSES[0], 0);
    if (!first) continue;
    const port = (first.address() as net.AddressInfo).port;
    const rest = await Promise.all(INSTANCE_ADDRESSES.slice(1).map((h) => probe(h, port)));
    await Promise.all([first, ...rest].map((s) => (s ? new Promise((r) => s.close(r)) : undefined)));
    if (rest.every(Boolean)) return port;
  }
  throw new Error('no port free on every loopback address');
}

export interface Listening {
  listen(options: { port: number; host: string }): Promise<unknown>;
  close(): Promise<unknown>;
}

/**
 * One instance per INSTANCE_ADDRESSES, all on one port: `build(host, port)` builds instance i
 * (not listening). If the port was taken meanwhile, everything is closed and tried on another.
 */
export async function onOnePort<T extends Listening>(build: (host: string, port: number) => Promise<T>): Promise<{ port: number; instances: T[] }> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await portFreeOnAll();
    const instances: T[] = [];
    try {
      for (const host of INSTANCE_ADDRESSES) {
        const instance = await build(host, port);
        instances.push(instance);
        await instance.listen({ port, host });
      }
      return { port, instances };
    } catch (error) {
      lastError = error;
      await Promise.allSettled(instances.map((i) => i.close()));
    }
  }
  throw lastError;
}

/** A resolver giving `name` every instance address (other names: the system's), counting its calls for `name`. */
export function scaledName(name: string): { resolve: ResolveHost; calls: () => number } {
  let calls = 0;
  return {
    resolve: async (host) => {
      if (host !== name) return dns.lookup(host, { all: true });
      calls++;
      // Reversed, as a DNS server may give them in any order.
      return [...INSTANCE_ADDRESSES].reverse().map((address) => ({ address, family: 4 }));
    },
    calls: () => calls,
  };
}

/** The index in INSTANCE_ADDRESSES of the address a connection came from or went to. */
export const instanceOf = (address: string | undefined) => INSTANCE_ADDRESSES.indexOf((address ?? '').replace(/^::ffff:/, '') as (typeof INSTANCE_ADDRESSES)[number]);

/** A request an instance received: which instance, what, and for whom (its Authorization header). */
export interface Received {
  instance: number;
  method: string;
  path: string;
  auth: string;
}

/**
 * Two game instances of one deployment (one database, one set of durable consumers), free
 * students limited to 3 problems a day; every request they receive is appended to `received`.
 */
export async function startScaledGame(dbName: string, received: Received[]): Promise<{ port: number; instances: ServiceApp[] }> {
  const durableSuffix = `sg${randomBytes(4).toString('hex')}`;
  return onOnePort(async (host, port) => {
    const app = await buildTestGameApp(testInfra(), testKeys().publicKeyPem, dbName, { host, port, bankSeeds: 0, durableSuffix, freeDailyProblems: 3 });
    app.server.on('request', (req: IncomingMessage) =>
      received.push({ instance: instanceOf(req.socket.localAddress), method: req.method ?? '', path: (req.url ?? '').split('?')[0]!, auth: String(req.headers.authorization ?? '') }),
    );
    return app;
  });
}

/** Two realtime instances of one deployment (one Socket.IO adapter key in Redis, one set of durable consumers). */
export async function startScaledRealtime(): Promise<{ port: number; instances: ServiceApp[] }> {
  const infra = testInfra();
  const adapterKey = `rt-scaled-${randomBytes(4).toString('hex')}`;
  return onOnePort((host, port) =>
    buildRealtimeApp({ port, host, logLevel: 'silent', natsUrl: infra.natsUrl, redisUrl: infra.redisUrl, publicKeyPem: testKeys().publicKeyPem, adapterKey, durableSuffix: adapterKey }),
  );
}
