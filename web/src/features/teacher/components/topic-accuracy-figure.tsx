import type { TopicAccuracy } from '@mathquest/contracts';
import { TopicAccuracyFigure } from '../../../components/charts/topic-accuracy-figure';
import { topicAccuracyBars } from '../utils/chart-data';

/**
 * A class's accuracy per topic (GET /classrooms/{id}/analytics, `topics`; docs/adr/0086): bars
 * coloured by performance band, the numbers in a table, 'No answers yet' before any answer.
 */
export function ClassTopicAccuracy({ topics, whose }: { topics: readonly TopicAccuracy[]; /** e.g. "this class's" or "Maths 6A's" */ whose: string }) {
  return (
    <TopicAccuracyFigure
      topics={topics}
      title="Accuracy by topic"
      description={`Percent of ${whose} answers in each topic that were correct, over the published assignments.`}
      tableLabel="Accuracy by topic, in numbers"
      emptyText="No answers yet"
      bars={topicAccuracyBars(topics)}
      testId="chart-topic-accuracy"
    />
  );
}
