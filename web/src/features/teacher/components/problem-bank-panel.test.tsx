// @vitest-environment jsdom
import { SAMPLE_DIAGRAMS } from '@mathquest/maths/diagrams';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBankProblem } from '../../../testing/area-fixtures';
import { ProblemBankPanel } from './problem-bank-panel';

afterEach(cleanup);

const drawn = buildBankProblem(1, { id: 'g4.md.area-perimeter/d1/s01', question: 'What is the area of the rectangle?', diagram: SAMPLE_DIAGRAMS.polygon });
const plain = buildBankProblem(2, { id: 'g4.oa.factors-list/d1/s01', question: 'List the factors of 12.', diagram: null });

function renderPanel(onToggle = vi.fn()) {
  render(<ProblemBankPanel filters={{ difficulty: '', topic: '', grade: '' }} onFilters={vi.fn()} topics={[]} shown={[drawn, plain]} picked={[]} onToggle={onToggle} />);
  return onToggle;
}

describe("the problem bank's pictures", () => {
  it('opens a problem\'s picture on request, drawn as the students see it, without picking the problem', async () => {
    const onToggle = renderPanel();
    const ue = userEvent.setup({ delay: null });
    const rows = within(screen.getByRole('list', { name: 'Problems' })).getAllByRole('listitem');
    // Closed at first: nothing drawn for a list of up to 200 problems.
    expect(screen.queryByTestId('diagram')).toBeNull();
    const button = within(rows[0]!).getByRole('button', { name: 'Picture', description: 'What is the area of the rectangle?' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await ue.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const figure = within(rows[0]!).getByTestId('diagram');
    expect(figure.getAttribute('data-kind')).toBe('polygon');
    expect(within(figure).getByRole('img')).toBeTruthy();
    expect(onToggle).not.toHaveBeenCalled();
    await ue.click(button);
    expect(screen.queryByTestId('diagram')).toBeNull();
    // The row itself still picks the problem.
    await ue.click(within(rows[0]!).getByText('What is the area of the rectangle?'));
    expect(onToggle).toHaveBeenCalledWith(drawn.id);
  });

  it('offers no picture for a text-only problem', () => {
    renderPanel();
    const rows = within(screen.getByRole('list', { name: 'Problems' })).getAllByRole('listitem');
    expect(within(rows[1]!).queryByRole('button', { name: 'Picture' })).toBeNull();
    expect(within(rows[0]!).getByRole('button', { name: 'Picture' })).toBeTruthy();
  });
});
