// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import HomePage from '../features/home/components/home-page';
import { useRealtime } from '../stores/realtime';
import { useSession } from '../stores/session';
import type { FakeSocket } from '../testing/fake-socket';
import {
  buildBattlePass,
  buildDashboardStats,
  buildNotification,
  buildPet,
  buildQuest,
  buildUser,
  jsonResponse,
  ok,
  renderPageAt,
  routedFetch,
  setUpPageTests,
  type FetchMock,
} from '../testing/test-utils';

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

const { disconnectSocket } = await import('./socket');
const { connectNow } = await import('../testing/connect-now');

type Route = Parameters<typeof routedFetch>[0][string];

/** The student's state on the server; a test changes it "while the socket is down". */
function serverState() {
  return { coins: 42, gems: 3, progress: 3, unread: 0 };
}

function engagement(state: ReturnType<typeof serverState>, over: Record<string, Route> = {}) {
  const notifications = () =>
    Array.from({ length: state.unread }, (_, i) => buildNotification({ id: `n${i + 1}`, title: `News ${i + 1}`, read: false }));
  return routedFetch({
    'GET /api/engagement/analytics/dashboard': () => ok(buildDashboardStats({ coins: state.coins, gems: state.gems })),
    'GET /api/engagement/wallet': () => ok({ coins: state.coins, gems: state.gems, version: 1 }),
    'GET /api/engagement/quests/daily': () => ok([buildQuest({ id: 'q1', name: 'Problem Solver', currentProgress: state.progress, targetValue: 10 })]),
    'GET /api/engagement/pets/active': () => ok(buildPet()),
    'GET /api/engagement/battlepass': () => ok(buildBattlePass()),
    'GET /api/engagement/notifications': () => ok({ notifications: notifications(), unreadCount: state.unread, nextCursor: null }),
    'GET /api/engagement/friends': () => ok({ friends: [], incoming: [], outgoing: [] }),
    'GET /api/engagement/guilds/my-guild': () => ok({ guild: null, role: null }),
    ...over,
  });
}

const requests = (fetchMock: FetchMock, path: string) => fetchMock.mock.calls.filter(([url]) => url.split('?')[0] === path).length;

function signIn(role: 'STUDENT' | 'PARENT' = 'STUDENT') {
  useSession.setState({ user: buildUser({ role }), isLoading: false, isInitialized: true, refreshUser: async () => {} });
}

/** The dashboard inside the app's provider (which mounts the re-read once), with the socket opened as sign-in does. */
async function openDashboard(): Promise<FakeSocket> {
  await connectNow('access-1');
  const socket = sockets[sockets.length - 1]!;
  renderPageAt('/dashboard', (
    <AppProvider>
      <HomePage />
    </AppProvider>
  ));
  await screen.findByTestId('student-dashboard');
  await waitFor(() => expect(useRealtime.getState().notifications).not.toBeNull());
  return socket;
}

const coinsShown = () => screen.getByTestId('wallet-coins').textContent;

function reconnect(socket: FakeSocket) {
  act(() => {
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
  });
}

describe('the live state after the realtime socket reconnects', () => {
  const fetchMock = setUpPageTests();

  const quiet = () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  };

  it('shows what changed while the socket was down once it reconnects; the first connect re-reads nothing', async () => {
    quiet();
    signIn();
    const state = serverState();
    fetchMock.mockImplementation(engagement(state));
    const socket = await openDashboard();
    expect(coinsShown()).toContain('42 coins');
    act(() => socket.fire('connect')); // the page's first connect

    // Answers given elsewhere while the socket is down: their pushes are lost.
    state.coins = 99;
    state.gems = 5;
    state.progress = 7;
    state.unread = 2;
    reconnect(socket);

    await waitFor(() => expect(coinsShown()).toContain('99 coins'));
    expect(screen.getByTestId('wallet-gems').textContent).toContain('5 gems');
    await waitFor(() => expect(screen.getByTestId('quest-progress-q1').textContent).toBe('7/10'));
    await waitFor(() => expect(screen.getByTestId('bell-count').textContent).toBe('2'));
    // The bell's polite announcement follows the re-read count as it follows pushes.
    expect(screen.getByTestId('bell-live').textContent).toBe('2 unread notifications');
    // One re-read, for the reconnection only (had the first connect asked for one, there would be two).
    expect(requests(fetchMock, '/api/engagement/wallet')).toBe(1);
    expect(requests(fetchMock, '/api/engagement/quests/daily')).toBe(2); // the dashboard's load, the re-read
    // Chests were never loaded on this page: not fetched.
    expect(requests(fetchMock, '/api/engagement/treasures')).toBe(0);
    disconnectSocket();
  });

  it('keeps what the dashboard shows when the re-read fails: logged, no error screen', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn();
    const state = serverState();
    const down: Route = () => jsonResponse(503, { success: false, error: { code: 'UNAVAILABLE', message: 'Try again later' } });
    let failing = false;
    const routes = engagement(state);
    const failingRoutes = engagement(state, { 'GET /api/engagement/wallet': down, 'GET /api/engagement/quests/daily': down });
    fetchMock.mockImplementation((url, init) => (failing ? failingRoutes(url, init) : routes(url, init)));
    const socket = await openDashboard();
    act(() => socket.fire('connect'));

    state.coins = 99;
    failing = true;
    reconnect(socket);

    await waitFor(() => {
      const logged = warn.mock.calls.map(([m]) => String(m));
      expect(logged.some((m) => m.includes('the wallet'))).toBe(true);
      expect(logged.some((m) => m.includes('the daily quests'))).toBe(true);
    });
    expect(coinsShown()).toContain('42 coins');
    expect(screen.getByTestId('quest-progress-q1').textContent).toBe('3/10');
    expect(screen.getByTestId('student-dashboard')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-error')).toBeNull();
    disconnectSocket();
  });

  it('has one re-read in flight when two reconnections come in quick succession', async () => {
    quiet();
    signIn();
    const state = serverState();
    let walletReads = 0;
    let inFlight = 0;
    let mostInFlight = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    fetchMock.mockImplementation(
      engagement(state, {
        'GET /api/engagement/wallet': async () => {
          walletReads += 1;
          inFlight += 1;
          mostInFlight = Math.max(mostInFlight, inFlight);
          if (walletReads === 1) await gate;
          inFlight -= 1;
          return ok({ coins: state.coins, gems: state.gems, version: walletReads });
        },
      }),
    );
    const socket = await openDashboard();
    act(() => socket.fire('connect'));

    state.coins = 60;
    reconnect(socket);
    await waitFor(() => expect(walletReads).toBe(1));
    state.coins = 75;
    reconnect(socket);
    await import('./live-resync'); // the second reconnection's call has been made
    expect(walletReads).toBe(1);
    release();

    // The second reconnection's re-read runs after the first, so the newest balance wins.
    await waitFor(() => expect(coinsShown()).toContain('75 coins'));
    expect(walletReads).toBe(2);
    expect(mostInFlight).toBe(1);
    disconnectSocket();
  });

  it("re-reads nothing for a parent, whose pages hold no student's live state", async () => {
    quiet();
    signIn('PARENT');
    const state = serverState();
    fetchMock.mockImplementation(engagement(state));
    await connectNow('access-1');
    const socket = sockets[sockets.length - 1]!;
    renderPageAt('/home', (
      <AppProvider>
        <p>parent home</p>
      </AppProvider>
    ));
    // Even with something in the store, a parent's reconnection reads nothing.
    act(() => useRealtime.getState().setWallet({ coins: 1, gems: 0 }));
    act(() => socket.fire('connect'));
    reconnect(socket);
    // Then a student's reconnection on the same socket: exactly one wallet read, so the parent's asked for none.
    act(() => signIn('STUDENT'));
    reconnect(socket);
    await waitFor(() => expect(useRealtime.getState().wallet).toEqual({ coins: 42, gems: 3 }));
    expect(requests(fetchMock, '/api/engagement/wallet')).toBe(1);
    disconnectSocket();
  });
});
