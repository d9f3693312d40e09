// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildStudentProfile } from '../../../testing/test-utils';
import { StudentStatsPanel } from './student-stats';

describe('home XP bar', () => {
  afterEach(cleanup);

  // ADR 0021: level 3 spans 250..450 XP, so 300 XP is 50 of 200, a quarter of the way.
  const profile = buildStudentProfile({ currentLevel: 3, totalXp: 300, xpForCurrentLevel: 250, xpToNextLevel: 450 });

  it('labels the cumulative numbers as totals and states what the bar shows', () => {
    render(<StudentStatsPanel profile={profile} />);
    expect(screen.getByTestId('xp-progress-text').textContent).toBe('Total: 300 / 450 XP');
    expect(screen.getByTestId('xp-progress-pct').textContent).toBe('25% of the way to Level 4 (50 of 200 XP in Level 3)');
  });

  it('is an accessible progressbar of the progress within the level', () => {
    render(<StudentStatsPanel profile={profile} />);
    const bar = screen.getByRole('progressbar', { name: 'Progress to Level 4' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('25%, 50 of 200 XP in Level 3');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('25%');
  });

  it('falls back to level 1 of 100 XP without a profile', () => {
    render(<StudentStatsPanel profile={null} />);
    expect(screen.getByTestId('xp-progress-text').textContent).toBe('Total: 0 / 100 XP');
    expect(screen.getByTestId('xp-progress-pct').textContent).toBe('0% of the way to Level 2 (0 of 100 XP in Level 1)');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });
});
