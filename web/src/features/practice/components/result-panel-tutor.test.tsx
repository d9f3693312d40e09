// @vitest-environment jsdom
import type { TutorWalk } from '@mathquest/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../stores/session';
import { buildSubmitResult, buildUser, ok, renderPageAt, routedFetch, setUpPageTests } from '../../../testing/test-utils';
import { ResultPanel } from './result-panel';

const wrong = buildSubmitResult({ problemId: 'p1', isCorrect: false, xpEarned: 0, coinsEarned: 0, correctAnswer: '10', explanationSteps: ['60 ÷ 6 = 10', 'So each box holds 10.'] });
const walk = (finished: boolean): TutorWalk => ({
  problemId: 'p1',
  question: '60 ÷ 6 = ?',
  mistake: null,
  steps: [
    { index: 0, kind: 'fill', text: finished ? '60 ÷ 6 = 10' : null, before: '60 ÷ 6 = ', after: '', status: finished ? 'right' : 'open', value: finished ? '10' : null },
  ],
  stepsTotal: 1,
  currentStep: finished ? null : 0,
  stepsSeen: 1,
  stepsRight: finished ? 1 : 0,
  finished,
});

function renderPanel() {
  useSession.setState({ user: buildUser({ plan: 'PREMIUM' }), isLoading: false, isInitialized: true });
  return renderPageAt('/solo', <ResultPanel result={wrong} loading={false} onNext={() => undefined} />);
}

describe('the result panel with the tutor open', () => {
  const fetchMock = setUpPageTests();

  it('shows the answer and the worked solution after a wrong answer while the tutor is closed', () => {
    renderPanel();
    expect(screen.getByTestId('correct-answer').textContent).toBe('10');
    expect(screen.getByText('How to solve it')).toBeTruthy();
  });

  it('hides them while the child fills in the blanks, and shows them when the child asks', async () => {
    fetchMock.mockImplementation(routedFetch({ 'POST /api/game/tutor/start': () => ok(walk(false)) }));
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: /Show me how/ }));
    await screen.findByTestId('tutor-input');
    expect(screen.queryByTestId('correct-answer')).toBeNull();
    expect(screen.queryByText('How to solve it')).toBeNull();
    expect(screen.queryByText('60 ÷ 6 = 10')).toBeNull();
    await userEvent.click(screen.getByTestId('reveal-solution'));
    expect(screen.getByTestId('correct-answer').textContent).toBe('10');
    expect(screen.getByText('How to solve it')).toBeTruthy();
  });

  it('shows them again once the walkthrough is finished', async () => {
    fetchMock.mockImplementation(
      routedFetch({
        'POST /api/game/tutor/start': () => ok(walk(false)),
        'POST /api/game/tutor/step': () => ok({ correct: true, verdict: 'accept', message: null, walk: walk(true) }),
      }),
    );
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: /Show me how/ }));
    await userEvent.type(await screen.findByTestId('tutor-input'), '10{Enter}');
    await screen.findByTestId('tutor-done');
    expect(screen.getByTestId('correct-answer').textContent).toBe('10');
    expect(screen.getByText('How to solve it')).toBeTruthy();
    expect(screen.queryByTestId('reveal-solution')).toBeNull();
  });
});
