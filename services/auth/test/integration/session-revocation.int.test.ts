/**
 * Sessions end when they should (docs/adr/0013): after a logout, a password change or a
 * refresh-token re-use, the session's access tokens are refused within 5 s by auth itself and
 * by a second service, which learns about it only through Redis.
 */
import { createService, currentUser, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, uniqueDbName } from '@mathquest/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, logIn, signUp, type SignedUp } from '../helpers/accounts.js';
import { buildTestAuthApp, testAuthConfig } from '../helpers/build-test-app.js';

const WITHIN_MS = 5_000;

let auth: ServiceApp;
/** How far auth's clock is ahead of the real one (a replay is moved past the refresh grace window). */
let clockAheadMs = 0;
/** Another service: its own app and its own revocation list, as another process would have. */
let other: ServiceApp;

beforeAll(async () => {
  const config = testAuthConfig({ mongoDb: uniqueDbName('auth_revoke') });
  auth = await buildTestAuthApp(config, { now: () => new Date(Date.now() + clockAheadMs) });
  other = createService({ name: 'other', logLevel: 'silent', publicKeyPem: config.publicKeyPem, sessionRevocation: { redisUrl: testInfra().redisUrl } });
  other.get('/api/other/whoami', { preHandler: other.authenticate }, async (request) => ({ id: currentUser(request).id }));
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await auth?.close();
});

const me = (token: string) => auth.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const whoami = (token: string) => other.inject({ method: 'GET', url: '/api/other/whoami', headers: bearer(token) });
const refresh = (refreshToken: string) => auth.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
const changePassword = (token: string, body: Record<string, unknown>) => auth.inject({ method: 'POST', url: '/api/auth/password', headers: bearer(token), payload: body });

/** Both services accept the token now. */
async function acceptedEverywhere(token: string): Promise<void> {
  expect((await me(token)).statusCode).toBe(200);
  expect((await whoami(token)).statusCode).toBe(200);
}

/** Both services refuse the token with 401 SESSION_REVOKED within WITHIN_MS (polled every 50 ms). */
async function refusedEverywhereWithin(token: string): Promise<void> {
  const t0 = Date.now();
  for (;;) {
    const [a, b] = await Promise.all([me(token), whoami(token)]);
    if (a.statusCode === 401 && b.statusCode === 401) {
      expect(a.json().error.code).toBe('SESSION_REVOKED');
      expect(b.json()).toEqual({ success: false, error: { code: 'SESSION_REVOKED', message: 'This session has ended, please log in again' } });
      return;
    }
    if (Date.now() - t0 > WITHIN_MS) throw new Error(`still accepted after ${WITHIN_MS} ms: auth ${a.statusCode}, other service ${b.statusCode}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('access tokens of an ended session', () => {
  it('are refused within 5 s after logout, and other sessions of the user keep working', async () => {
    const user = await signUp(auth, 'STUDENT');
    const second = await logIn(auth, user.email, user.password);
    await acceptedEverywhere(user.accessToken);
    const out = await auth.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.accessToken) });
    expect(out.statusCode).toBe(200);
    await refusedEverywhereWithin(user.accessToken);
    await acceptedEverywhere(second.accessToken);
    // Logging out again with the dead token is refused like any other request of that session.
    expect((await auth.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.accessToken) })).statusCode).toBe(401);
  });

  it('are refused within 5 s after a refresh-token re-use, the newest access token of the family included', async () => {
    const user = await signUp(auth, 'STUDENT');
    const rotated = (await refresh(user.refreshToken)).json().data as { accessToken: string; refreshToken: string };
    await acceptedEverywhere(rotated.accessToken);
    clockAheadMs += testAuthConfig().refreshGraceMs;
    const reuse = await refresh(user.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('REFRESH_TOKEN_REUSED');
    await refusedEverywhereWithin(rotated.accessToken);
    await refusedEverywhereWithin(user.accessToken);
  });

  it('are refused within 5 s after a password change, for every session but the one that changed it', async () => {
    const user: SignedUp = await signUp(auth, 'STUDENT');
    const phone = await logIn(auth, user.email, user.password);
    const tablet = await logIn(auth, user.email, user.password);
    await acceptedEverywhere(phone.accessToken);

    const res = await changePassword(user.accessToken, { currentPassword: user.password, newPassword: 'a brand new passphrase' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { passwordChanged: true, otherSessionsEnded: 2 } });

    await refusedEverywhereWithin(phone.accessToken);
    await refusedEverywhereWithin(tablet.accessToken);
    await acceptedEverywhere(user.accessToken);
    // The ended sessions' refresh tokens are dead; the session that changed the password goes on.
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    expect((await refresh(user.refreshToken)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/password', () => {
  it('replaces the password: the old one no longer logs in, the new one does', async () => {
    const user = await signUp(auth, 'PARENT');
    expect((await changePassword(user.accessToken, { currentPassword: user.password, newPassword: 'another passphrase' })).statusCode).toBe(200);
    const old = await auth.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(old.statusCode).toBe(401);
    await logIn(auth, user.email, 'another passphrase');
  });

  it('refuses a wrong current password with 400 (the caller stays signed in) and changes nothing', async () => {
    const user = await signUp(auth, 'STUDENT');
    const other = await logIn(auth, user.email, user.password);
    const res = await changePassword(user.accessToken, { currentPassword: 'not-the-password', newPassword: 'another passphrase' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: { code: 'INVALID_CREDENTIALS', message: 'Your current password is incorrect', field: 'currentPassword' } });
    await logIn(auth, user.email, user.password);
    await acceptedEverywhere(other.accessToken);
  });

  it('validates the new password like sign-up does, and needs a signed-in user', async () => {
    const user = await signUp(auth, 'STUDENT');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ currentPassword: user.password, newPassword: '          ' }, 'newPassword', 'Password cannot be only spaces'],
      [{ currentPassword: user.password, newPassword: 'short' }, 'newPassword', 'Password must be at least 8 characters'],
      [{ currentPassword: user.password, newPassword: user.password }, 'newPassword', 'The new password must differ from the current one'],
      [{ newPassword: 'another passphrase' }, 'currentPassword', 'Password is required'],
    ];
    for (const [body, field, message] of cases) {
      const res = await changePassword(user.accessToken, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json(), message).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message, field } });
    }
    const anonymous = await auth.inject({ method: 'POST', url: '/api/auth/password', payload: { currentPassword: user.password, newPassword: 'another passphrase' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
