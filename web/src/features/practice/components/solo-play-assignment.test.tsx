// @vitest-environment jsdom
import { configure, cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildGameSession, buildServedProblem, jsonResponse, renderAt, resetStores } from '../../../testing/test-utils';
import { usePracticeStore } from '../stores/practice-store';
import SoloPlayPage from './solo-play-page';

// Waits for conditions with room to spare: lazy route modules and re-renders can be slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(), { create: vi.fn(() => vi.fn()) }) }));

describe('solo play screen playing a class assignment', { timeout: 30_000 }, () => {
  const starts: unknown[] = [];
  beforeEach(() => {
    resetStores();
    usePracticeStore.getState().reset();
    starts.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url.startsWith('/api/game/session/start')) {
          starts.push(JSON.parse(String(init.body)));
          return jsonResponse(200, { success: true, data: { session: buildGameSession({ mode: 'ASSIGNMENT', assignmentId: 'a1' }), currentStreak: 1 } });
        }
        if (url.startsWith('/api/game/problem/next')) return jsonResponse(200, { success: true, data: buildServedProblem(1) });
        return jsonResponse(200, { success: true, data: {} });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts an ASSIGNMENT session with the assignment id from the address', async () => {
    renderAt(
      <Routes>
        <Route path="/game/solo-play" element={<SoloPlayPage />} />
      </Routes>,
      '/game/solo-play?mode=assignment&assignmentId=a1',
    );
    expect(await screen.findByTestId('problem-card')).toBeTruthy();
    expect(starts).toEqual([{ mode: 'ASSIGNMENT', deviceType: 'web', assignmentId: 'a1' }]);
    expect(usePracticeStore.getState().session?.assignmentId).toBe('a1');
  });

  it("shows 'You have finished this assignment' and the way back to My Classes after the last problem", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const base = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (url, init) =>
      String(url).startsWith('/api/game/problem/next')
        ? jsonResponse(409, { success: false, error: { code: 'SESSION_ENDED', message: 'You have finished this assignment' } })
        : base(url, init),
    );
    renderAt(
      <Routes>
        <Route path="/game/solo-play" element={<SoloPlayPage />} />
      </Routes>,
      '/game/solo-play?mode=assignment&assignmentId=a1',
    );
    expect((await screen.findByTestId('game-error')).textContent).toContain('You have finished this assignment');
    expect(screen.getByRole('link', { name: 'Back to My Classes' }).getAttribute('href')).toBe('/classes');
    // An assignment that is over is an outcome the screen explains, not a fault: no console error.
    expect(vi.mocked(console.error).mock.calls.filter((args) => args.some((a) => (a as { code?: string } | null)?.code === 'SESSION_ENDED'))).toEqual([]);
  });

  it('plays solo practice without those parameters', async () => {
    renderAt(
      <Routes>
        <Route path="/game/solo-play" element={<SoloPlayPage />} />
      </Routes>,
      '/game/solo-play',
    );
    expect(await screen.findByTestId('problem-card')).toBeTruthy();
    expect(starts).toEqual([{ mode: 'SOLO_PRACTICE', deviceType: 'web' }]);
  });
});
