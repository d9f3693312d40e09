import type { TopicAccuracy } from '@mathquest/contracts';
import { TopicAccuracyFigure } from '../../../components/charts/topic-accuracy-figure';
import { useI18n } from '../../../i18n/use-i18n';
import { topicAccuracyBars } from '../utils/chart-data';

/**
 * A class's accuracy per topic (GET /classrooms/{id}/analytics, `topics`; docs/adr/0086): bars
 * coloured by performance band, the numbers in a table, 'No answers yet' before any answer.
 */
export function ClassTopicAccuracy({ topics, className }: { topics: readonly TopicAccuracy[]; /** The class's name; absent: "this class". */ className?: string }) {
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  return (
    <TopicAccuracyFigure
      topics={topics}
      title={t('teacher.topics.title')}
      description={className === undefined ? t('teacher.topics.textThisClass') : t('teacher.topics.text', { name: className })}
      tableLabel={t('teacher.topics.table')}
      emptyText={t('teacher.topics.empty')}
      bars={topicAccuracyBars(topics)}
      testId="chart-topic-accuracy"
    />
  );
}
