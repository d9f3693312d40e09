// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MathText } from './math-text';

afterEach(cleanup);

describe('MathText with a box to fill in (docs/adr/0112)', () => {
  it('typesets the whole missing-number expression with a box and gives it one spoken label', () => {
    render(
      <h1>
        <MathText text="2/4 = 1/☐. What number goes in the box?" />
      </h1>,
    );
    const expr = screen.getByRole('img', { name: '2 fourths equals 1 over what number' });
    // The box is drawn by KaTeX (a framed empty square), and no "/☐" is left over as plain text.
    expect(expr.querySelector('.katex .boxpad')).not.toBeNull();
    expect(screen.getByRole('heading').textContent).not.toContain('/☐');
    expect(screen.getByRole('heading').textContent).toContain('. What number goes in the box?');
  });

  it('leaves maths without a box to KaTeX\'s own MathML', () => {
    render(<MathText text="9 ÷ 3/4 = ?" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('.katex math')).not.toBeNull();
  });
});
