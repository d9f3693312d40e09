import { ErrorCode, TokenPairSchema } from '@mathquest/contracts';
import { env } from '../config/env';
import { tokenStorage } from './token-storage';

/** Codes the client itself produces when no server envelope was received. */
export const ClientErrorCode = {
  NETWORK_ERROR: 'NETWORK_ERROR',
  TIMEOUT: 'TIMEOUT',
  BAD_RESPONSE: 'BAD_RESPONSE',
  /** A success envelope whose `data` does not match the call's contract schema. */
  RESPONSE_SHAPE: 'RESPONSE_SHAPE',
} as const;

/** A failed request: HTTP status (0 when no response), stable code, human message, offending field. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** True when the message came from the server's error envelope (safe to show as is). */
    readonly fromServer = false,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/** What a contract check needs of a zod schema (the web app does not depend on zod itself). */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: unknown } };
}

/** Paths whose unexpected answer has been logged: one console line per path, however often it is retried. */
const loggedShapes = new Set<string>();

/**
 * Checks an answer's `data` against its contract (docs/adr/0032, docs/adr/0190): a screen gets the
 * shape it was built for or a RESPONSE_SHAPE error (shown as the screen's ordinary "could not load"
 * state), never half a page from a changed server.
 */
export function parseResponse<T>(schema: ResponseSchema<T>, path: string, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  if (!loggedShapes.has(path)) {
    loggedShapes.add(path);
    console.error(`Unexpected answer from ${path}`, result.error.issues);
  }
  throw new ApiError(200, ClientErrorCode.RESPONSE_SHAPE, 'Unexpected response from the server.');
}

/** The server's message when there is one, else the fallback (docs/product/web.md: 'Login failed', ...). */
export function messageOf(err: unknown, fallback: string): string {
  return isApiError(err) && err.fromServer && err.message ? err.message : fallback;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /**
   * false: a 401 is passed on as is, without the refresh-and-retry handling. Used for the
   * refresh call itself and for login/register, where a 401 means wrong credentials.
   */
  retryOn401?: boolean;
  timeoutMs?: number;
  /**
   * Extra request headers (e.g. Idempotency-Key). Sent unchanged on the refresh retry, so a
   * retried write is still recognised as the same request. Accept, Content-Type and
   * Authorization stay under the client's control.
   */
  headers?: Record<string, string>;
  /**
   * true: a successful answer is the JSON body itself (a file, such as an account export), not the
   * success envelope; errors still come in the error envelope.
   */
  bare?: boolean;
}

export interface ApiClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Called when the session cannot be recovered (refresh failed or a retried request got 401 again). */
  onAuthFailure?: () => void;
}

interface Envelope {
  success?: boolean;
  data?: unknown;
  error?: { code?: string; message?: string; field?: string };
}

/**
 * Runs a token refresh while holding a lock shared by every tab of this origin (Web Locks API), so
 * two tabs hit by a 401 at the same moment refresh once: the second finds the first one's tokens.
 * Where the API is missing (old browsers, tests) the refresh simply runs.
 */
function acrossTabs<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  // LockManager.request's typing wraps the callback's promise once more; it resolves to T.
  return locks ? (locks.request('mathquest-token-refresh', refresh) as unknown as Promise<T>) : refresh();
}

function defaultAuthFailure(): void {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') {
    window.location.assign('/login');
  }
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? env.apiBaseUrl;
  const timeoutMs = options.timeoutMs ?? env.requestTimeoutMs;
  let onAuthFailure = options.onAuthFailure ?? defaultAuthFailure;
  /** Called when the server says the account is being erased (docs/product/privacy.md): the app shows its one screen. */
  let onErasurePending: () => void = () => undefined;
  /** One refresh at a time: concurrent 401s wait for the same promise. */
  let refreshing: Promise<string> | null = null;

  const doFetch = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init);

  function buildUrl(path: string, query?: RequestOptions['query']): string {
    let url = `${baseUrl}${path}`;
    if (query) {
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== undefined) qs.set(k, String(v));
      const s = qs.toString();
      if (s) url += `${url.includes('?') ? '&' : '?'}${s}`;
    }
    return url;
  }

  async function send(path: string, opts: RequestOptions, token: string | null): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? timeoutMs);
    const headers: Record<string, string> = { ...opts.headers, Accept: 'application/json' };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await doFetch(buildUrl(path, opts.query), {
        method: opts.method ?? 'GET',
        headers,
        body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
        signal: controller.signal,
      });
    } catch (cause) {
      clearTimeout(timer);
      if (controller.signal.aborted) {
        throw new ApiError(0, ClientErrorCode.TIMEOUT, 'The server took too long to answer. Please try again.', undefined, false, { cause });
      }
      throw new ApiError(0, ClientErrorCode.NETWORK_ERROR, 'Could not reach MathQuest. Check your connection and try again.', undefined, false, { cause });
    }

    let body: Envelope | null = null;
    try {
      const text = await response.text();
      body = text ? (JSON.parse(text) as Envelope) : null;
    } catch {
      body = null;
    } finally {
      clearTimeout(timer);
    }

    if (response.ok && body && opts.bare) return body;
    if (response.ok && body && body.success === true) return body.data;
    if (!response.ok && body?.error) {
      const e = body.error;
      throw new ApiError(response.status, e.code ?? 'HTTP_ERROR', e.message ?? `Request failed (${response.status})`, e.field, Boolean(e.message));
    }
    throw new ApiError(response.status, ClientErrorCode.BAD_RESPONSE, `Unexpected response from the server (${response.status}).`);
  }

  async function refreshTokens(rejectedAccessToken: string | null): Promise<string> {
    // Another tab shares these tokens (localStorage): if it refreshed since our request went out,
    // use its tokens. Refreshing again with the old refresh token would be a re-use, which ends
    // the session everywhere (docs/adr/0010).
    const current = tokenStorage.getAccessToken();
    if (current && current !== rejectedAccessToken) return current;
    const refreshToken = tokenStorage.getRefreshToken();
    if (!refreshToken) throw new ApiError(401, 'UNAUTHORIZED', 'Not signed in');
    const pair = parseResponse(
      TokenPairSchema,
      '/api/auth/refresh-token',
      await send('/api/auth/refresh-token', { method: 'POST', body: { refreshToken }, retryOn401: false }, null),
    );
    tokenStorage.setTokens(pair.accessToken, pair.refreshToken);
    return pair.accessToken;
  }

  function sharedRefresh(rejectedAccessToken: string | null): Promise<string> {
    if (!refreshing) {
      refreshing = acrossTabs(() => refreshTokens(rejectedAccessToken)).finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  function giveUp(): void {
    tokenStorage.clear();
    onAuthFailure();
  }

  /** One call: the answer's `data` parsed with `schema`, so no call reads an unchecked answer. */
  async function request<T>(path: string, schema: ResponseSchema<T>, opts: RequestOptions = {}): Promise<T> {
    return parseResponse(schema, `${opts.method ?? 'GET'} ${path}`, await unchecked(path, opts));
  }

  async function unchecked(path: string, opts: RequestOptions): Promise<unknown> {
    // A refresh under way (after a 401, or asked for because the account's claims changed:
    // docs/adr/0188) is waited for, so the request carries the token it brings. Its failure is
    // the business of whoever started it; this request then goes with the token stored.
    if (refreshing && opts.retryOn401 !== false) await refreshing.catch(() => undefined);
    const accessToken = tokenStorage.getAccessToken();
    try {
      return await send(path, opts, accessToken);
    } catch (err) {
      if (!isApiError(err) || err.status !== 401 || opts.retryOn401 === false) throw err;
      // No refresh token: nothing to try, the 401 passes on unchanged (docs/product/accounts.md, the session).
      if (!tokenStorage.getRefreshToken()) throw err;
      let newToken: string;
      try {
        newToken = await sharedRefresh(accessToken);
      } catch (refreshErr) {
        // Only a refused refresh token ends the session. A refresh that could not be answered
        // now (429, a network error, a 5xx) keeps the tokens: the next request tries again.
        if (!isApiError(refreshErr) || refreshErr.status === 401) giveUp();
        else if (refreshErr.code === ErrorCode.ACCOUNT_ERASURE_PENDING) {
          tokenStorage.clear();
          onErasurePending();
        }
        throw refreshErr;
      }
      try {
        return await send(path, opts, newToken);
      } catch (retryErr) {
        if (isApiError(retryErr) && retryErr.status === 401) giveUp();
        throw retryErr;
      }
    }
  }

  return {
    request,
    get: <T>(path: string, schema: ResponseSchema<T>, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request(path, schema, { ...opts, method: 'GET' }),
    post: <T>(path: string, schema: ResponseSchema<T>, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request(path, schema, { ...opts, method: 'POST', body }),
    put: <T>(path: string, schema: ResponseSchema<T>, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request(path, schema, { ...opts, method: 'PUT', body }),
    del: <T>(path: string, schema: ResponseSchema<T>, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request(path, schema, { ...opts, method: 'DELETE' }),
    /**
     * Trades the refresh token for a new pair now, as a 401 would (shared across tabs), and returns
     * the new access token: used when the account's facts changed (a parent approved a limited
     * account, docs/adr/0239; its language was switched, docs/adr/0188) and the stored token still
     * carries the old claims. Requests sent meanwhile wait for it.
     */
    refreshSession: () => sharedRefresh(tokenStorage.getAccessToken()),
    setAuthFailureHandler(handler: () => void) {
      onAuthFailure = handler;
    },
    setErasurePendingHandler(handler: () => void) {
      onErasurePending = handler;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's single API client. */
export const api = createApiClient();
