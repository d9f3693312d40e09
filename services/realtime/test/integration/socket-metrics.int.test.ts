/**
 * Sockets per instance on /metrics (mathquest_socket_connections, read at each scrape): what
 * the dashboards' "sockets per realtime instance" panel shows. This file's process holds only
 * its own cluster, whose instances' counts the process reports summed.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, eventually, sign, startCluster, type Cluster } from '../helpers/realtime.js';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster(2);
});

afterAll(async () => {
  await cluster?.close();
});

async function socketsReported(): Promise<number> {
  const text = await (await fetch(`${cluster.urls[0]}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('mathquest_socket_connections '));
  if (!line) throw new Error('no mathquest_socket_connections on /metrics');
  return Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('sockets on /metrics', () => {
  it('counts the sockets held, up as they connect and down as they close', async () => {
    const before = await socketsReported();
    const opened = await Promise.all([0, 0, 1].map((instance) => cluster.open(instance, sign(claims(`m-${randomUUID().slice(0, 8)}`)))));
    expect(opened.map((o) => o.outcome)).toEqual(['connected', 'connected', 'connected']);
    await eventually(10_000, 'three sockets counted', async () => (await socketsReported()) === before + 3);

    opened[0]!.socket.disconnect();
    await opened[0]!.closed;
    await eventually(10_000, 'the closed socket no longer counted', async () => (await socketsReported()) === before + 2);
  });
});
