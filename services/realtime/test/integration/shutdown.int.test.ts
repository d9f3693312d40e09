/**
 * An instance that shuts down (docs/adr/0259-shutdown-order-and-gateway-retries.md) closes its
 * sockets at the transport, so each client reconnects by itself (a Socket.IO server-side disconnect
 * would tell it not to), and, reconnecting where an instance still runs, is back in its user's room.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, eventually, sign, startCluster, type Cluster } from '../helpers/realtime.js';

const WAIT_MS = 15_000;
const consonants = 'bcdfghjklmnpqrstvwxz';
const newUser = () => `u-${Array.from(randomBytes(10), (b) => consonants[b % consonants.length]).join('')}`;

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster(2);
});
afterAll(async () => {
  await cluster?.close();
});

describe('a realtime instance shutting down', () => {
  it("closes its sockets so that their clients reconnect, and they reach the user's room on another instance", async () => {
    const userId = newUser();
    const token = sign(claims(userId));
    // The client's own reconnection, as the web app's: after the stop it is pointed at the running instance.
    const opened = await cluster.open(1, token, { reconnection: true, reconnectionDelay: 200, reconnectionDelayMax: 1000 });
    expect(opened.outcome).toBe('connected');
    const { socket } = opened;
    const stopping = cluster.instances[1]!;
    const staying = cluster.instances[0]!;

    const io = socket.io as unknown as { uri: string; engine?: unknown };
    socket.io.on('reconnect_attempt', () => {
      // Where the gateway would send it: the stopped instance refuses new connections.
      io.uri = cluster.urls[0]!;
    });
    await stopping.close();
    cluster.instances.splice(1, 1);

    const closed = await opened.closed;
    expect(closed.reason).toBe('transport close');
    expect(socket.active).toBe(true);
    await eventually(WAIT_MS, 'the client to reconnect to the running instance', async () => socket.connected);
    await eventually(WAIT_MS, "the socket to be in its user's room on the running instance", async () => (await staying.io.in(`user:${userId}`).fetchSockets()).length === 1);
  });
});
