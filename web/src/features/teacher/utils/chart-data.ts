import type { AssignmentDetail, Submission, TopicAccuracy } from '@mathquest/contracts';
import { oneDecimal, performanceBand, type PerformanceLabel } from '@mathquest/contracts';
import type { IntlShape } from 'react-intl';
import type { BarDatum } from '../../../components/charts/bar-chart-figure';

/** Colours of the performance bands (docs/product/teacher.md, constants), readable beside each other. */
export const BAND_COLOR: Record<PerformanceLabel, string> = {
  Excellent: '#14804a',
  Good: '#1f6fd1',
  Fair: '#b26b00',
  'Needs Improvement': '#c0262d',
  'No data yet': '#8a8799',
};

/** Score bands of the distribution chart: the performance bands, lowest first. */
const SCORE_BANDS = [
  { label: 'below60', min: 0, max: 60, band: 'Needs Improvement' },
  { label: '60–69', min: 60, max: 70, band: 'Fair' },
  { label: '70–79', min: 70, max: 80, band: 'Good' },
  { label: '80–100', min: 80, max: Infinity, band: 'Excellent' },
] as const;

/** A submission counts once it has been handed in (SUBMITTED or GRADED) and has a score. */
export const scoredSubmissions = (subs: readonly Submission[]): number[] =>
  subs.filter((s) => (s.status === 'SUBMITTED' || s.status === 'GRADED') && s.score !== null).map((s) => s.score as number);

/** How many scores fall in each band (the lowest band's name in the reader's language). */
export function scoreDistribution(scores: readonly number[], intl: IntlShape): BarDatum[] {
  return SCORE_BANDS.map((b) => ({
    label: intl.formatMessage({ id: 'teacher.chart.band' }, { band: b.label }),
    value: scores.filter((s) => s >= b.min && s < b.max).length,
    color: BAND_COLOR[b.band],
  }));
}

/** Percent of attempted problems answered correctly in each assignment (null: nothing attempted yet). */
export function accuracyByAssignment(assignments: readonly AssignmentDetail[]): BarDatum[] {
  return assignments.map((a) => {
    const attempted = a.submissions.reduce((n, s) => n + s.problemsAttempted, 0);
    const correct = a.submissions.reduce((n, s) => n + s.problemsCorrect, 0);
    const value = attempted === 0 ? null : oneDecimal((correct / attempted) * 100);
    return { label: a.title, value, color: BAND_COLOR[performanceBand(value)] };
  });
}

/** A bar per topic: its accuracy, coloured by the performance band it falls in. */
export function topicAccuracyBars(topics: readonly TopicAccuracy[]): BarDatum[] {
  return topics.map((t) => ({ label: t.topic, value: t.accuracy, color: BAND_COLOR[performanceBand(t.accuracy)] }));
}
