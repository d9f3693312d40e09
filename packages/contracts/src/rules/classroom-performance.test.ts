import { describe, expect, it } from 'vitest';
import { performanceBand, quickInsights, type ClassroomFigures } from './classroom-performance.js';

describe('performance bands', () => {
  it('labels an average by the bands of the analytics', () => {
    expect(performanceBand(100)).toBe('Excellent');
    expect(performanceBand(80)).toBe('Excellent');
    expect(performanceBand(79.9)).toBe('Good');
    expect(performanceBand(70)).toBe('Good');
    expect(performanceBand(69.9)).toBe('Fair');
    expect(performanceBand(60)).toBe('Fair');
    expect(performanceBand(59.9)).toBe('Needs Improvement');
    expect(performanceBand(0)).toBe('Needs Improvement');
  });

  it("says 'No data yet' without an average", () => {
    expect(performanceBand(null)).toBe('No data yet');
    expect(performanceBand(undefined)).toBe('No data yet');
  });
});

describe('quick insights', () => {
  const c = (id: string, totalStudents: number, activeStudents: number, averageScore: number | null): ClassroomFigures => ({ id, name: id, totalStudents, activeStudents, averageScore });

  it('names the best performing, the largest and the most active class', () => {
    const insights = quickInsights([c('a', 10, 2, 65), c('b', 25, 1, 88.5), c('c', 5, 4, null)]);
    expect(insights.bestPerforming?.id).toBe('b');
    expect(insights.largest?.id).toBe('b');
    expect(insights.mostActive?.id).toBe('c');
    expect(insights.overallAverage).toBe(76.8);
  });

  it('has nothing to say about classes without data', () => {
    expect(quickInsights([])).toEqual({ bestPerforming: null, largest: null, mostActive: null, overallAverage: null });
    const insights = quickInsights([c('a', 0, 0, null)]);
    expect(insights.bestPerforming).toBeNull();
    expect(insights.mostActive).toBeNull();
    expect(insights.largest?.id).toBe('a');
    expect(insights.overallAverage).toBeNull();
  });

  it('keeps the first class on a tie', () => {
    expect(quickInsights([c('a', 3, 1, 70), c('b', 3, 1, 70)]).bestPerforming?.id).toBe('a');
  });
});
