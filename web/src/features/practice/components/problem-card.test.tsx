// @vitest-environment jsdom
import type { ServedProblem } from '@mathquest/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { loadAllEnglish } from '../../../i18n/scopes';
import { useLanguage } from '../../../stores/language';
import { ProblemCard } from './problem-card';

// Drawn without the app's provider: the practice catalogue's English is loaded first.
await loadAllEnglish();

const problem: ServedProblem = {
  id: 'p1', sessionId: 's1', question: 'What is 0.4 × 3?', altText: null, diagram: null, topic: 'Decimals', subtopic: 'Multiply decimals', grade: 5, difficulty: 3,
  estimatedTime: 40, answerFormat: 'decimal', choices: null, unit: null, hintsAvailable: 3, hintsUsed: 0, placement: false, servedAt: '2025-01-01T00:00:00Z',
};

afterEach(() => {
  cleanup();
  useLanguage.setState({ locale: 'en' });
});

describe('ProblemCard', () => {
  it('says when a problem is part of the placement warm-up', () => {
    render(<ProblemCard problem={{ ...problem, placement: true }} elapsed={3} />);
    expect(screen.getByTestId('problem-warmup').textContent).toContain('Warm-up: finding your level');
  });

  it('shows no warm-up label on ordinary problems', () => {
    render(<ProblemCard problem={problem} elapsed={3} />);
    expect(screen.queryByTestId('problem-warmup')).toBeNull();
    expect(screen.getByTestId('difficulty').getAttribute('aria-label')).toBe('Difficulty 3 of 5');
  });

  it('names the topic and the subtopic in English for an English reader', () => {
    render(<ProblemCard problem={problem} elapsed={3} />);
    expect(screen.getByTestId('problem-topic').textContent).toBe('Decimals · Multiply decimals');
  });

  it('names the topic and the subtopic in Spanish for a Spanish reader', async () => {
    useLanguage.setState({ locale: 'es-US' });
    render(
      <I18nProvider>
        <Suspense fallback={null}>
          <ProblemCard problem={problem} elapsed={3} />
        </Suspense>
      </I18nProvider>,
    );
    expect((await screen.findByTestId('problem-topic')).textContent).toBe('Decimales · Multiplica decimales');
  });
});
