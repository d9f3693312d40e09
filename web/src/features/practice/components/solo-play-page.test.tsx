// @vitest-environment jsdom
import type { SubmitAnswerResult } from '@mathquest/contracts';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { useNotifications } from '../../../stores/notifications';
import { buildGameSession, buildServedProblem, buildSubmitResult, jsonResponse, renderAt, resetStores } from '../../../testing/test-utils';
import { noProblemMessage, noSessionMessage, usePracticeStore } from '../stores/practice-store';
import SoloPlayPage from './solo-play-page';

vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(), { create: vi.fn(() => vi.fn()) }) }));

const session = buildGameSession();
const problem = (n: number) => buildServedProblem(n);
const result = (over: Partial<SubmitAnswerResult>) => buildSubmitResult(over);

type Reply = (url: string, init: RequestInit) => Response;
let submitReplies: Reply[] = [];
let served = 0;
const baseFetch = async (url: string, init: RequestInit): Promise<Response> => {
  if (url.startsWith('/api/game/session/start')) return jsonResponse(200, { success: true, data: { session, currentStreak: 2 } });
  if (url.startsWith('/api/game/problem/next')) return jsonResponse(200, { success: true, data: problem(++served) });
  if (url.startsWith('/api/game/problem/submit')) return submitReplies.shift()!(url, init);
  if (url.startsWith('/api/game/problem/hint')) {
    const idx = Number(new URL(url, 'http://x').searchParams.get('hintIndex'));
    return jsonResponse(200, { success: true, data: { hint: `Hint number ${idx + 1}`, hintIndex: idx, hintsUsed: idx + 1, hintsRemaining: 2 - idx } });
  }
  return jsonResponse(200, { success: true, data: {} });
};
const fetchMock = vi.fn(baseFetch);

function renderGame() {
  return renderAt(
    <>
      <Routes>
        <Route path="/solo" element={<SoloPlayPage />} />
        <Route path="/home" element={<p>home page</p>} />
      </Routes>
      <Toaster />
    </>,
    '/solo',
  );
}

describe('solo play screen', () => {
  beforeEach(() => {
    resetStores();
    usePracticeStore.getState().reset();
    served = 0;
    submitReplies = [];
    fetchMock.mockClear();
    fetchMock.mockImplementation(baseFetch);
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the problem with topic, stars, difficulty, time and typeset maths', async () => {
    renderGame();
    const card = await screen.findByTestId('problem-card');
    expect(card.getAttribute('data-served-id')).toBe('p1');
    expect(screen.getByTestId('problem-topic').textContent).toContain('Fractions');
    // 'Difficulty', not 'Level': the player's own level is shown on the same screen.
    expect(screen.getByRole('img', { name: 'Difficulty 3 of 5' }).textContent).toContain('Difficulty 3');
    expect(screen.getByTestId('problem-card').textContent).not.toMatch(/Level \d/);
    expect(card.textContent).toContain('~45s');
    expect(card.querySelector('.katex')).not.toBeNull();
    const start = fetchMock.mock.calls.find(([u]) => u === '/api/game/session/start')!;
    expect(JSON.parse(String(start[1].body))).toEqual({ mode: 'SOLO_PRACTICE', deviceType: 'web' });
  });

  it('disables Submit for empty or blank answers and while checking; Enter submits', async () => {
    let release!: () => void;
    submitReplies.push(() => jsonResponse(200, { success: true, data: result({}) }));
    const gate = new Promise<void>((r) => (release = r));
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) => {
      if (url.startsWith('/api/game/problem/submit')) await gate;
      return original(url, init);
    });
    renderGame();
    const user = userEvent.setup();
    const input = await screen.findByTestId('answer-input');
    const submit = screen.getByTestId('submit-answer') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(input, '   ');
    expect(submit.disabled).toBe(true);
    await user.clear(input);
    await user.type(input, '3/4{Enter}');
    await waitFor(() => expect(submit.textContent).toBe('Checking...'));
    expect(submit.disabled).toBe(true);
    release();
    const panel = await screen.findByTestId('result-panel');
    expect(panel.getAttribute('data-correct')).toBe('true');
    expect(screen.getByTestId('xp-earned').textContent).toBe('+12 XP');
    expect(screen.getByTestId('speed-bonus').textContent).toContain('+2 XP');
    expect(screen.getByTestId('session-xp').textContent).toBe('12');
    expect(screen.getByTestId('combo-count').textContent).toBe('1');
    const body = JSON.parse(String(fetchMock.mock.calls.find(([u]) => u === '/api/game/problem/submit')![1].body));
    expect(body).toMatchObject({ sessionId: 's1', problemId: 'p1', answer: '3/4', hintsUsed: 0 });
    expect(Number.isInteger(body.timeSpent)).toBe(true);
  });

  it('a nudge is not graded: its message shows and the child can edit and resubmit', async () => {
    submitReplies.push(() =>
      jsonResponse(200, { success: true, data: result({ graded: false, verdict: 'nudge', reason: 'not_simplified', message: 'Simplify your answer', correctAnswer: null, isCorrect: false, xpEarned: 0 }) }),
      () => jsonResponse(200, { success: true, data: result({}) }),
    );
    renderGame();
    const user = userEvent.setup();
    const input = await screen.findByTestId('answer-input');
    await user.type(input, '6/8{Enter}');
    expect((await screen.findByTestId('answer-nudge')).textContent).toContain('Simplify your answer');
    expect((input as HTMLInputElement).value).toBe('6/8');
    expect(screen.queryByTestId('result-panel')).toBeNull();
    await user.clear(input);
    await user.type(input, '3/4{Enter}');
    expect(await screen.findByTestId('result-panel')).toBeTruthy();
  });

  it('a wrong answer shows the correct answer, steps and misconception, and breaks the combo with a toast', async () => {
    usePracticeStore.setState({});
    submitReplies.push(
      () => jsonResponse(200, { success: true, data: result({ combo: { currentCombo: 1, maxCombo: 1, multiplier: 1, label: null, comboBreak: false, milestone: null } }) }),
      () =>
        jsonResponse(200, {
          success: true,
          data: result({
            problemId: 'p2', isCorrect: false, verdict: 'reject', reason: 'wrong_value', xpEarned: 0, coinsEarned: 0,
            misconception: { id: 'add-tops-bottoms', feedback: 'Do not add the denominators: 1/4 + 1/2 is not 2/6.' },
            combo: { currentCombo: 0, maxCombo: 1, multiplier: 1, label: null, comboBreak: true, milestone: null },
          }),
        }),
    );
    renderGame();
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('answer-input'), '3/4{Enter}');
    await user.click(await screen.findByTestId('next-problem'));
    await waitFor(() => expect(screen.getByTestId('problem-card').getAttribute('data-served-id')).toBe('p2'));
    await user.type(screen.getByTestId('answer-input'), '2/6{Enter}');
    const panel = await screen.findByTestId('result-panel');
    expect(panel.getAttribute('data-correct')).toBe('false');
    expect(screen.getByTestId('correct-answer').querySelector('.katex')).not.toBeNull();
    expect(screen.getByTestId('misconception').textContent).toContain('Do not add the denominators');
    expect(panel.querySelectorAll('.explanation li')).toHaveLength(2);
    expect(screen.getByTestId('combo-count').textContent).toBe('0');
    expect((await screen.findByText('Combo Broken')).closest('[aria-live]')).not.toBeNull();
  });

  it('hints count up and show their text', async () => {
    renderGame();
    const user = userEvent.setup();
    const button = await screen.findByTestId('hint-button');
    expect(button.textContent).toContain('Hint (0/3)');
    await user.click(button);
    expect(await screen.findByText('Hint number 1')).toBeTruthy();
    expect(button.textContent).toContain('Hint (1/3)');
    await user.click(button);
    expect(await screen.findByText('Hint number 2')).toBeTruthy();
    const hintCalls = fetchMock.mock.calls.filter(([u]) => u.startsWith('/api/game/problem/hint')).map(([u]) => u);
    expect(hintCalls).toEqual(['/api/game/problem/hint?problemId=p1&hintIndex=0', '/api/game/problem/hint?problemId=p1&hintIndex=1']);
  });

  it('a reloaded problem shows the hints already revealed again', async () => {
    fetchMock.mockImplementation(async (url: string, init: RequestInit) =>
      url.startsWith('/api/game/problem/next') ? jsonResponse(200, { success: true, data: { ...problem(1), hintsUsed: 2 } }) : baseFetch(url, init),
    );
    renderGame();
    expect(await screen.findByText('Hint number 1')).toBeTruthy();
    expect(await screen.findByText('Hint number 2')).toBeTruthy();
    expect((await screen.findByTestId('hint-button')).textContent).toContain('Hint (2/3)');
  });

  it('the day-streak pill starts from session/start and follows each graded result', async () => {
    submitReplies.push(() => jsonResponse(200, { success: true, data: result({ progress: { ...result({}).progress, currentStreak: 3 } }) }));
    renderGame();
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('answer-input'), '3/4');
    expect(screen.getByTestId('day-streak').textContent).toBe('2');
    expect(screen.getByTitle('Day streak').textContent).toBe('📅 Day streak: 2 days');
    await user.keyboard('{Enter}');
    await screen.findByTestId('result-panel');
    expect(screen.getByTestId('day-streak').textContent).toBe('3');
    expect(screen.getByTitle('Day streak').textContent).toBe('📅 Day streak: 3 days');
  });

  /** The first submit times out at the gateway (the answer may be credited), the next one answers. */
  async function answerAfterTimeOut() {
    submitReplies.push(
      () => jsonResponse(504, { success: false, error: { code: 'UPSTREAM_TIMEOUT', message: 'The game service did not answer' } }),
      () => jsonResponse(200, { success: true, data: result({}) }),
    );
    renderGame();
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('answer-input'), '3/4{Enter}');
    return user;
  }

  it('clicking Submit again after a failed submit sends the same Idempotency-Key and shows the credited result', async () => {
    const user = await answerAfterTimeOut();
    expect((await screen.findByTestId('game-error')).textContent).toContain('Please try again');
    // The answer is still there, so the child just presses Submit again.
    expect((screen.getByTestId('answer-input') as HTMLInputElement).value).toBe('3/4');
    await user.click(screen.getByTestId('submit-answer'));
    expect((await screen.findByTestId('result-panel')).getAttribute('data-correct')).toBe('true');
    expect(screen.queryByTestId('game-error')).toBeNull();
    const keys = fetchMock.mock.calls
      .filter(([u]) => u === '/api/game/problem/submit')
      .map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it("'Try again' after a submit time-out resends the same answer with the same key, not a new problem", async () => {
    const user = await answerAfterTimeOut();
    await screen.findByTestId('game-error');
    const nextCalls = () => fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/game/problem/next')).length;
    const before = nextCalls();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('result-panel')).getAttribute('data-correct')).toBe('true');
    expect(nextCalls()).toBe(before);
    const submits = fetchMock.mock.calls.filter(([u]) => u === '/api/game/problem/submit');
    expect(submits.map(([, init]) => JSON.parse(String(init.body)).answer)).toEqual(['3/4', '3/4']);
    const keys = submits.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a level-up raises a level_up toast', async () => {
    submitReplies.push(() => jsonResponse(200, { success: true, data: result({ didLevelUp: true, newLevel: 4 }) }));
    renderGame();
    await userEvent.setup().type(await screen.findByTestId('answer-input'), '3/4{Enter}');
    expect((await screen.findByTestId('toast-level_up')).textContent).toContain('You reached level 4!');
  });

  it('402 PLAN_LIMIT_REACHED shows the server message with a link to /plans', async () => {
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) =>
      url.startsWith('/api/game/problem/next')
        ? jsonResponse(402, { success: false, error: { code: 'PLAN_LIMIT_REACHED', message: 'You have used your 3 free problems today.' } })
        : original(url, init),
    );
    renderGame();
    const box = await screen.findByTestId('plan-limit');
    expect(box.textContent).toContain('You have used your 3 free problems today.');
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/plans');
    // The free plan's day being over is an outcome, not a fault: no console error.
    expect(vi.mocked(console.error).mock.calls.filter((args) => args.some((a) => (a as { code?: string } | null)?.code === 'PLAN_LIMIT_REACHED'))).toEqual([]);
  });

  it("a parent or teacher account is told that practice is for students (403), not 'try again'", async () => {
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) =>
      url === '/api/game/session/start'
        ? jsonResponse(403, { success: false, error: { code: 'FORBIDDEN', message: 'Practice is for student accounts' } })
        : original(url, init),
    );
    renderGame();
    expect((await screen.findByTestId('game-error')).textContent).toContain('Practice is for student accounts');
  });

  it('other failures are logged and show a friendly retry message', async () => {
    const original = fetchMock.getMockImplementation()!;
    let fail = true;
    fetchMock.mockImplementation(async (url, init) => {
      if (url.startsWith('/api/game/problem/next') && fail) {
        fail = false;
        return jsonResponse(503, { success: false, error: { code: 'UPSTREAM_UNAVAILABLE', message: 'down' } });
      }
      return original(url, init);
    });
    renderGame();
    expect((await screen.findByTestId('game-error')).textContent).toContain('Please try again');
    expect(console.error).toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('problem-card')).toBeTruthy();
  });

  it('the back control goes to /home', async () => {
    renderGame();
    await userEvent.setup().click(await screen.findByTestId('back-home'));
    expect(screen.getByTestId('location').textContent).toBe('/home');
  });
});

describe('practice store guards', () => {
  beforeEach(() => usePracticeStore.getState().reset());

  it("submitting without a session or problem fails with 'No active session or problem'", async () => {
    await act(() => usePracticeStore.getState().submitAnswer('4'));
    expect(usePracticeStore.getState().error).toBe(noSessionMessage());
  });

  it("asking for a hint without a problem fails with 'No current problem'", async () => {
    await act(() => usePracticeStore.getState().getHint());
    expect(usePracticeStore.getState().error).toBe(noProblemMessage());
  });
});

describe('toasts', () => {
  beforeEach(() => useNotifications.getState().clear());
  it('disappear after 4 s by default', () => {
    vi.useFakeTimers();
    useNotifications.getState().notify({ type: 'success', title: 'Yay' });
    expect(useNotifications.getState().toasts[0]!.duration).toBe(4000);
    vi.advanceTimersByTime(3999);
    expect(useNotifications.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useNotifications.getState().toasts).toHaveLength(0);
    vi.useRealTimers();
  });
});
