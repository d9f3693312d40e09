/**
 * The HTTP side on real loopback servers: one host name, an HTTP server per address (all of
 * 127/8 is loopback on Linux), as a scaled service has behind Docker's DNS.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { UpstreamAddresses, type ResolvedAddress } from './addresses.js';
import { SpreadingDispatcher } from './dispatcher.js';
import { spreadFetch } from './fetch.js';

const servers: http.Server[] = [];
const dispatchers: SpreadingDispatcher[] = [];
afterEach(async () => {
  await Promise.all(dispatchers.splice(0).map((d) => d.destroy()));
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A server on `host` answering with its own address; on `port` (0: any). */
const serve = (host: string, port: number) =>
  new Promise<http.Server>((resolve, reject) => {
    const server = http.createServer((req, res) => res.end(JSON.stringify({ instance: req.socket.localAddress })));
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });

/** A port with a server on each of `hosts` (another port when one is taken). */
async function onOnePort(hosts: string[]): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const first = await serve(hosts[0]!, 0);
    const port = (first.address() as AddressInfo).port;
    const started = [first];
    try {
      for (const host of hosts.slice(1)) started.push(await serve(host, port));
      servers.push(...started);
      return port;
    } catch {
      await Promise.all(started.map((s) => new Promise((r) => s.close(r))));
    }
  }
  throw new Error('no port free on every address');
}

function spread(port: number, resolved: () => ResolvedAddress[], refreshMs = 60_000, now?: () => number) {
  const addresses = new UpstreamAddresses('game.test', { resolve: async () => resolved(), refreshMs, ...(now ? { now } : {}) });
  const dispatcher = new SpreadingDispatcher(`http://game.test:${port}`, addresses, { connections: 4, keepAliveTimeout: 60_000, connectTimeout: 2000 });
  dispatchers.push(dispatcher);
  return dispatcher;
}

const v4 = (...ips: string[]) => ips.map((address) => ({ address, family: 4 }));

async function instanceOf(dispatcher: SpreadingDispatcher, port: number): Promise<string> {
  const res = await request(`http://game.test:${port}/`, { dispatcher });
  expect(res.statusCode).toBe(200);
  return ((await res.body.json()) as { instance: string }).instance;
}

describe('SpreadingDispatcher', () => {
  it('sends consecutive requests to the addresses in turn, over keep-alive connections', async () => {
    const port = await onOnePort(['127.0.0.1', '127.0.0.2']);
    const dispatcher = spread(port, () => v4('127.0.0.2', '127.0.0.1'));
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) seen.push(await instanceOf(dispatcher, port));
    // The first goes out before the first resolution, through the pool of any address, which takes the turn too.
    expect(seen).toEqual(['127.0.0.1', '127.0.0.2', '127.0.0.1', '127.0.0.2', '127.0.0.1', '127.0.0.2']);
    // That pool is dropped once the addresses are known.
    expect(dispatcher.poolKeys().sort()).toEqual(['127.0.0.1', '127.0.0.2']);
  });

  it('sends a request meant for an address that refuses to another, then passes over it', async () => {
    const port = await onOnePort(['127.0.0.1', '127.0.0.2']);
    const dead = servers.shift()!;
    await new Promise((r) => dead.close(r));
    const dispatcher = spread(port, () => v4('127.0.0.1', '127.0.0.2'));
    await dispatcher.addresses.fresh();
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) seen.push(await instanceOf(dispatcher, port));
    expect(seen).toEqual(['127.0.0.2', '127.0.0.2', '127.0.0.2', '127.0.0.2']);
    expect(dispatcher.addresses.next()?.address).toBe('127.0.0.2');
  });

  it('picks up an added address and drops the pool of a removed one at the next resolution', async () => {
    const port = await onOnePort(['127.0.0.1', '127.0.0.2', '127.0.0.3']);
    let t = 0;
    let resolved = v4('127.0.0.1');
    const dispatcher = spread(port, () => resolved, 1000, () => t);
    await dispatcher.addresses.fresh();
    expect([await instanceOf(dispatcher, port), await instanceOf(dispatcher, port)]).toEqual(['127.0.0.1', '127.0.0.1']);

    resolved = v4('127.0.0.2', '127.0.0.3');
    t = 1000;
    await dispatcher.addresses.fresh();
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) seen.add(await instanceOf(dispatcher, port));
    expect(seen).toEqual(new Set(['127.0.0.2', '127.0.0.3']));
    expect(dispatcher.poolKeys().sort()).toEqual(['127.0.0.2', '127.0.0.3']);
  });
});

describe('spreadFetch', () => {
  it("goes through the dispatcher of the URL's origin", async () => {
    const port = await onOnePort(['127.0.0.1', '127.0.0.2']);
    const dispatcher = spread(port, () => v4('127.0.0.1', '127.0.0.2'));
    await dispatcher.addresses.fresh();
    const get = spreadFetch((origin) => (origin === `http://game.test:${port}` ? dispatcher : undefined));
    const seen: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await get(`http://game.test:${port}/api/game/progress`, { headers: {}, signal: AbortSignal.timeout(5000) });
      expect(res.status).toBe(200);
      seen.push(((await res.json()) as { instance: string }).instance);
    }
    expect(seen).toEqual(['127.0.0.1', '127.0.0.2', '127.0.0.1', '127.0.0.2']);
  });
});
