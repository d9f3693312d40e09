import type { TopicAccuracy } from '@mathquest/contracts';
import { topicNames } from '../../i18n/topic-names';
import { useI18n } from '../../i18n/use-i18n';
import { BarChartFigure, type BarDatum } from './bar-chart-figure';

interface TopicAccuracyFigureProps {
  topics: readonly TopicAccuracy[];
  title: string;
  description: string;
  /** The accessible name of the table of numbers. */
  tableLabel: string;
  /** Said instead of the chart when there is no topic. */
  emptyText: string;
  /** The bars (default: one per topic, its accuracy), labelled by the English topic name; a caller may colour them. */
  bars?: BarDatum[];
  formatAccuracy?: (accuracy: number) => string;
  height?: number;
  testId?: string;
}

/**
 * Accuracy per topic: a bar per topic and the numbers in a table anyone can read (the teacher's
 * class analytics, a parent's report of a child), each topic named in the reader's language. The
 * caller frames it (a panel with its heading).
 */
export function TopicAccuracyFigure({ topics, title, description, tableLabel, emptyText, bars, formatAccuracy: formatGiven, height, testId }: TopicAccuracyFigureProps) {
  const intl = useI18n();
  const names = topicNames(intl);
  const formatAccuracy = formatGiven ?? ((v: number) => intl.formatNumber(v / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }));
  if (topics.length === 0) {
    return (
      <p className="muted" data-testid={testId}>
        {emptyText}
      </p>
    );
  }
  return (
    <div data-testid={testId}>
      <BarChartFigure
        title={title}
        description={description}
        data={(bars ?? topics.map((t) => ({ label: t.topic, value: t.accuracy }))).map((b) => ({ ...b, label: names.topic(b.label) }))}
        format={formatAccuracy}
        max={100}
        labelHeader={intl.formatMessage({ id: 'chart.topic' })}
        valueHeader={intl.formatMessage({ id: 'chart.accuracy' })}
        {...(height ? { height } : {})}
      />
      <table className="data-table" aria-label={tableLabel} data-testid={testId ? `${testId}-table` : undefined}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'chart.topic' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'chart.attempted' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'chart.correct' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'chart.accuracy' })}</th>
          </tr>
        </thead>
        <tbody>
          {topics.map((t) => (
            <tr key={t.topic}>
              <th scope="row">{names.topic(t.topic)}</th>
              <td>{intl.formatNumber(t.attempted)}</td>
              <td>{intl.formatNumber(t.correct)}</td>
              <td>{formatAccuracy(t.accuracy)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
