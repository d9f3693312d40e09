/**
 * Sockets of a session that ended through the real auth service (docs/adr/0013): after a logout,
 * every realtime instance closes the session's sockets (told why first, once) and refuses its
 * token, within 5 s; the user's other session keeps its sockets. Auth runs as a process of its
 * own, so both instances learn about the logout only as in production: through Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthProcess, type AuthProcess } from '../helpers/auth-process.js';
import { eventually, pause, startCluster, within, type Cluster } from '../helpers/realtime.js';

const WITHIN_MS = 5_000;
let auth: AuthProcess;
let cluster: Cluster;

beforeAll(async () => {
  [auth, cluster] = await Promise.all([startAuthProcess(), startCluster(2)]);
});

afterAll(async () => {
  await cluster?.close();
  await auth?.stop();
});

describe('sockets of a session ended by logout', () => {
  it('are closed on every instance within 5 s, with SESSION_REVOKED sent once before the disconnect', async () => {
    const user = await auth.signUp();
    const tablet = await auth.logIn(user.email, user.password);
    const [a0, a1, t1] = [await cluster.open(0, user.accessToken), await cluster.open(1, user.accessToken), await cluster.open(1, tablet.accessToken)];
    expect([a0, a1, t1].map((o) => o.outcome)).toEqual(['connected', 'connected', 'connected']);

    const loggedOutAt = Date.now();
    expect(await auth.logOut(user.accessToken)).toBe(200);
    for (const [name, socket] of [['on instance 0', a0], ['on instance 1', a1]] as const) {
      const closed = await within(WITHIN_MS, `the ended session's socket ${name} closed`, socket.closed);
      expect(closed).toMatchObject({ said: { reason: 'SESSION_REVOKED', message: 'This session was signed out' }, closedEvents: 1, reason: 'io server disconnect' });
      expect(closed.at - loggedOutAt).toBeLessThan(WITHIN_MS);
    }
    // The other session of the same user is untouched.
    await pause(200);
    expect(t1.socket.connected).toBe(true);
  });

  it('cannot open a socket again within 5 s, on any instance, while the other session still can', async () => {
    const user = await auth.signUp();
    const tablet = await auth.logIn(user.email, user.password);
    expect((await cluster.open(0, user.accessToken)).outcome).toBe('connected');
    expect(await auth.logOut(user.accessToken)).toBe(200);

    for (const instance of [0, 1]) {
      await eventually(WITHIN_MS, `instance ${instance} refuses the ended session's token`, async () => {
        const attempt = await cluster.open(instance, user.accessToken);
        if (attempt.outcome === 'connected') attempt.socket.disconnect();
        return attempt.outcome === 'UNAUTHORIZED';
      });
    }
    expect((await cluster.open(0, tablet.accessToken)).outcome).toBe('connected');
    expect((await cluster.open(1, tablet.accessToken)).outcome).toBe('connected');
  });
});
