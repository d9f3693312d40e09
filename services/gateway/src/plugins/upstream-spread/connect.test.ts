/**
 * Real TCP connections on two loopback addresses (all of 127/8 is loopback on Linux): one host
 * name, two addresses, as a scaled service has behind Docker's DNS.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { UpstreamAddresses } from './addresses.js';
import { spreadConnector, spreadLookup, spreadWebSocketConnection } from './connect.js';

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

const remoteOf = (socket: net.Socket) =>
  new Promise<string>((resolve, reject) => {
    socket.once('connect', () => {
      resolve(socket.remoteAddress!);
      socket.destroy();
    });
    socket.once('error', reject);
  });

describe('spreadLookup', () => {
  it('gives net.connect every address, the chosen one first; one address when asked for one', async () => {
    const addresses = book();
    const lookup = spreadLookup(addresses, () => '127.0.0.2');
    const all = await new Promise((resolve) => lookup('game.test', { all: true }, (_err, list) => resolve(list)));
    expect(all).toEqual([
      { address: '127.0.0.2', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ]);
    const one = await new Promise((resolve) => lookup('game.test', {}, (_err, address, family) => resolve([address, family])));
    expect(one).toEqual(['127.0.0.2', 4]);
  });
});

describe('spreadWebSocketConnection', () => {
  it('starts each connection at the next address in turn', async () => {
    const port = await serversOnOnePort(['127.0.0.1', '127.0.0.2']);
    const connect = spreadWebSocketConnection(book());
    const seen: string[] = [];
    // `path` is the request's URL path in ws's options: it must not be taken for a pipe.
    for (let i = 0; i < 4; i++) seen.push(await remoteOf(connect({ host: 'game.test', port, path: '/socket.io/?EIO=4' } as net.NetConnectOpts)));
    expect(seen).toEqual(['127.0.0.1', '127.0.0.2', '127.0.0.1', '127.0.0.2']);
  });

  it('falls through a refused address to the next and then passes over it', async () => {
    const port = await oneLiveOneDead();
    const addresses = book();
    const connect = spreadWebSocketConnection(addresses);
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) seen.push(await remoteOf(connect({ host: 'game.test', port })));
    expect(seen).toEqual(['127.0.0.2', '127.0.0.2', '127.0.0.2', '127.0.0.2']);
    expect(addresses.ordered(undefined).map((a) => a.address)).toEqual(['127.0.0.2', '127.0.0.1']);
  });
});

describe('spreadConnector', () => {
  it('connects a pool meant for a dead address to a live one and marks the dead one', async () => {
    const port = await oneLiveOneDead();
    const addresses = book();
    const connect = spreadConnector(addresses, '127.0.0.1', 2000);
    const remote = await new Promise<string>((resolve, reject) =>
      connect({ hostname: 'game.test', protocol: 'http:', port: String(port) }, (err, socket) => {
        if (err || !socket) return reject(err ?? new Error('no socket'));
        resolve(socket.remoteAddress!);
        socket.destroy();
      }),
    );
    expect(remote).toBe('127.0.0.2');
    expect(addresses.next()?.address).toBe('127.0.0.2');
    expect(addresses.next()?.address).toBe('127.0.0.2');
  });
});
