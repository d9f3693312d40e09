// @vitest-environment jsdom
import { SPEED_PREMIUM_MESSAGE, type SpeedResult } from '@mathquest/contracts';
import { SAMPLE_DIAGRAMS } from '@mathquest/maths/diagrams';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../stores/session';
import { buildGameSession, buildServedProblem, buildSubmitResult, buildUser, jsonResponse, ok, renderPageAt, routedFetch, setUpPageTests } from '../../../testing/test-utils';
import SpeedPage from './speed-page';

function signIn() {
  useSession.setState({ user: buildUser(), isLoading: false, isInitialized: true });
}

const result = (over: Partial<SpeedResult> = {}): SpeedResult => ({ sessionId: 's1', answered: 1, correct: 1, score: 14, best: 30, newBest: false, secondsPerCorrect: 60, startedAt: '2026-03-02T10:00:00.000Z', endsAt: '2026-03-02T10:01:00.000Z', ...over });

describe('speed challenge page', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();

  it("shows a free student the plan's refusal with the way to the plans", async () => {
    signIn();
    fetchMock.mockImplementation(routedFetch({ 'POST /api/game/session/start': () => jsonResponse(402, { success: false, error: { code: 'PLAN_LIMIT_REACHED', message: SPEED_PREMIUM_MESSAGE } }) }));
    renderPageAt('/speed', <SpeedPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Speed Challenge' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start' }));
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain(SPEED_PREMIUM_MESSAGE);
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/plans');
  });

  it('starts a run, counts a correct answer, and ends with the server’s result when the server says time is up', async () => {
    signIn();
    let served = 0;
    const asked: string[] = [];
    fetchMock.mockImplementation(
      routedFetch({
        'POST /api/game/session/start': (init) => {
          asked.push(`start ${String(init.body)}`);
          return ok({ session: buildGameSession({ id: 's1', mode: 'SPEED' }), currentStreak: 0 });
        },
        'GET /api/game/problem/next': () => {
          served += 1;
          // The second problem is asked for after the server's minute: 409, the run is over.
          return served === 1 ? ok(buildServedProblem(1, { id: 'p1', sessionId: 's1', question: 'What is 2 + 3?', choices: null })) : jsonResponse(409, { success: false, error: { code: 'SESSION_ENDED', message: "Time's up! This speed run is over." } });
        },
        'POST /api/game/problem/submit': () => ok(buildSubmitResult({ problemId: 'p1', graded: true, isCorrect: true })),
        'POST /api/game/speed/s1/finish': () => ok({ result: result({ newBest: true, best: 14 }) }),
      }),
    );
    renderPageAt('/speed', <SpeedPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect((await screen.findByTestId('problem-question')).textContent).toContain('2 + 3');
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toMatch(/[01]:\d\d/);
    expect(screen.getByTestId('speed-count').textContent).toContain('Correct: 0');
    await user.type(screen.getByRole('textbox', { name: /Your answer/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const done = await screen.findByTestId('speed-result');
    expect(done.textContent).toContain("Time's up!");
    expect(screen.getByTestId('speed-result-correct').textContent).toBe('1');
    expect(screen.getByTestId('speed-result-score').textContent).toBe('14');
    expect(screen.getByTestId('speed-result-best').textContent).toBe('14');
    expect(screen.getByText('New best!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Speed Runner leaderboard' }).getAttribute('href')).toBe('/leaderboards?type=SPEED_RUNNER');
    await waitFor(() => expect(asked).toEqual([`start ${JSON.stringify({ mode: 'SPEED', deviceType: 'web' })}`]));
  });

  it("draws a quick problem's picture under its question, in place of its text alternative", async () => {
    signIn();
    const picture = SAMPLE_DIAGRAMS.angle;
    fetchMock.mockImplementation(
      routedFetch({
        'POST /api/game/session/start': () => ok({ session: buildGameSession({ id: 's1', mode: 'SPEED' }), currentStreak: 0 }),
        'GET /api/game/problem/next': () =>
          ok(buildServedProblem(1, { id: 'p1', sessionId: 's1', question: 'What does the protractor read?', altText: 'An angle on a protractor.', diagram: picture, choices: null })),
      }),
    );
    renderPageAt('/speed', <SpeedPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start' }));
    const card = await screen.findByTestId('problem-card');
    const figure = within(card).getByTestId('diagram');
    expect(figure.getAttribute('data-kind')).toBe('angle');
    expect(within(figure).getByRole('img')).toBeTruthy();
    expect(card.textContent).not.toContain('An angle on a protractor.');
  });
});
