/**
 * A socket does not outlive its access token: it is closed when the token expires, as a dropped
 * connection (so the client reconnects by itself), and the reconnection needs a token that is
 * still valid.
 */
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, sign, startCluster, within, type Cluster } from '../helpers/realtime.js';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster(1);
});

afterAll(async () => {
  await cluster?.close();
});

/** A token expiring in 2 to 3 s (`exp` counts whole seconds), and that expiry in ms. */
function shortLived(sub: string): { token: string; expiresAt: number } {
  const token = sign(claims(sub), { expiresIn: 3 });
  const exp = jwt.decode(token, { json: true })?.exp;
  if (typeof exp !== 'number') throw new Error('no exp');
  return { token, expiresAt: exp * 1000 };
}

describe('a socket whose access token expires', () => {
  it('is disconnected at the expiry, not before, without a connection:closed', async () => {
    const { token, expiresAt } = shortLived(`u-${randomUUID().slice(0, 8)}`);
    const opened = await cluster.open(0, token);
    expect(opened.outcome).toBe('connected');
    const closed = await within(expiresAt - Date.now() + 5_000, 'disconnected after the expiry', opened.closed);
    // The server dropped the connection: the client sees a transport close, which it would retry.
    expect(closed).toMatchObject({ said: null, closedEvents: 0, reason: 'transport close' });
    // Node timers may fire a millisecond early against the wall clock; the socket re-checks.
    expect(closed.at).toBeGreaterThanOrEqual(expiresAt);
    expect(cluster.instances[0]!.io.sockets.sockets.size).toBe(0);
    // The expired token opens nothing any more.
    expect((await cluster.open(0, token)).outcome).toBe('UNAUTHORIZED');
  });

  it('reconnects by itself with the fresh token its client holds by then (auth read on each attempt)', async () => {
    const sub = `u-${randomUUID().slice(0, 8)}`;
    const { token, expiresAt } = shortLived(sub);
    let current = token;
    const handshakes: string[] = [];
    const opened = await cluster.open(
      0,
      (cb: (data: object) => void) => {
        handshakes.push(current);
        cb({ token: current });
      },
      { reconnection: true, reconnectionDelay: 100, reconnectionDelayMax: 200 },
    );
    expect(opened.outcome).toBe('connected');
    // The app refreshes its tokens meanwhile (as the web app does on its API calls).
    const fresh = sign(claims(sub));
    current = fresh;
    await within(expiresAt - Date.now() + 5_000, 'disconnected after the expiry', opened.closed);
    await within(5_000, 'reconnected', new Promise<void>((resolve) => opened.socket.once('connect', () => resolve())));
    expect(handshakes).toEqual([token, fresh]);
    expect(opened.socket.connected).toBe(true);
  });
});
