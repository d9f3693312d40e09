import type { TopicAccuracy } from '@mathquest/contracts';
import { BarChartFigure } from '../../../components/charts/bar-chart-figure';
import { topicAccuracyBars } from '../utils/chart-data';

interface TopicAccuracyFigureProps {
  topics: readonly TopicAccuracy[];
  /** Whose answers, for the description (e.g. "this class's" or "Maths 6A's"). */
  whose: string;
  testId?: string;
}

/**
 * A class's accuracy per topic (GET /classrooms/{id}/analytics, `topics`; docs/adr/0086): a bar
 * per topic coloured by performance band, and the numbers in a table anyone can read. Before any
 * answer is counted it says 'No answers yet'. The caller frames it (a panel with its heading).
 */
export function TopicAccuracyFigure({ topics, whose, testId = 'chart-topic-accuracy' }: TopicAccuracyFigureProps) {
  if (topics.length === 0) {
    return (
      <p className="muted" data-testid={testId}>
        No answers yet
      </p>
    );
  }
  return (
    <div data-testid={testId}>
      <BarChartFigure
        title="Accuracy by topic"
        description={`Percent of ${whose} answers in each topic that were correct, over the published assignments.`}
        data={topicAccuracyBars(topics)}
        format={(v) => `${v.toFixed(1)}%`}
        max={100}
        labelHeader="Topic"
        valueHeader="Accuracy"
      />
      <table className="data-table" aria-label="Accuracy by topic, in numbers" data-testid={`${testId}-table`}>
        <thead>
          <tr>
            <th scope="col">Topic</th>
            <th scope="col">Attempted</th>
            <th scope="col">Correct</th>
            <th scope="col">Accuracy</th>
          </tr>
        </thead>
        <tbody>
          {topics.map((t) => (
            <tr key={t.topic}>
              <th scope="row">{t.topic}</th>
              <td>{t.attempted}</td>
              <td>{t.correct}</td>
              <td>{`${t.accuracy.toFixed(1)}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
