// @vitest-environment jsdom
import { configure, cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { useLanguage } from '../../../stores/language';
import { useSession } from '../../../stores/session';
import { buildGameSession, buildServedProblem, buildUser, jsonResponse, renderAt, resetStores } from '../../../testing/test-utils';
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
    useLanguage.setState({ locale: 'en' });
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

  it.for([
    { sent: 'You have finished this assignment', shown: 'Ya terminaste esta tarea.' },
    { sent: 'Time is up for this assignment', shown: 'Esta tarea ya terminó.' },
  ])("words the assignment's end in Spanish for a Spanish reader ('$sent')", async ({ sent, shown }) => {
    useSession.setState({ user: buildUser({ language: 'es-US' }), isLoading: false, isInitialized: true });
    useLanguage.setState({ locale: 'es-US' });
    const base = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (url, init) =>
      String(url).startsWith('/api/game/problem/next') ? jsonResponse(409, { success: false, error: { code: 'SESSION_ENDED', message: sent } }) : base(url, init),
    );
    renderAt(
      <I18nProvider>
        <Routes>
          <Route path="/game/solo-play" element={<SoloPlayPage />} />
        </Routes>
      </I18nProvider>,
      '/game/solo-play?mode=assignment&assignmentId=a1',
    );
    expect((await screen.findByTestId('game-error')).querySelector('p')?.textContent).toBe(shown);
    expect(screen.getByRole('link', { name: 'Volver a Mis clases' }).getAttribute('href')).toBe('/classes');
  });

  it.for([
    { locale: 'en', shown: 'The due date of this assignment has passed' },
    { locale: 'es-US', shown: 'Ya pasó la fecha de entrega de esta tarea.' },
  ] as const)("words a refused start by its code and field in the reader's language ($locale)", async ({ locale, shown }) => {
    useSession.setState({ user: buildUser({ language: locale }), isLoading: false, isInitialized: true });
    useLanguage.setState({ locale });
    const base = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (url, init) =>
      String(url).startsWith('/api/game/session/start') ? jsonResponse(403, { success: false, error: { code: 'FORBIDDEN', message: 'The due date of this assignment has passed', field: 'dueDate' } }) : base(url, init),
    );
    renderAt(
      <I18nProvider>
        <Routes>
          <Route path="/game/solo-play" element={<SoloPlayPage />} />
        </Routes>
      </I18nProvider>,
      '/game/solo-play?mode=assignment&assignmentId=a1',
    );
    // The past due date is named by its field: each reader reads it in their language (error.FORBIDDEN.dueDate).
    expect((await screen.findByTestId('game-error')).querySelector('p')?.textContent).toBe(shown);
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
