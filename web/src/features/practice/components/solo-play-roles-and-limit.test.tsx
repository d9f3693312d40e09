// @vitest-environment jsdom
import { PLAN_LIMIT_MESSAGE } from '@mathquest/contracts';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../../../lib/token-storage';
import { useSession } from '../../../stores/session';
import { buildGameSession, buildServedProblem, buildProgressResponse, buildUser, jsonResponse, renderAt, resetStores } from '../../../testing/test-utils';
import { usePracticeStore } from '../stores/practice-store';
import SoloPlayPage from './solo-play-page';

vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(), { create: vi.fn(() => vi.fn()) }) }));
vi.mock('../../../lib/socket', () => ({ connectSocket: vi.fn(), disconnectSocket: vi.fn() }));

let problemsToday = 0;
const fetchMock = vi.fn(async (url: string) => {
  if (url.startsWith('/api/game/progress')) return jsonResponse(200, { success: true, data: buildProgressResponse({ problemsToday, dailyLimit: 3 }) });
  if (url.startsWith('/api/game/session/start')) return jsonResponse(200, { success: true, data: { session: buildGameSession(), currentStreak: 0 } });
  if (url.startsWith('/api/game/problem/next')) {
    problemsToday += 1;
    return jsonResponse(200, { success: true, data: buildServedProblem(problemsToday) });
  }
  return jsonResponse(200, { success: true, data: {} });
});
const called = (path: string) => fetchMock.mock.calls.filter(([url]) => url.startsWith(path)).length;

const renderGame = () =>
  renderAt(
    <Routes>
      <Route path="/solo" element={<SoloPlayPage />} />
    </Routes>,
    '/solo',
  );

describe('solo play: who can play, and the free plan\'s day', () => {
  beforeEach(() => {
    resetStores();
    usePracticeStore.getState().reset();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    tokenStorage.setTokens('A', 'R');
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the engagement panel's calls answer nothing useful here
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a free student sees the problems left, counting the one being served', async () => {
    problemsToday = 0;
    useSession.setState({ user: buildUser({ plan: 'FREE' }), isLoading: false, isInitialized: true });
    renderGame();
    await screen.findByTestId('problem-card');
    expect((await screen.findByText('2 problems left today')).getAttribute('data-testid')).toBe('problems-left');
    expect(called('/api/game/session/start')).toBe(1);
  });

  it('a free student with no problems left sees the plan limit at once, and no session is started', async () => {
    problemsToday = 3;
    useSession.setState({ user: buildUser({ plan: 'FREE' }), isLoading: false, isInitialized: true });
    renderGame();
    expect((await screen.findByTestId('plan-limit')).textContent).toContain(PLAN_LIMIT_MESSAGE);
    expect(called('/api/game/session/start')).toBe(0);
    expect(called('/api/game/problem/next')).toBe(0);
    expect(screen.queryByTestId('problems-left')).toBeNull();
  });

  it('a premium student is not asked about a daily count', async () => {
    useSession.setState({ user: buildUser({ plan: 'PREMIUM' }), isLoading: false, isInitialized: true });
    renderGame();
    await screen.findByTestId('problem-card');
    expect(called('/api/game/progress')).toBe(0);
    expect(screen.queryByTestId('problems-left')).toBeNull();
  });
});
