// @vitest-environment jsdom
import type { TutorWalk } from '@mathquest/contracts';
import { SAMPLE_DIAGRAMS } from '@mathquest/maths/diagrams';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../stores/session';
import { buildServedProblem, buildUser, ok, renderPageAt, routedFetch, setUpPageTests } from '../../../testing/test-utils';
import { TutorEntry } from './tutor-entry';

const TUTOR_LOCKED_TEXT = 'The step-by-step tutor is part of Premium.';
const TUTOR_RIGHT = 'Right! On to the next step.';

const open = (over: Partial<TutorWalk> = {}): TutorWalk => ({
  problemId: 'p1',
  question: '1/12 + 1/6 = ?',
  mistake: { title: 'It looks like you added the tops and the bottoms.', feedback: 'Rename to a common denominator before adding.' },
  steps: [{ index: 0, kind: 'fill', text: null, before: 'Rename: 1/6 = ', after: '.', status: 'open', value: null }],
  stepsTotal: 3,
  currentStep: 0,
  stepsSeen: 1,
  stepsRight: 0,
  finished: false,
  ...over,
});
const second = open({
  steps: [
    { index: 0, kind: 'fill', text: 'Rename: 1/6 = 2/12.', before: 'Rename: 1/6 = ', after: '.', status: 'right', value: '2/12' },
    { index: 1, kind: 'fill', text: null, before: '1/12 + 2/12 = ', after: '.', status: 'open', value: null },
  ],
  currentStep: 1,
  stepsSeen: 2,
  stepsRight: 1,
});

function renderFor(plan: 'FREE' | 'PREMIUM') {
  useSession.setState({ user: buildUser({ plan }), isLoading: false, isInitialized: true });
  return renderPageAt('/solo', <TutorEntry problemId="p1" />, { '/plans': <p>plans page</p> });
}

describe('the tutor on the result panel', () => {
  const fetchMock = setUpPageTests();

  it('is locked on the free plan, with a way to /plans, and calls nothing', async () => {
    renderFor('FREE');
    expect((screen.getByRole('button', { name: /Show me how/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(TUTOR_LOCKED_TEXT, { exact: false })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'See plans' }));
    expect(screen.getByTestId('location').textContent).toBe('/plans');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the mistake, moves focus to the blank, announces a right step politely and opens the next', async () => {
    const bodies: unknown[] = [];
    fetchMock.mockImplementation(
      routedFetch({
        'POST /api/game/tutor/start': () => ok(open()),
        'POST /api/game/tutor/step': (init) => {
          bodies.push(JSON.parse(String(init.body)));
          return ok({ correct: true, verdict: 'accept', message: null, walk: second });
        },
      }),
    );
    renderFor('PREMIUM');
    await userEvent.click(screen.getByRole('button', { name: /Show me how/ }));
    expect((await screen.findByTestId('tutor-mistake')).textContent).toContain('It looks like you added the tops and the bottoms.');
    const blank = screen.getByLabelText('Step 1: fill in the blank');
    expect(document.activeElement).toBe(blank);
    await userEvent.type(blank, '2/12{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Step 2: fill in the blank')));
    expect(bodies).toEqual([{ problemId: 'p1', step: 0, answer: '2/12' }]);
    expect(screen.getByRole('status').textContent).toBe(TUTOR_RIGHT);
    expect(screen.getByTestId('tutor-step-0').getAttribute('data-status')).toBe('right');
  });

  it("draws the problem's picture above the steps, as one described image, and none for a text-only problem", async () => {
    const picture = SAMPLE_DIAGRAMS['fraction-bar'];
    fetchMock.mockImplementation(routedFetch({ 'POST /api/game/tutor/start': () => ok(open({ diagram: picture })) }));
    renderFor('PREMIUM');
    await userEvent.click(screen.getByRole('button', { name: /Show me how/ }));
    const panel = await screen.findByTestId('tutor-panel');
    const figure = within(panel).getByTestId('diagram');
    expect(figure.getAttribute('data-kind')).toBe('fraction-bar');
    expect(within(figure).getByRole('img')).toBeTruthy();
    // Above the steps: the picture comes first in reading order.
    expect(figure.compareDocumentPosition(screen.getByTestId('tutor-step-0')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();

    fetchMock.mockImplementation(routedFetch({ 'POST /api/game/tutor/start': () => ok(open({ diagram: null })) }));
    renderFor('PREMIUM');
    await userEvent.click(screen.getByRole('button', { name: /Show me how/ }));
    await screen.findByTestId('tutor-panel');
    expect(screen.queryByTestId('diagram')).toBeNull();
  });

  it('says what the checker says about a miss, and keeps the blank open', async () => {
    fetchMock.mockImplementation(
      routedFetch({
        'POST /api/game/tutor/start': () => ok(open()),
        'POST /api/game/tutor/step': () => ok({ correct: false, verdict: 'reject', message: 'Not quite. Try this step again, or choose "Show me this step".', walk: open() }),
      }),
    );
    renderFor('PREMIUM');
    await userEvent.click(screen.getByRole('button', { name: /Show me how/ }));
    await userEvent.type(await screen.findByLabelText('Step 1: fill in the blank'), '5{Enter}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Not quite. Try this step again'));
    expect(screen.getByTestId('tutor-step-0').getAttribute('data-status')).toBe('open');
  });

  it('"Try a similar one" opens a similar problem and lets the next-problem flow serve it', async () => {
    const calls: string[] = [];
    fetchMock.mockImplementation(
      routedFetch({
        'POST /api/game/tutor/start': () => ok(open()),
        'POST /api/game/tutor/similar': () => {
          calls.push('similar');
          return ok(buildServedProblem(7));
        },
        'GET /api/game/problem/next': () => {
          calls.push('next');
          return ok(buildServedProblem(7));
        },
      }),
    );
    renderFor('PREMIUM');
    await userEvent.click(screen.getByRole('button', { name: /Show me how/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try a similar one' }));
    await waitFor(() => expect(calls).toEqual(['similar', 'next']));
  });
});
