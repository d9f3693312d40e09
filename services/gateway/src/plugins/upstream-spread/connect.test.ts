/**
 * Real TCP connections on two loopback addresses (all of 127/8 is loopback on Linux): one host
 * name, two addresses, as a scaled service has behind Docker's DNS.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { UpstreamAddresses } from './addresses.js';
import { raceConnect, spreadConnector, spreadWebSocketConnection } from './connect.js';

const servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

const listen = (host: string, port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer((socket) => socket.end());
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });

/** A port with a server on each of `hosts` (a fresh port when one is taken on any of them). */
async function serversOnOnePort(hosts: string[]): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const first = await listen(hosts[0]!, 0);
    const port = (first.address() as net.AddressInfo).port;
    const started = [first];
    try {
      for (const host of hosts.slice(1)) started.push(await listen(host, port));
      servers.push(...started);
      return port;
    } catch {
      await Promise.all(started.map((s) => new Promise((r) => s.close(r))));
    }
  }
  throw new Error('no port free on every address');
}

/** A port with a server on 127.0.0.2 and nothing on 127.0.0.1 (an instance that went away). */
async function oneLiveOneDead(): Promise<number> {
  const port = await serversOnOnePort(['127.0.0.1', '127.0.0.2']);
  const dead = servers.shift()!;
  await new Promise((r) => dead.close(r));
  return port;
}

const book = (refreshMs = 60_000) =>
  new UpstreamAddresses('game.test', {
    resolve: async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '127.0.0.2', family: 4 },
    ],
    refreshMs,
  });

const remoteOf = (socket: net.Socket) => {
  const remote = socket.remoteAddress!;
  socket.destroy();
  return remote;
};

/** One connection through `spreadWebSocketConnection`'s callback. */
const wsConnect = (connect: ReturnType<typeof spreadWebSocketConnection>, options: object) =>
  new Promise<string>((resolve, reject) => {
    const returned = (connect as unknown as (o: object, cb: (err: Error | null, socket?: net.Socket) => void) => net.Socket | undefined)(options, (err, socket) =>
      err || !socket ? reject(err ?? new Error('no socket')) : resolve(remoteOf(socket)),
    );
    expect(returned).toBeUndefined();
  });

const race = (candidates: string[], port: number, staggerMs = 250) =>
  new Promise<{ err: (Error & { code?: string }) | null; remote?: string }>((resolve) =>
    raceConnect(
      candidates.map((address) => ({ address, family: 4 })),
      port,
      { timeoutMs: 5000, staggerMs },
      (err, socket) => resolve(err || !socket ? { err } : { err: null, remote: remoteOf(socket) }),
    ),
  );

describe('raceConnect', () => {
  it('connects to the first address when it answers', async () => {
    const port = await serversOnOnePort(['127.0.0.1', '127.0.0.2']);
    expect(await race(['127.0.0.2', '127.0.0.1'], port)).toEqual({ err: null, remote: '127.0.0.2' });
  });

  it('goes on to the next address at once when the first refuses', async () => {
    const port = await oneLiveOneDead();
    // A stagger far longer than the test: only the refusal can start the second attempt.
    expect(await race(['127.0.0.1', '127.0.0.2'], port, 60_000)).toEqual({ err: null, remote: '127.0.0.2' });
  });

  it('keeps the first attempt going when the stagger passed and the next address refuses', async () => {
    const port = await oneLiveOneDead();
    // No stagger: the second attempt starts before the first connect is seen, as when a busy machine
    // runs this process late; the refusal must not end the connect while the first may still answer.
    expect(await race(['127.0.0.2', '127.0.0.1'], port, 0)).toEqual({ err: null, remote: '127.0.0.2' });
  });

  it('fails with the first refusal when every address refuses', async () => {
    const port = await oneLiveOneDead();
    const live = servers.shift()!;
    await new Promise((r) => live.close(r));
    const { err } = await race(['127.0.0.1', '127.0.0.2'], port);
    expect(err?.code).toBe('ECONNREFUSED');
    expect(err?.message).toMatch(/127\.0\.0\.1.*127\.0\.0\.2/);
  });
});

describe('spreadWebSocketConnection', () => {
  it('starts each connection at the next address in turn', async () => {
    const port = await serversOnOnePort(['127.0.0.1', '127.0.0.2']);
    const connect = spreadWebSocketConnection(book(), 2000);
    const seen: string[] = [];
    // `path` is the request's URL path in ws's options: it must not be taken for a pipe.
    for (let i = 0; i < 4; i++) seen.push(await wsConnect(connect, { host: 'game.test', port, path: '/socket.io/?EIO=4' }));
    expect(seen).toEqual(['127.0.0.1', '127.0.0.2', '127.0.0.1', '127.0.0.2']);
  });

  it('falls through a refused address to the next and then passes over it', async () => {
    const port = await oneLiveOneDead();
    const addresses = book();
    const connect = spreadWebSocketConnection(addresses, 2000);
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) seen.push(await wsConnect(connect, { host: 'game.test', port }));
    expect(seen).toEqual(['127.0.0.2', '127.0.0.2', '127.0.0.2', '127.0.0.2']);
    expect(addresses.ordered(undefined).map((a) => a.address)).toEqual(['127.0.0.2', '127.0.0.1']);
  });
});

describe('spreadConnector', () => {
  it('connects with the list it has while a new resolution is slow to come', async () => {
    const port = await serversOnOnePort(['127.0.0.1', '127.0.0.2']);
    let calls = 0;
    const addresses = new UpstreamAddresses('game.test', {
      // The first resolution answers; every later one never does (a name server that stopped answering).
      resolve: () => (calls++ === 0 ? Promise.resolve([{ address: '127.0.0.1', family: 4 }, { address: '127.0.0.2', family: 4 }]) : new Promise(() => {})),
      refreshMs: 0,
    });
    await addresses.fresh();
    const connect = spreadConnector(addresses, '127.0.0.2', 2000);
    const remote = await new Promise<string>((resolve, reject) =>
      connect({ hostname: 'game.test', protocol: 'http:', port: String(port) }, (err, socket) => (err || !socket ? reject(err ?? new Error('no socket')) : resolve(remoteOf(socket as net.Socket)))),
    );
    expect(remote).toBe('127.0.0.2');
    expect(calls).toBeGreaterThan(1);
  });

  it('fails within the connect time-out when the first resolution does not come', async () => {
    const addresses = new UpstreamAddresses('game.test', { resolve: () => new Promise(() => {}), refreshMs: 60_000 });
    const connect = spreadConnector(addresses, undefined, 100);
    const err = await new Promise<Error & { code?: string }>((resolve) => connect({ hostname: 'game.test', protocol: 'http:', port: '1' }, (...args) => resolve(args[0] as Error & { code?: string })));
    expect(err.code).toBe('UND_ERR_CONNECT_TIMEOUT');
  });


  it('connects a pool meant for a dead address to a live one and marks the dead one', async () => {
    const port = await oneLiveOneDead();
    const addresses = book();
    const connect = spreadConnector(addresses, '127.0.0.1', 2000);
    const remote = await new Promise<string>((resolve, reject) =>
      connect({ hostname: 'game.test', protocol: 'http:', port: String(port) }, (err, socket) => {
        if (err || !socket) return reject(err ?? new Error('no socket'));
        resolve(remoteOf(socket as net.Socket));
      }),
    );
    expect(remote).toBe('127.0.0.2');
    expect(addresses.next()?.address).toBe('127.0.0.2');
    expect(addresses.next()?.address).toBe('127.0.0.2');
  });
});
