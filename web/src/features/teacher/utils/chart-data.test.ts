import { describe, expect, it } from 'vitest';
import { buildAssignmentDetail, buildSubmission } from '../../../testing/area-fixtures';
import { scopeIntl } from '../../../testing/scope-intl';
import { BAND_COLOR, accuracyByAssignment, scoreDistribution, scoredSubmissions, topicAccuracyBars } from './chart-data';

describe('chart data', () => {
  it('counts scores in the performance bands (edges go to the higher band)', () => {
    expect(scoreDistribution([0, 59.9, 60, 69, 70, 79.9, 80, 100], scopeIntl('teacher')).map((d) => [d.label, d.value])).toEqual([
      ['Below 60', 2],
      ['60–69', 2],
      ['70–79', 2],
      ['80–100', 2],
    ]);
    expect(scoreDistribution([10], scopeIntl('teacher', 'es-US'))[0]).toMatchObject({ label: 'Menos de 60', value: 1 });
  });

  it('takes only handed-in submissions with a score', () => {
    const subs = [
      buildSubmission({ username: 'a', status: 'SUBMITTED', score: 40 }),
      buildSubmission({ username: 'b', status: 'GRADED', score: 90 }),
      buildSubmission({ username: 'c', status: 'IN_PROGRESS', score: 10 }),
      buildSubmission({ username: 'd', status: 'SUBMITTED', score: null }),
    ];
    expect(scoredSubmissions(subs)).toEqual([40, 90]);
  });

  it('gives each assignment the percent of attempted problems answered correctly, null with none attempted', () => {
    const a = buildAssignmentDetail({ title: 'A', submissions: [buildSubmission({ problemsAttempted: 3, problemsCorrect: 1 }), buildSubmission({ problemsAttempted: 0, problemsCorrect: 0 })] });
    const b = buildAssignmentDetail({ title: 'B', submissions: [] });
    expect(accuracyByAssignment([a, b]).map((d) => [d.label, d.value])).toEqual([
      ['A', 33.3],
      ['B', null],
    ]);
  });

  it('draws a bar per topic at its accuracy, coloured by its band', () => {
    expect(
      topicAccuracyBars([
        { topic: 'Fractions', attempted: 5, correct: 4, accuracy: 80 },
        { topic: 'Decimals', attempted: 3, correct: 1, accuracy: 33.3 },
      ]),
    ).toEqual([
      { label: 'Fractions', value: 80, color: BAND_COLOR.Excellent },
      { label: 'Decimals', value: 33.3, color: BAND_COLOR['Needs Improvement'] },
    ]);
  });
});
