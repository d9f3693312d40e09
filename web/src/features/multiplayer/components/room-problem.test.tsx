// @vitest-environment jsdom
import type { RoomProblem } from '@mathquest/contracts';
import { SAMPLE_DIAGRAMS } from '@mathquest/maths/diagrams';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { useLanguage } from '../../../stores/language';
import { RoomProblemView } from './room-problem';

afterEach(() => {
  cleanup();
  useLanguage.setState({ locale: 'en' });
});

const problem = (over: Partial<RoomProblem> = {}): RoomProblem => ({
  question: 'What is the perimeter of the rectangle?',
  altText: 'A rectangle 6 cm by 4 cm.',
  topic: 'Measurement',
  subtopic: 'Area & perimeter of rectangles',
  difficulty: 2,
  answerFormat: 'integer',
  choices: null,
  unit: 'cm',
  ...over,
});

describe("a live room's problem", () => {
  it('draws the picture under the question as one described image, in place of the text alternative', () => {
    render(<RoomProblemView problem={problem({ diagram: SAMPLE_DIAGRAMS.polygon })} />);
    const figure = screen.getByTestId('diagram');
    expect(figure.getAttribute('data-kind')).toBe('polygon');
    expect(within(figure).getByRole('img')).toBeTruthy();
    expect(screen.getByTestId('room-question').compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('A rectangle 6 cm by 4 cm.')).toBeNull();
  });

  it('shows the text alternative of a problem without a picture (or sent without the field)', () => {
    render(<RoomProblemView problem={problem({ diagram: null })} />);
    expect(screen.queryByTestId('diagram')).toBeNull();
    expect(screen.getByText('A rectangle 6 cm by 4 cm.')).toBeTruthy();
    cleanup();
    render(<RoomProblemView problem={problem()} />);
    expect(screen.queryByTestId('diagram')).toBeNull();
    expect(screen.getByTestId('room-question').textContent).toContain('perimeter');
  });

  it("names the problem's topic and subtopic in the reader's language", async () => {
    const { unmount } = render(<RoomProblemView problem={problem()} />);
    expect(screen.getByText('Measurement · Area & perimeter of rectangles')).toBeTruthy();
    unmount();
    useLanguage.setState({ locale: 'es-US' });
    render(
      <I18nProvider>
        <Suspense fallback={null}>
          <RoomProblemView problem={problem()} />
        </Suspense>
      </I18nProvider>,
    );
    expect(await screen.findByText('Medición · Área y perímetro de rectángulos')).toBeTruthy();
  });
});
