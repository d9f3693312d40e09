// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { tokenStorage } from '../../../lib/token-storage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { buildStudentProfile, buildProgressResponse, buildUser, jsonResponse, renderAt, resetStores } from '../../../testing/test-utils';
import HomePage from './home-page';

function signInStudent() {
  const user = buildUser({ role: 'STUDENT' });
  // refreshUser re-reads /me on mount; here the user is already the current one.
  useSession.setState({ user, isLoading: false, refreshUser: async () => {} });
}

describe('the student home', () => {
  beforeEach(() => {
    resetStores();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, data: { children: [] } }), { status: 200, headers: { 'Content-Type': 'application/json' } })));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a student sees the four stat cards, the XP bar and the game modes', () => {
    signInStudent();
    renderAt(<HomePage />, '/home');
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByText('Choose Your Mode')).toBeTruthy();
  });

  it('greets the user by username, and the header shows the display name', () => {
    useSession.setState({ user: buildUser({ profile: { displayName: 'Ada Lovelace', username: 'ada_l' } }), isLoading: false, refreshUser: async () => {} });
    renderAt(<HomePage />, '/home');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Hi, ada_l!');
    expect(screen.getByTestId('profile-link').textContent).toBe('Ada Lovelace');
  });

  it.each([
    [0, '3 problems left today'],
    [2, '1 problem left today'],
  ])('a free student who has had %i problems today sees "%s" on Solo Practice', async (used, text) => {
    useSession.setState({ user: buildUser({ plan: 'FREE' }), isLoading: false, refreshUser: async () => {} });
    tokenStorage.setTokens('A', 'R');
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (url.startsWith('/api/game/progress') ? jsonResponse(200, { success: true, data: buildProgressResponse({ problemsToday: used, dailyLimit: 3 }) }) : jsonResponse(200, { success: true, data: {} }))));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<HomePage />, '/home');
    expect((await screen.findByTestId('problems-left')).textContent).toBe(text);
    expect(screen.getByTestId('mode-solo').getAttribute('href')).toBe('/solo');
  });

  it("once the day's free problems are used, the Solo Practice card says so instead of inviting to play", async () => {
    useSession.setState({ user: buildUser({ plan: 'FREE' }), isLoading: false, refreshUser: async () => {} });
    tokenStorage.setTokens('A', 'R');
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (url.startsWith('/api/game/progress') ? jsonResponse(200, { success: true, data: buildProgressResponse({ problemsToday: 3, dailyLimit: 3 }) }) : jsonResponse(200, { success: true, data: {} }))));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<HomePage />, '/home');
    const done = await screen.findByTestId('mode-solo-done');
    expect(done.textContent).toContain("That's all for today!");
    expect(screen.queryByTestId('mode-solo')).toBeNull();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/plans');
  });

  it('shows a loading state, never the numbers known at sign-in, until /me has been re-read', async () => {
    const old = buildUser({ studentProfile: buildStudentProfile({ currentLevel: 2, totalXp: 224 }) });
    const fresh = buildUser({ studentProfile: buildStudentProfile({ currentLevel: 4, totalXp: 480 }) });
    // (Earlier tests replace refreshUser; this one needs the real re-read.)
    useSession.setState({ user: old, isLoading: false, isInitialized: true, refreshUser: useSession.getInitialState().refreshUser });
    tokenStorage.setTokens('A', 'R');
    let answerMe: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn((url: string) => (url === '/api/auth/me' ? new Promise<Response>((r) => (answerMe = r)) : Promise.resolve(jsonResponse(200, { success: true, data: {} })))));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<HomePage />, '/home');
    expect(screen.getByTestId('stats-loading')).toBeTruthy();
    expect(screen.queryByTestId('stat-level')).toBeNull();
    answerMe(jsonResponse(200, { success: true, data: fresh }));
    await waitFor(() => expect(screen.getByTestId('stat-level').textContent).toContain('4'));
    expect(screen.getByTestId('stat-xp').textContent).toContain('480');
  });

  it("after an answer in this window the answer's numbers show at once", () => {
    useSession.setState({ user: buildUser({ studentProfile: buildStudentProfile({ currentLevel: 2, totalXp: 224 }) }), isLoading: false, isInitialized: true, refreshUser: async () => {} });
    tokenStorage.setTokens('A', 'R');
    useSession.getState().applyProgress({ ...progressAt(480, 4) });
    renderAt(<HomePage />, '/home');
    expect(screen.getByTestId('stat-level').textContent).toContain('4');
    expect(screen.getByTestId('stat-xp').textContent).toContain('480');
  });
});

function progressAt(totalXp: number, level: number) {
  return {
    level,
    totalXp,
    xpForCurrentLevel: 450,
    xpToNextLevel: 700,
    currentStreak: 1,
    longestStreak: 1,
    lastActiveDay: '2026-11-26',
    totalProblems: 30,
    totalCorrect: 25,
    totalTimeSpent: 600,
    accuracy: 83.3,
    bestCombo: 5,
  };
}
