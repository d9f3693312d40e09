// @vitest-environment jsdom
import type { Challenge } from '@mathquest/contracts';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { useLanguage } from '../../../stores/language';
import { useSession } from '../../../stores/session';
import { buildServedProblem, buildSubmitResult, buildUser, jsonResponse, ok, renderAt, routedFetch, setUpPageTests } from '../../../testing/test-utils';
import ChallengeScreen from './challenge-screen';
import ChapterScreen from './chapter-screen';

// jsdom has no 2D canvas: confetti fired by a screen would draw on null after the test ends.
vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(), { create: vi.fn(() => vi.fn(async () => undefined)) }) }));

configure({ asyncUtilTimeout: 10_000 });

const signIn = () => useSession.setState({ user: buildUser({ id: 'u1' }), isLoading: false, isInitialized: true });
const problem = buildServedProblem(1, { question: '322 − 116 = ?', answerFormat: 'integer' });

const challenge = (over: Partial<Challenge> = {}): Challenge => ({
  id: 'c1', status: 'ACTIVE', challengerId: 'u1', challengerName: 'me', challengerLevel: 3, challengerAvatar: null, challengerLook: {}, challengerScore: null, challengerAccuracy: null, challengerTime: null,
  opponentId: 'u2', opponentName: 'ann', opponentLevel: 4, opponentAvatar: null, opponentLook: {}, opponentScore: null, opponentAccuracy: null, opponentTime: null,
  winnerId: null, topic: 'Subtraction', problemCount: 1, timeLimit: 30, wagerCoins: 0, wagerGems: 0, createdAt: '2026-05-01T10:00:00.000Z', expiresAt: '2026-05-02T10:00:00.000Z', playedByMe: false,
  ...over,
});

/** Answers the one problem on screen. */
async function answer() {
  const user = userEvent.setup();
  await user.type(await screen.findByTestId('answer-input'), '206');
  await user.click(screen.getByTestId('submit-answer'));
}

function expectNoQuestion() {
  expect(screen.queryByTestId('problem-card')).toBeNull();
  expect(screen.queryByText('322 − 116 = ?')).toBeNull();
  expect(screen.queryByTestId('answer-input')).toBeNull();
}

describe('end screens show only the result and what to do next', () => {
  const fetchMock = setUpPageTests();

  it('a finished story chapter: stars and Back to Story, no last question or timer', async () => {
    signIn();
    fetchMock.mockImplementation(
      routedFetch({
        'GET /api/game/problem/next': () => ok(problem),
        'POST /api/game/problem/submit': () => ok(buildSubmitResult({ chapter: { chapterId: 'world-number-meadows-ch1', answered: 5, problemCount: 5, correct: 5, completed: true, stars: 3 } })),
      }),
    );
    renderAt(<ChapterScreen />, '/game/solo-play?mode=story&sessionId=s1&chapterId=world-number-meadows-ch1');
    expect(await screen.findByTestId('problem-card')).toBeTruthy();
    await answer();
    expect(await screen.findByTestId('chapter-complete')).toBeTruthy();
    expectNoQuestion();
    expect(screen.getByRole('link', { name: 'Back to Story' })).toBeTruthy();
  });

  it('a challenge played to its result (DEFEAT): the outcome and Back to Challenges, no last question', async () => {
    signIn();
    let done = false;
    fetchMock.mockImplementation(
      routedFetch({
        'GET /api/game/problem/next': () => ok(problem),
        'GET /api/engagement/challenges/c1': () =>
          ok(done ? challenge({ status: 'COMPLETED', winnerId: 'u2', challengerScore: 0, opponentScore: 120, challengerAccuracy: 0, opponentAccuracy: 100, challengerTime: 9, opponentTime: 8 }) : challenge()),
        'POST /api/game/problem/submit': () => {
          done = true;
          return ok(buildSubmitResult({ isCorrect: false, challenge: { challengeId: 'c1', answered: 1, problemCount: 1, correct: 0, points: 0, score: 0, finished: true } }));
        },
      }),
    );
    renderAt(<ChallengeScreen />, '/game/solo-play?mode=challenge&sessionId=s1&challengeId=c1');
    expect(await screen.findByTestId('problem-card')).toBeTruthy();
    expect(screen.getByText(/30 seconds per problem/)).toBeTruthy();
    // The time chip counts against the same limit the rule states, not the problem's estimate.
    expect(screen.getByTestId('problem-time').textContent).toMatch(/\/ 30s$/);
    await answer();
    expect((await screen.findByTestId('challenge-outcome')).textContent).toBe('DEFEAT');
    expectNoQuestion();
    expect(screen.queryByText(/seconds per problem/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Challenges' })).toBeTruthy();
  });

  it('a drawn challenge says Draw', async () => {
    signIn();
    fetchMock.mockImplementation(
      routedFetch({
        'GET /api/engagement/challenges/c1': () => ok(challenge({ status: 'COMPLETED', winnerId: null, challengerScore: 100, opponentScore: 100, challengerAccuracy: 100, opponentAccuracy: 100, challengerTime: 9, opponentTime: 8 })),
        'GET /api/game/problem/next': () => ok(problem),
      }),
    );
    renderAt(<ChallengeScreen />, '/game/solo-play?mode=challenge&sessionId=s1&challengeId=c1');
    expect((await screen.findByTestId('challenge-outcome')).textContent).toBe('DRAW');
    expect(screen.getByTestId('challenge-draw').textContent).toMatch(/^Draw:/);
    expectNoQuestion();
  });

  it('a challenge that expired before both sides played says so, with no outcome and no question', async () => {
    signIn();
    fetchMock.mockImplementation(
      routedFetch({
        'GET /api/engagement/challenges/c1': () => ok(challenge({ status: 'COMPLETED', winnerId: null, endedAs: 'EXPIRED' })),
        'GET /api/game/problem/next': () => ok(problem),
      }),
    );
    renderAt(<ChallengeScreen />, '/game/solo-play?mode=challenge&sessionId=s1&challengeId=c1');
    expect((await screen.findByTestId('challenge-ended')).textContent).toContain('This challenge ran out of time');
    expect(screen.queryByTestId('challenge-outcome')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Challenges' })).toBeTruthy();
    expectNoQuestion();
  });
});

describe('a refused next problem in a story chapter', () => {
  const fetchMock = setUpPageTests();
  afterEach(() => useLanguage.setState({ locale: 'en' }));

  it.for([
    { locale: 'en', shown: 'This game session has ended' },
    { locale: 'es-US', shown: 'Esta sesión de práctica ya terminó. Empieza una nueva.' },
  ] as const)("is worded by its code in the reader's language ($locale)", async ({ locale, shown }) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useSession.setState({ user: buildUser({ id: 'u1', language: locale }), isLoading: false, isInitialized: true });
    useLanguage.setState({ locale });
    fetchMock.mockImplementation(
      routedFetch({ 'GET /api/game/problem/next': () => jsonResponse(409, { success: false, error: { code: 'SESSION_ENDED', message: 'This game session has ended' } }) }),
    );
    renderAt(
      <I18nProvider>
        <ChapterScreen />
      </I18nProvider>,
      '/game/solo-play?mode=story&sessionId=s1&chapterId=world-number-meadows-ch1',
    );
    // An English reader reads the server's own sentence; any other, the code's message in their language.
    expect((await screen.findByTestId('play-error')).querySelector('p')?.textContent).toBe(shown);
  });
});
