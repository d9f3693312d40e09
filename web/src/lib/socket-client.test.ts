// @vitest-environment jsdom
import type { Mock } from 'vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '../stores/notifications';
import { useRealtime } from '../stores/realtime';
import { useSession } from '../stores/session';
import type { FakeSocket } from '../testing/fake-socket';
import { tokenStorage } from './token-storage';
import { buildQuest, buildUser, ok, resetStores, routedFetch } from '../testing/test-utils';

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', async () => {
  const { FakeSocket } = await import('../testing/fake-socket');
  return {
    io: vi.fn((url: string, options: Record<string, unknown>) => {
      const s = new FakeSocket(url, options);
      sockets.push(s);
      return s;
    }),
  };
});

const { disconnectSocket, reopenSocket, SOCKET_MAX_ATTEMPTS } = await import('./socket');
const { connectNow } = await import('../testing/connect-now');
const { pageShown } = await import('./page-shown');
const { io } = (await import('socket.io-client')) as unknown as { io: Mock };

const last = () => sockets[sockets.length - 1]!;

describe('realtime socket client', () => {
  beforeEach(() => {
    resetStores();
    sockets.length = 0;
    io.mockClear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    disconnectSocket();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens at /socket.io with the token, 10 attempts, the first 125–375 ms after a drop, the delay growing to 2 s', async () => {
    await connectNow('access-1');
    expect(io).toHaveBeenCalledTimes(1);
    expect(last().options).toMatchObject({
      path: '/socket.io',
      reconnection: true,
      reconnectionAttempts: 10,
      reconnectionDelay: 250,
      randomizationFactor: 0.5,
      reconnectionDelayMax: 2000,
    });
    expect(SOCKET_MAX_ATTEMPTS).toBe(10);
  });

  it('says the user is online on every connect', async () => {
    await connectNow('access-1');
    last().fire('connect');
    expect(last().emitted).toEqual([['user:online']]);
    expect(useRealtime.getState().connected).toBe(true);
    last().fire('disconnect', 'transport close');
    expect(useRealtime.getState().connected).toBe(false);
  });

  it('gives up and disconnects after the last failed attempt', async () => {
    await connectNow('access-1');
    const s = last();
    for (let i = 0; i < SOCKET_MAX_ATTEMPTS - 1; i++) s.fire('connect_error', new Error('refused'));
    expect(s.disconnected).toBe(false);
    s.fire('connect_error', new Error('refused'));
    expect(s.disconnected).toBe(true);
  });

  it('starts counting again after a successful connect or reconnect', async () => {
    await connectNow('access-1');
    const s = last();
    for (let i = 0; i < SOCKET_MAX_ATTEMPTS - 1; i++) s.fire('connect_error', new Error('refused'));
    s.fire('connect');
    for (let i = 0; i < SOCKET_MAX_ATTEMPTS - 1; i++) s.fire('connect_error', new Error('refused'));
    s.fireManager('reconnect');
    for (let i = 0; i < SOCKET_MAX_ATTEMPTS - 1; i++) s.fire('connect_error', new Error('refused'));
    expect(s.disconnected).toBe(false);
    s.fire('connect_error', new Error('refused'));
    expect(s.disconnected).toBe(true);
  });

  it('feeds the live store and shows toasts for quest completed, battle pass level up, chests and notifications', async () => {
    await connectNow('access-1');
    useRealtime.getState().setQuests([buildQuest({ id: 'q1', currentProgress: 3, targetValue: 5 })]);
    const s = last();
    s.fire('quest:progress', { questId: 'q1', name: 'Problem Solver', currentProgress: 4, targetValue: 5 });
    expect(useRealtime.getState().quests![0]!.currentProgress).toBe(4);
    s.fire('quest:completed', { questId: 'q1', name: 'Problem Solver', currentProgress: 5, targetValue: 5, coinReward: 20, xpReward: 50, gemReward: 0 });
    expect(useRealtime.getState().quests![0]!.completedAt).not.toBeNull();
    s.fire('wallet:updated', { coins: 120, gems: 7 });
    expect(useRealtime.getState().wallet).toEqual({ coins: 120, gems: 7 });
    s.fire('treasure:found', { chestId: 'c9', rarity: 'EPIC' });
    expect(useRealtime.getState().chests).toEqual([{ id: 'c9', rarity: 'EPIC' }]);
    s.fire('battlepass:level_up', { level: 6 });
    s.fire('notification:new', { id: 'n5', type: 'achievement', title: 'First steps', message: 'You solved 10 problems', icon: '🎉' });
    expect(useRealtime.getState().unreadCount).toBe(1);
    const toasts = useNotifications.getState().toasts.map((t) => [t.type, t.title, t.message]);
    expect(toasts).toEqual([
      ['achievement', 'Quest complete!', 'Problem Solver: claim 20 coins, 50 XP'],
      ['reward', 'Treasure chest found!', 'Epic chest: open it to see your rewards.'],
      ['level_up', 'Battle pass level up!', 'You reached battle pass level 6.'],
      ['achievement', 'First steps', 'You solved 10 problems'],
    ]);
    expect(useNotifications.getState().toasts.every((t) => t.duration === 4000)).toBe(true);
  });

  it('reopened after a token refresh (docs/adr/0188): the same socket connects again, its handshake sends the new token, the live state stays and is read again', async () => {
    tokenStorage.setTokens('english-access', 'refresh-1');
    await connectNow('english-access');
    const s = last();
    s.fire('connect');
    useRealtime.getState().setWallet({ coins: 5, gems: 0 });
    const handshake = () => new Promise((resolve) => (s.options.auth as (send: (data: unknown) => void) => void)(resolve));
    expect(await handshake()).toEqual({ token: 'english-access' });

    tokenStorage.setTokens('spanish-access', 'refresh-2');
    reopenSocket();
    expect(s.disconnected).toBe(false);
    expect(s.connects).toBe(1);
    expect(io).toHaveBeenCalledTimes(1);
    expect(await handshake()).toEqual({ token: 'spanish-access' });
    // The server's connect counts as a reconnection: the loaded live state is read again (docs/adr/0067).
    s.fire('disconnect', 'io client disconnect');
    s.fire('connect');
    expect(useRealtime.getState()).toMatchObject({ wallet: { coins: 5, gems: 0 }, connected: true, reconnects: 1 });
    expect(s.emitted.filter(([e]) => e === 'user:online')).toHaveLength(2);
  });

  it('reopening with no socket open does nothing (one still loading sends the stored token when it connects)', () => {
    reopenSocket();
    expect(io).not.toHaveBeenCalled();
  });

  it('is closed, and its live state forgotten, on logout', async () => {
    vi.stubGlobal('fetch', vi.fn(routedFetch({ 'POST /api/auth/logout': () => ok({ loggedOut: true }) })));
    await connectNow('access-1');
    useRealtime.getState().setWallet({ coins: 5, gems: 0 });
    const s = last();
    await useSession.getState().logout();
    expect(s.disconnected).toBe(true);
    expect(useRealtime.getState().wallet).toBeNull();
  });

  it("closes the first user's socket when another user signs in", async () => {
    const user = (id: string) => buildUser({ id });
    let n = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(routedFetch({ 'POST /api/auth/login': () => (n++, ok({ user: user(`u${n}`), accessToken: `access-${n}`, refreshToken: `refresh-${n}` })) })),
    );
    useSession.setState({ user: null, isLoading: false, isInitialized: true });
    // Each sign-in's socket opens once the page that follows is drawn.
    await useSession.getState().login({ email: 'a@example.com', password: 'Password1' });
    pageShown();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const first = last();
    await useSession.getState().login({ email: 'b@example.com', password: 'Password1' });
    pageShown();
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    expect(first.disconnected).toBe(true);
    expect(sockets).toHaveLength(2);
    expect(last().disconnected).toBe(false);
    expect(useSession.getState().user?.id).toBe('u2');
  });
});
