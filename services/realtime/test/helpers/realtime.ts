/** Builders shared by the realtime integration tests: instances on the harness's Redis and NATS, signed tokens, client sockets. */
import { randomBytes } from 'node:crypto';
import type { ClientToServerEvents, ServerSocketPayload, ServerToClientEvents } from '@mathquest/contracts';
import type { EventBus, ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys } from '@mathquest/service-kit/testing';
import jwt from 'jsonwebtoken';
import { io as connectSocket, type Socket, type SocketOptions, type ManagerOptions } from 'socket.io-client';
import { buildRealtimeApp } from '../../src/app.js';
import type { RoomTimings } from '../../src/domain/room.js';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface Cluster {
  instances: ServiceApp[];
  /** Appended to the instances' durable consumer names and the adapter's key: the instances of one cluster share them, clusters do not. */
  durableSuffix: string;
  urls: string[];
  /** Closes the sockets opened with `open` and the instances. */
  close(): Promise<void>;
  /** Opens a socket to instance `index`, or to this URL (no reconnection unless `options` asks for it). */
  open(index: number | string, auth: string | SocketOptions['auth'], options?: Partial<ManagerOptions & SocketOptions>): Promise<Opened>;
}

export interface Closed {
  /** What `connection:closed` said, or null when it said nothing. */
  said: ServerSocketPayload<'connection:closed'> | null;
  /** How many `connection:closed` events the client received before the disconnect. */
  closedEvents: number;
  /** The client's disconnect reason ('io server disconnect', 'transport close', ...). */
  reason: string;
  /** When the client saw the disconnect (ms since the epoch). */
  at: number;
}

export interface Opened {
  socket: ClientSocket;
  /** 'connected', or the connect error's message ('UNAUTHORIZED'). */
  outcome: string;
  /** Resolves at the first disconnect. */
  closed: Promise<Closed>;
}

/**
 * `count` realtime instances sharing the harness's Redis under an adapter key of their own, and
 * the harness's NATS under durable consumers of their own, as instances of one deployment do;
 * each has its own revocation list, as each process would.
 */
export async function startCluster(
  count: number,
  options: {
    maxSocketsPerUser?: number;
    presenceRefreshMs?: number;
    presenceTtlMs?: number;
    presenceSweepMs?: number;
    roomTimings?: Partial<RoomTimings>;
    roomTickMs?: number;
    watchedBoardTtlMs?: number;
    instanceHeartbeatMs?: number;
    instanceDeadAfterMs?: number;
    /** Join the instances of an earlier cluster (its `durableSuffix`): same Redis adapter, same consumers. */
    adapterKey?: string;
  } = {},
): Promise<Cluster> {
  const adapterKey = options.adapterKey ?? `rt-${randomBytes(4).toString('hex')}`;
  const instances: ServiceApp[] = [];
  const urls: string[] = [];
  const sockets: ClientSocket[] = [];
  for (let i = 0; i < count; i++) {
    const app = await buildRealtimeApp({
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
      natsUrl: testInfra().natsUrl,
      redisUrl: testInfra().redisUrl,
      publicKeyPem: testKeys().publicKeyPem,
      ...(options.maxSocketsPerUser ? { maxSocketsPerUser: options.maxSocketsPerUser } : {}),
      ...(options.presenceRefreshMs ? { presenceRefreshMs: options.presenceRefreshMs } : {}),
      ...(options.presenceTtlMs ? { presenceTtlMs: options.presenceTtlMs } : {}),
      ...(options.presenceSweepMs ? { presenceSweepMs: options.presenceSweepMs } : {}),
      ...(options.watchedBoardTtlMs ? { watchedBoardTtlMs: options.watchedBoardTtlMs } : {}),
      ...(options.roomTimings ? { roomTimings: options.roomTimings } : {}),
      ...(options.roomTickMs ? { roomTickMs: options.roomTickMs } : {}),
      ...(options.instanceHeartbeatMs ? { instanceHeartbeatMs: options.instanceHeartbeatMs } : {}),
      ...(options.instanceDeadAfterMs ? { instanceDeadAfterMs: options.instanceDeadAfterMs } : {}),
      adapterKey,
      durableSuffix: adapterKey,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push(app);
    urls.push(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
  }

  function open(index: number | string, auth: string | SocketOptions['auth'], options: Partial<ManagerOptions & SocketOptions> = {}): Promise<Opened> {
    const socket: ClientSocket = connectSocket(typeof index === 'string' ? index : urls[index]!, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: typeof auth === 'string' ? { token: auth } : auth,
      reconnection: false,
      timeout: 5000,
      ...options,
    });
    sockets.push(socket);
    let said: ServerSocketPayload<'connection:closed'> | null = null;
    let closedEvents = 0;
    socket.on('connection:closed', (payload) => {
      said = payload;
      closedEvents++;
    });
    const closed = new Promise<Closed>((resolve) => socket.once('disconnect', (reason) => resolve({ said, closedEvents, reason, at: Date.now() })));
    return new Promise((resolve) => {
      socket.once('connect', () => resolve({ socket, outcome: 'connected', closed }));
      socket.once('connect_error', (err) => resolve({ socket, outcome: err.message, closed }));
    });
  }

  return {
    instances,
    durableSuffix: adapterKey,
    urls,
    open,
    async close() {
      for (const s of sockets) s.disconnect();
      for (const app of instances) await app.close();
    },
  };
}

export const claims = (sub: string, extra: object = {}) => ({ sub, role: 'STUDENT', username: 'kid', plan: 'FREE', tz: 'UTC', grade: 5, ...extra });

/** An access token signed like auth's (ES256, audience, issuer), valid 5 minutes unless `opts` says otherwise. */
export const sign = (payload: object, opts: jwt.SignOptions = { expiresIn: '5m' }) =>
  jwt.sign(payload, testKeys().privateKeyPem, { algorithm: 'ES256', audience: 'mathquest', issuer: 'mathquest-auth', ...opts });

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `promise`, or a rejection naming `what` once `ms` have passed. */
export function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Calls `attempt` every 50 ms until it returns true; rejects after `ms`. */
export async function eventually(ms: number, what: string, attempt: () => Promise<boolean>): Promise<void> {
  const t0 = Date.now();
  while (!(await attempt())) {
    if (Date.now() - t0 > ms) throw new Error(`${what}: not within ${ms} ms`);
    await pause(50);
  }
}

/**
 * Resolves once every socket push the `publishers` published so far has been handled by the
 * cluster (docs/adr/0057): a flush of each publisher's connection (the server has then routed
 * them to every instance), then each instance's `pushes.idle()` (its own flush, then
 * its handler catching up). What an instance emitted by then reaches a socket before anything
 * it emits afterwards (the markers of the tests).
 */
export async function pushesHandled(cluster: Cluster, publishers: ReadonlyArray<Pick<EventBus, 'nc'>>): Promise<void> {
  for (const p of publishers) await p.nc.flush();
  await Promise.all(cluster.instances.map((app) => app.pushes.idle()));
}
