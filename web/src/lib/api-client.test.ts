// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ResponseSchema } from './api-client';
import { STORAGE_KEYS, tokenStorage } from './token-storage';

/** Takes any answer: these tests are about the transport, not a contract. */
const anyShape: ResponseSchema<unknown> = { safeParse: (data) => ({ success: true, data }) };

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const unauthorized = () => json(401, { success: false, error: { code: 'TOKEN_EXPIRED', message: 'Token expired' } });

function setup(handler: Handler) {
  const calls: { url: string; auth: string | null; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ url, auth: headers.Authorization ?? null, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return handler(url, init);
  });
  const onAuthFailure = vi.fn();
  const client = createApiClient({ baseUrl: '', fetch: fetchMock as unknown as typeof fetch, onAuthFailure });
  return { client, calls, fetchMock, onAuthFailure };
}

describe('api client', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('sends JSON with the bearer token and unwraps the success envelope', async () => {
    tokenStorage.setTokens('A1', 'R1');
    const { client, calls } = setup(() => json(200, { success: true, data: { ok: 1 } }));
    await expect(client.post('/api/x', anyShape, { a: 1 })).resolves.toEqual({ ok: 1 });
    expect(calls[0]).toMatchObject({ url: '/api/x', auth: 'Bearer A1', body: { a: 1 } });
  });

  it('throws a typed ApiError from the error envelope', async () => {
    const { client } = setup(() =>
      json(400, { success: false, error: { code: 'VALIDATION_ERROR', message: 'Email is required', field: 'email' } }),
    );
    const err = await client.get('/api/x', anyShape).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Email is required', field: 'email', fromServer: true });
  });

  it('refreshes once on a 401 and repeats the request with the new token', async () => {
    tokenStorage.setTokens('old', 'R1');
    const { client, calls, onAuthFailure } = setup((url, init) => {
      if (url === '/api/auth/refresh-token') return json(200, { success: true, data: { accessToken: 'new', refreshToken: 'R2' } });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new' ? json(200, { success: true, data: 'ok' }) : unauthorized();
    });
    await expect(client.get('/api/auth/me', anyShape)).resolves.toBe('ok');
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/me', '/api/auth/refresh-token', '/api/auth/me']);
    expect(calls[1]).toMatchObject({ auth: null, body: { refreshToken: 'R1' } });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('new');
    expect(localStorage.getItem(STORAGE_KEYS.socketToken)).toBe('new');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('R2');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('a second 401 after the retry clears the tokens and goes to /login', async () => {
    tokenStorage.setTokens('old', 'R1');
    tokenStorage.setUserId('u1');
    const { client, calls, onAuthFailure } = setup((url) =>
      url === '/api/auth/refresh-token' ? json(200, { success: true, data: { accessToken: 'new', refreshToken: 'R2' } }) : unauthorized(),
    );
    await expect(client.get('/api/game/problem/next', anyShape)).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/game/problem/next', '/api/auth/refresh-token', '/api/game/problem/next']);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('a failed refresh clears the tokens and goes to /login, without a retry loop', async () => {
    tokenStorage.setTokens('old', 'R1');
    const { client, calls, onAuthFailure } = setup(() => unauthorized());
    await expect(client.get('/api/x', anyShape)).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((c) => c.url)).toEqual(['/api/x', '/api/auth/refresh-token']);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('a refresh answered 429 or not reached keeps the session: the tokens stay, nobody is sent to /login', async () => {
    for (const answer of [() => json(429, { success: false, error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a minute and try again.' } }), () => Promise.reject(new TypeError('offline'))]) {
      localStorage.clear();
      tokenStorage.setTokens('old', 'R1');
      const { client, onAuthFailure } = setup((url) => (url === '/api/auth/refresh-token' ? answer() : unauthorized()));
      await expect(client.get('/api/x', anyShape)).rejects.toBeInstanceOf(ApiError);
      expect(onAuthFailure).not.toHaveBeenCalled();
      expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('R1');
    }
  });

  it('a signed-in tab whose account is being erased: the refresh answered ACCOUNT_ERASURE_PENDING clears the tokens and shows the erasure screen, not /login', async () => {
    tokenStorage.setTokens('old', 'R1');
    tokenStorage.setUserId('u1');
    const { client, calls, onAuthFailure } = setup((url) =>
      url === '/api/auth/refresh-token'
        ? json(403, { success: false, error: { code: 'ACCOUNT_ERASURE_PENDING', message: 'This account is being deleted and can no longer be used.' } })
        : unauthorized(),
    );
    const onErasurePending = vi.fn();
    client.setErasurePendingHandler(onErasurePending);
    await expect(client.get('/api/engagement/quests/daily', anyShape)).rejects.toMatchObject({ status: 403, code: 'ACCOUNT_ERASURE_PENDING' });
    expect(calls.map((c) => c.url)).toEqual(['/api/engagement/quests/daily', '/api/auth/refresh-token']);
    expect(onErasurePending).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
    for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken]) expect(localStorage.getItem(key)).toBeNull();
  });

  it('concurrent 401s share one refresh', async () => {
    tokenStorage.setTokens('old', 'R1');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { client, calls } = setup(async (url, init) => {
      if (url === '/api/auth/refresh-token') {
        await gate;
        return json(200, { success: true, data: { accessToken: 'new', refreshToken: 'R2' } });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new' ? json(200, { success: true, data: url }) : unauthorized();
    });
    const all = Promise.all([client.get('/api/a', anyShape), client.get('/api/b', anyShape), client.get('/api/c', anyShape)]);
    await new Promise((r) => setTimeout(r, 10));
    release();
    await expect(all).resolves.toEqual(['/api/a', '/api/b', '/api/c']);
    expect(calls.filter((c) => c.url === '/api/auth/refresh-token')).toHaveLength(1);
  });

  it('a request sent while a refresh asked for on purpose runs waits for it and carries the new token (docs/adr/0188)', async () => {
    tokenStorage.setTokens('old', 'R1');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { client, calls } = setup(async (url) => {
      if (url === '/api/auth/refresh-token') {
        await gate;
        return json(200, { success: true, data: { accessToken: 'new', refreshToken: 'R2' } });
      }
      return json(200, { success: true, data: url });
    });
    const refreshed = client.refreshSession();
    const read = client.get('/api/game/problem/next', anyShape);
    await new Promise((r) => setTimeout(r, 10));
    // Nothing left with the old token while the refresh ran.
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/refresh-token']);
    release();
    await expect(refreshed).resolves.toBe('new');
    await expect(read).resolves.toBe('/api/game/problem/next');
    expect(calls.map((c) => [c.url, c.auth])).toEqual([
      ['/api/auth/refresh-token', null],
      ['/api/game/problem/next', 'Bearer new'],
    ]);
  });

  it('a refresh asked for on purpose that fails lets the waiting request go with the stored token, and ends no session', async () => {
    tokenStorage.setTokens('old', 'R1');
    const { client, calls, onAuthFailure } = setup((url) =>
      url === '/api/auth/refresh-token' ? json(503, { success: false, error: { code: 'SERVICE_UNAVAILABLE', message: 'busy' } }) : json(200, { success: true, data: 'ok' }),
    );
    const refreshed = client.refreshSession();
    const read = client.get('/api/x', anyShape);
    await expect(refreshed).rejects.toMatchObject({ status: 503 });
    await expect(read).resolves.toBe('ok');
    expect(calls.map((c) => [c.url, c.auth])).toEqual([
      ['/api/auth/refresh-token', null],
      ['/api/x', 'Bearer old'],
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('R1');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('uses the tokens another tab stored meanwhile instead of refreshing with the already-used refresh token', async () => {
    tokenStorage.setTokens('old', 'R1');
    const { client, calls, onAuthFailure } = setup((url, init) => {
      const auth = (init.headers as Record<string, string>).Authorization;
      if (auth === 'Bearer old') {
        // While this request was in flight, another tab refreshed (R1 is used up now).
        tokenStorage.setTokens('from-other-tab', 'R2');
        return unauthorized();
      }
      return auth === 'Bearer from-other-tab' ? json(200, { success: true, data: 'ok' }) : unauthorized();
    });
    await expect(client.get('/api/auth/me', anyShape)).resolves.toBe('ok');
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/me', '/api/auth/me']);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('R2');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('with no stored refresh token the 401 passes on unchanged', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'A1');
    const { client, calls, onAuthFailure } = setup(() => unauthorized());
    await expect(client.get('/api/x', anyShape)).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED', message: 'Token expired' });
    expect(calls).toHaveLength(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('A1');
  });

  it('requests marked retryOn401:false never trigger a refresh (login with wrong password)', async () => {
    tokenStorage.setTokens('old', 'R1');
    const { client, calls } = setup(() =>
      json(401, { success: false, error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } }),
    );
    await expect(client.post('/api/auth/login', anyShape, {}, { retryOn401: false })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(calls).toHaveLength(1);
  });

  it('sends extra headers, keeps its own, and repeats them on the refresh retry (same Idempotency-Key)', async () => {
    tokenStorage.setTokens('old', 'R1');
    const seen: Record<string, string>[] = [];
    const { client } = setup((url, init) => {
      const headers = init.headers as Record<string, string>;
      if (url === '/api/auth/refresh-token') {
        expect(headers['Idempotency-Key']).toBeUndefined();
        return json(200, { success: true, data: { accessToken: 'new', refreshToken: 'R2' } });
      }
      seen.push(headers);
      return headers.Authorization === 'Bearer new' ? json(200, { success: true, data: 'ok' }) : unauthorized();
    });
    await expect(
      client.post('/api/game/problem/submit', anyShape, { a: 1 }, { headers: { 'Idempotency-Key': 'k-1', Authorization: 'Bearer forged' } }),
    ).resolves.toBe('ok');
    expect(seen.map((h) => [h['Idempotency-Key'], h.Authorization, h['Content-Type']])).toEqual([
      ['k-1', 'Bearer old', 'application/json'],
      ['k-1', 'Bearer new', 'application/json'],
    ]);
  });

  it('aborts after the time-out', async () => {
    vi.useFakeTimers();
    const { client } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const p = client.get('/api/slow', anyShape).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(p).resolves.toMatchObject({ code: 'TIMEOUT', status: 0 });
  });

  it('parses the answer with the schema given and rejects a wrong shape with RESPONSE_SHAPE, logged once per path', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const numberOnly: ResponseSchema<number> = {
      safeParse: (data) => (typeof data === 'number' ? { success: true, data } : { success: false, error: { issues: ['not a number'] } }),
    };
    const { client } = setup(() => json(200, { success: true, data: { not: 'a number' } }));
    await expect(client.get('/api/shape-once', numberOnly)).rejects.toMatchObject({ status: 200, code: 'RESPONSE_SHAPE' });
    await expect(client.get('/api/shape-once', numberOnly)).rejects.toMatchObject({ code: 'RESPONSE_SHAPE' });
    expect(errors.mock.calls.filter((c) => String(c[0]).includes('/api/shape-once'))).toHaveLength(1);
    errors.mockRestore();
    const { client: good } = setup(() => json(200, { success: true, data: 7 }));
    await expect(good.get('/api/shape-ok', numberOnly)).resolves.toBe(7);
  });
});
