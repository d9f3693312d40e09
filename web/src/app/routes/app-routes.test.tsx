// @vitest-environment jsdom
import { cleanup, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../stores/session';
import { buildUser, renderAt, resetStores } from '../../testing/test-utils';
import { AppRoutes } from './app-routes';

// jsdom has no 2D canvas: confetti fired by a screen would draw on null after the test ends.
vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(), { create: vi.fn(() => vi.fn(async () => undefined)) }) }));

vi.mock('../../lib/socket', () => ({ connectSocket: vi.fn(), disconnectSocket: vi.fn(), getSocket: vi.fn(() => null) }));

// Lazy pages load slowly on a busy machine: wait for them as long as it takes (bounded).
configure({ asyncUtilTimeout: 10_000 });

describe('route guards', () => {
  beforeEach(() => {
    resetStores();
    // Pages refresh /me on mount; answer with the same user.
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, data: buildUser() }), { status: 200 })));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const signedOut = () => useSession.setState({ user: null, isLoading: false, isInitialized: true });
  const signedIn = (role: 'STUDENT' | 'PARENT' | 'TEACHER' = 'STUDENT') =>
    useSession.setState({ user: buildUser({ role }), isLoading: false, isInitialized: true });

  it("shows a full-screen 'Loading...' while the session loads", () => {
    renderAt(<AppRoutes />, '/home');
    expect(screen.getByTestId('loading-screen').textContent).toContain('Loading...');
    expect(screen.getByTestId('location').textContent).toBe('/home');
  });

  it.each([
    '/home', '/dashboard', '/solo', '/game/solo-play', '/profile', '/plans', '/multiplayer', '/room/ABC123', '/speed', '/pets',
    '/shop', '/avatar', '/leaderboards', '/battlepass', '/guild', '/challenges', '/homebase', '/story', '/bosses',
  ])('signed out, %s redirects to /login', async (path) => {
    signedOut();
    renderAt(<AppRoutes />, path);
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it.each(['/', '/login', '/register'])('a signed-in student at %s goes to /dashboard', async (path) => {
    signedIn();
    renderAt(<AppRoutes />, path);
    expect(await screen.findByText('Choose Your Mode')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });

  it('a signed-in teacher goes to /teacher/dashboard', async () => {
    signedIn('TEACHER');
    renderAt(<AppRoutes />, '/login');
    expect(await screen.findByText('Loading dashboard...')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/teacher/dashboard');
  });

  it.each(['/nowhere'])('unknown path %s goes to /', async (path) => {
    signedOut();
    renderAt(<AppRoutes />, path);
    expect(await screen.findByRole('heading', { level: 1, name: /Level up your/ })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it.each([
    ['/shop', 'Shop'], ['/avatar', 'Avatar Customizer'], ['/homebase', 'Home Base Editor'], ['/challenges', 'Challenge Arena'], ['/guild', 'Guild Hall'],
  ])('signed in, %s shows its screen', async (path, title) => {
    signedIn();
    renderAt(<AppRoutes />, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(path);
  });

  it('signed out, the landing page shows the features and both plans', async () => {
    signedOut();
    renderAt(<AppRoutes />, '/');
    for (const title of ['Lightning Fast', 'Multiplayer Fun', 'Earn Rewards', 'AI Tutor']) expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText('Start Free Trial').getAttribute('href')).toBe('/register');
    expect(screen.getByText('Most popular')).toBeTruthy();
  });
});

describe('signing in on /login', () => {
  beforeEach(() => {
    resetStores();
    useSession.setState({ user: null, isLoading: false, isInitialized: true });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lands on /home (not /dashboard) after a successful login', async () => {
    const user = buildUser();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/login'
          ? new Response(JSON.stringify({ success: true, data: { user, accessToken: 'A', refreshToken: 'R' } }), { status: 200 })
          : new Response(JSON.stringify({ success: true, data: user }), { status: 200 }),
      ),
    );
    renderAt(<AppRoutes />, '/login');
    const ue = userEvent.setup();
    await ue.type(await screen.findByLabelText('Email'), 'kid@example.com');
    await ue.type(screen.getByLabelText('Password'), 'Password1');
    await ue.click(screen.getByTestId('login-submit'));
    await screen.findByText('Choose Your Mode');
    expect(screen.getByTestId('location').textContent).toBe('/home');
  });
});
