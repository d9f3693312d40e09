// @vitest-environment jsdom
import type { ServedProblem } from '@mathquest/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAllEnglish } from '../../../i18n/scopes';
import { ProblemCard } from './problem-card';

// Drawn without the app's provider: the practice catalogue's English is loaded first.
await loadAllEnglish();

const problem: ServedProblem = {
  id: 'p1', sessionId: 's1', question: 'What is 0.4 × 3?', altText: null, diagram: null, topic: 'Decimals', subtopic: 'Multiply decimals', grade: 5, difficulty: 3,
  estimatedTime: 40, answerFormat: 'decimal', choices: null, unit: null, hintsAvailable: 3, hintsUsed: 0, placement: false, servedAt: '2025-01-01T00:00:00Z',
};

afterEach(cleanup);

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
});
