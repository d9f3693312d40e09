import { useId } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface BarDatum {
  label: string;
  /** null: no data for this bar (drawn as 0, written as the `empty` text). */
  value: number | null;
  /** A fill of its own (e.g. the performance band's colour); else the figure's. */
  color?: string;
}

interface BarChartFigureProps {
  title: string;
  /** What the chart shows, for screen readers (and as the figure's note). */
  description: string;
  data: BarDatum[];
  /** How a value is written in the table and the tooltip, e.g. v => `${v}%`; else as a number in the reader's language. */
  format?: (value: number) => string;
  /** Largest value on the axis (100 for percentages); else recharts picks one. */
  max?: number;
  /** The text of a bar without data (default: 'No data yet' in the reader's language). */
  empty?: string;
  valueHeader?: string;
  labelHeader?: string;
  testId?: string;
  height?: number;
}

const DEFAULT_FILL = '#6366f1';

/**
 * A bar chart a teacher or parent can look at and a screen reader can read: the figure has a
 * title and a description (the chart is one labelled image), and the same numbers are written
 * in a table for assistive technology (docs/adr/0036-web-charts.md).
 */
export function BarChartFigure({
  title,
  description,
  data,
  format: formatGiven,
  max,
  empty: emptyGiven,
  valueHeader: valueGiven,
  labelHeader: labelGiven,
  testId,
  height = 240,
}: BarChartFigureProps) {
  const intl = useI18n();
  const format = formatGiven ?? ((v: number) => intl.formatNumber(v));
  const empty = emptyGiven ?? intl.formatMessage({ id: 'chart.empty' });
  const valueHeader = valueGiven ?? intl.formatMessage({ id: 'chart.value' });
  const labelHeader = labelGiven ?? intl.formatMessage({ id: 'chart.item' });
  const uid = useId();
  const titleId = `${uid}-title`;
  const descId = `${uid}-desc`;
  const plotted = data.map((d) => ({ label: d.label, value: d.value ?? 0, color: d.color ?? DEFAULT_FILL }));
  const chart = (
    <BarChart data={plotted} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} width={560} height={height}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" interval={0} tick={{ fontSize: 12 }} />
      <YAxis domain={max !== undefined ? [0, max] : undefined} allowDecimals={false} tick={{ fontSize: 12 }} />
      <Tooltip formatter={(v) => format(Number(v))} />
      <Bar dataKey="value" name={valueHeader} isAnimationActive={false}>
        {plotted.map((d) => (
          <Cell key={d.label} fill={d.color} />
        ))}
      </Bar>
    </BarChart>
  );
  // jsdom (the unit tests) has no ResizeObserver; a fixed-size chart stands in there.
  const canMeasure = typeof window !== 'undefined' && 'ResizeObserver' in window;

  return (
    <figure className="chart" data-testid={testId} aria-labelledby={titleId}>
      <figcaption id={titleId} className="chart__title">
        {title}
      </figcaption>
      <p id={descId} className="chart__desc muted">
        {description}
      </p>
      <div className="chart__plot" role="img" aria-labelledby={titleId} aria-describedby={descId}>
        {canMeasure ? (
          <ResponsiveContainer width="100%" height={height}>
            {chart}
          </ResponsiveContainer>
        ) : (
          chart
        )}
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              <td>{d.value === null ? empty : format(d.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
