// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, tokenStorage } from '../lib/token-storage';
import { buildStudentProfile, buildUser, jsonResponse, resetStores } from '../testing/test-utils';
import { connectSocket, reopenSocket } from '../lib/socket';
import { useSession } from './session';

vi.mock('../lib/socket', () => ({ connectSocket: vi.fn(), disconnectSocket: vi.fn(), reopenSocket: vi.fn() }));

/** An access token with these claims (the session reads them unsigned: features/auth/utils/token-claims.ts). */
const tokenWith = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
const ENGLISH_TOKEN = tokenWith({ sub: 'u1' });
const SPANISH_TOKEN = tokenWith({ sub: 'u1', lang: 'es-US' });

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

describe('session store', () => {
  beforeEach(() => {
    resetStores();
    fetchMock.mockReset();
    vi.mocked(connectSocket).mockClear();
    vi.mocked(reopenSocket).mockClear();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts loading with no user and no error', () => {
    expect(useSession.getState()).toMatchObject({ user: null, isLoading: true, isInitialized: false, error: null });
  });

  it('without a stored token, loading ends with no user and no call', async () => {
    await useSession.getState().init();
    expect(useSession.getState()).toMatchObject({ user: null, isLoading: false, isInitialized: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with a stored token, loads /me and sets the user', async () => {
    tokenStorage.setTokens('A', 'R');
    const user = buildUser();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, data: user }));
    await useSession.getState().init();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/me');
    expect(useSession.getState()).toMatchObject({ user, isLoading: false });
  });

  it('a failed /me clears the stored tokens', async () => {
    tokenStorage.setTokens('A', 'R');
    fetchMock.mockResolvedValue(jsonResponse(500, { success: false, error: { code: 'INTERNAL_ERROR', message: 'boom' } }));
    await useSession.getState().init();
    expect(useSession.getState()).toMatchObject({ user: null, isLoading: false });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('a page load of an account whose erasure is pending (its session ended, the refresh refused) marks the erasure screen, no user', async () => {
    tokenStorage.setTokens('A', 'R');
    const pending = { success: false, error: { code: 'ACCOUNT_ERASURE_PENDING', message: 'This account is being deleted and can no longer be used.' } };
    fetchMock.mockImplementation(async (url) =>
      url === '/api/auth/refresh-token' ? jsonResponse(403, pending) : jsonResponse(401, { success: false, error: { code: 'INVALID_TOKEN', message: 'Session ended' } }),
    );
    await useSession.getState().init();
    expect(useSession.getState()).toMatchObject({ user: null, isLoading: false, isInitialized: true, erasurePending: true });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('a sign-in answered ACCOUNT_ERASURE_PENDING marks the erasure screen', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { success: false, error: { code: 'ACCOUNT_ERASURE_PENDING', message: 'This account is being deleted and can no longer be used.' } }));
    await expect(useSession.getState().login({ email: 'a@b.co', password: 'x' })).resolves.toBe(false);
    expect(useSession.getState()).toMatchObject({ user: null, erasurePending: true });
  });

  it('login: loading on and error cleared, then tokens, user id and user stored', async () => {
    useSession.setState({ isLoading: false, isInitialized: true, error: 'old' });
    const user = buildUser({ id: 'u42' });
    let resolve!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const p = useSession.getState().login({ email: 'a@b.co', password: 'x' });
    expect(useSession.getState()).toMatchObject({ isLoading: true, error: null });
    resolve(jsonResponse(200, { success: true, data: { user, accessToken: 'AT', refreshToken: 'RT' } }));
    await expect(p).resolves.toBe(true);
    expect(useSession.getState()).toMatchObject({ user, isLoading: false, error: null });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('AT');
    expect(localStorage.getItem(STORAGE_KEYS.socketToken)).toBe('AT');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('RT');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('u42');
  });

  it("login failure sets the server's message, else 'Login failed'", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { success: false, error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } }));
    await expect(useSession.getState().login({ email: 'a@b.co', password: 'x' })).resolves.toBe(false);
    expect(useSession.getState()).toMatchObject({ user: null, isLoading: false, error: 'Invalid email or password' });

    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    await useSession.getState().login({ email: 'a@b.co', password: 'x' });
    expect(useSession.getState().error).toBe('Login failed');
  });

  it("register failure falls back to 'Registration failed'", async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await useSession.getState().register({
      role: 'STUDENT', email: 'a@b.co', username: 'abc', displayName: 'A', password: 'Password1', confirmPassword: 'Password1', gradeLevel: 5,
    });
    expect(useSession.getState().error).toBe('Registration failed');
  });

  it('logout clears every stored value and the user even when the server call fails', async () => {
    tokenStorage.setTokens('A', 'R');
    tokenStorage.setUserId('u1');
    useSession.setState({ user: buildUser(), isLoading: false, isInitialized: true });
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await useSession.getState().logout();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/logout');
    expect(useSession.getState().user).toBeNull();
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  describe('a language switch reaches the services at once (docs/adr/0188)', () => {
    const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init.method ?? 'GET'} ${url}`);

    it('the saved language: the user carries it, the token is refreshed now and the socket opened again with it', async () => {
      tokenStorage.setTokens(ENGLISH_TOKEN, 'R1');
      useSession.setState({ user: buildUser({ id: 'u1', language: 'en' }), isLoading: false, isInitialized: true });
      fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, data: { accessToken: SPANISH_TOKEN, refreshToken: 'R2' } }));
      const saved = useSession.getState().languageSaved('es-US');
      // The user carries the new language at once, the refresh already under way.
      expect(useSession.getState().user?.language).toBe('es-US');
      await saved;
      expect(calls()).toEqual(['POST /api/auth/refresh-token']);
      expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ refreshToken: 'R1' });
      expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(SPANISH_TOKEN);
      expect(localStorage.getItem(STORAGE_KEYS.socketToken)).toBe(SPANISH_TOKEN);
      expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('R2');
      expect(reopenSocket).toHaveBeenCalledTimes(1);
      expect(connectSocket).not.toHaveBeenCalled();
    });

    it.each([
      ['answered 503', () => Promise.resolve(jsonResponse(503, { success: false, error: { code: 'SERVICE_UNAVAILABLE', message: 'busy' } }))],
      ['not reached', () => Promise.reject(new TypeError('offline'))],
      ['refused', () => Promise.resolve(jsonResponse(401, { success: false, error: { code: 'INVALID_TOKEN', message: 'Refresh token revoked' } }))],
    ])('a refresh %s keeps the saved language, leaves the stored tokens, reopens nothing and logs no error', async (_how, answer) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      tokenStorage.setTokens(ENGLISH_TOKEN, 'R1');
      useSession.setState({ user: buildUser({ id: 'u1', language: 'en' }), isLoading: false, isInitialized: true, error: null });
      fetchMock.mockImplementationOnce(answer);
      await expect(useSession.getState().languageSaved('es-US')).resolves.toBeUndefined();
      expect(useSession.getState()).toMatchObject({ user: { id: 'u1', language: 'es-US' }, error: null, errorFacts: null });
      expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(ENGLISH_TOKEN);
      expect(reopenSocket).not.toHaveBeenCalled();
      expect(console.error).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('a token that already carries the language is not refreshed (switching back and forth before a save, or saving the language already held)', async () => {
      tokenStorage.setTokens(SPANISH_TOKEN, 'R1');
      useSession.setState({ user: buildUser({ id: 'u1', language: 'en' }), isLoading: false, isInitialized: true });
      await useSession.getState().languageSaved('es-US');
      expect(useSession.getState().user?.language).toBe('es-US');
      expect(fetchMock).not.toHaveBeenCalled();
      expect(reopenSocket).not.toHaveBeenCalled();
    });

    it('a re-read of /me that finds the language switched on another device refreshes the token and reopens the socket', async () => {
      tokenStorage.setTokens(ENGLISH_TOKEN, 'R1');
      useSession.setState({ user: buildUser({ id: 'u1', language: 'en' }), isLoading: false, isInitialized: true });
      fetchMock.mockImplementation(async (url) =>
        url === '/api/auth/me'
          ? jsonResponse(200, { success: true, data: buildUser({ id: 'u1', language: 'es-US' }) })
          : jsonResponse(200, { success: true, data: { accessToken: SPANISH_TOKEN, refreshToken: 'R2' } }),
      );
      await useSession.getState().refreshUser();
      expect(calls()).toEqual(['GET /api/auth/me', 'POST /api/auth/refresh-token']);
      expect(useSession.getState().user?.language).toBe('es-US');
      expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(SPANISH_TOKEN);
      expect(reopenSocket).toHaveBeenCalledTimes(1);

      // Read again: the token says the account's language now, nothing more is asked.
      await useSession.getState().refreshUser();
      expect(calls()).toEqual(['GET /api/auth/me', 'POST /api/auth/refresh-token', 'GET /api/auth/me']);
      expect(reopenSocket).toHaveBeenCalledTimes(1);
    });

    it("a re-read of /me that finds a parent's approval (docs/adr/0239) takes the same path: token refreshed, socket reopened", async () => {
      const limited = tokenWith({ sub: 'u1', limits: 'PENDING_PARENT_APPROVAL' });
      tokenStorage.setTokens(limited, 'R1');
      useSession.setState({ user: buildUser({ id: 'u1', limits: 'PENDING_PARENT_APPROVAL' }), isLoading: false, isInitialized: true });
      fetchMock.mockImplementation(async (url) =>
        url === '/api/auth/me' ? jsonResponse(200, { success: true, data: buildUser({ id: 'u1' }) }) : jsonResponse(200, { success: true, data: { accessToken: ENGLISH_TOKEN, refreshToken: 'R2' } }),
      );
      await useSession.getState().refreshUser();
      expect(calls()).toEqual(['GET /api/auth/me', 'POST /api/auth/refresh-token']);
      expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(ENGLISH_TOKEN);
      expect(reopenSocket).toHaveBeenCalledTimes(1);
      expect(connectSocket).not.toHaveBeenCalled();
    });

    it('a token whose claims cannot be read asks for no refresh', async () => {
      tokenStorage.setTokens('opaque', 'R1');
      useSession.setState({ user: buildUser({ id: 'u1', language: 'en' }), isLoading: false, isInitialized: true });
      await useSession.getState().languageSaved('es-US');
      expect(fetchMock).not.toHaveBeenCalled();
      expect(useSession.getState().user?.language).toBe('es-US');
    });

    it('a page load whose token is behind the account opens the socket with the refreshed token', async () => {
      tokenStorage.setTokens(ENGLISH_TOKEN, 'R1');
      fetchMock.mockImplementation(async (url) =>
        url === '/api/auth/me'
          ? jsonResponse(200, { success: true, data: buildUser({ id: 'u1', language: 'es-US' }) })
          : jsonResponse(200, { success: true, data: { accessToken: SPANISH_TOKEN, refreshToken: 'R2' } }),
      );
      await useSession.getState().init();
      expect(calls()).toEqual(['GET /api/auth/me', 'POST /api/auth/refresh-token']);
      expect(connectSocket).toHaveBeenCalledWith(SPANISH_TOKEN);
    });
  });

  const progress = (totalXp: number, level: number) => ({
    level, totalXp, xpForCurrentLevel: 450, xpToNextLevel: 700, currentStreak: 2, longestStreak: 3, lastActiveDay: '2026-11-26',
    totalProblems: 40, totalCorrect: 31, totalTimeSpent: 1260, accuracy: 77.5, bestCombo: 6,
  });

  it("a graded answer's progress becomes the student's numbers at once, keeping wallet and grade", () => {
    useSession.setState({ user: buildUser({ studentProfile: buildStudentProfile({ currentLevel: 2, totalXp: 224, coins: 55, gems: 4, gradeLevel: 6 }) }) });
    useSession.getState().applyProgress(progress(480, 4));
    expect(useSession.getState().user?.studentProfile).toMatchObject({ currentLevel: 4, totalXp: 480, coins: 55, gems: 4, gradeLevel: 6, totalTimeSpent: 21, averageAccuracy: 77.5 });
    expect(useSession.getState().profileSync.byAnswer).toBe(true);
  });

  it('a re-read of /me that started before an answer does not put the older numbers back', async () => {
    tokenStorage.setTokens('A', 'R');
    useSession.setState({ user: buildUser({ studentProfile: buildStudentProfile({ currentLevel: 2, totalXp: 224 }) }) });
    let answerMe: (r: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((r) => (answerMe = r)));
    const refresh = useSession.getState().refreshUser();
    useSession.getState().applyProgress(progress(480, 4));
    answerMe(jsonResponse(200, { success: true, data: buildUser({ studentProfile: buildStudentProfile({ currentLevel: 2, totalXp: 224 }) }) }));
    await refresh;
    expect(useSession.getState().user?.studentProfile).toMatchObject({ currentLevel: 4, totalXp: 480 });
  });
});
