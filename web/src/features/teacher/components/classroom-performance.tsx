import type { ClassroomDetail } from '@mathquest/contracts';
import { BarChartFigure } from '../../../components/charts/bar-chart-figure';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { useI18n } from '../../../i18n/use-i18n';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { useAssignments } from '../api/get-assignment';
import { useClassroomAnalytics } from '../api/get-classroom-analytics';
import { accuracyByAssignment, scoreDistribution, scoredSubmissions } from '../utils/chart-data';
import { percentOneDecimal } from '../utils/format';
import { ClassTutorUse } from './class-tutor-use';
import { DETAIL_ASSIGNMENTS } from './classroom-detail-constants';
import { ClassTopicAccuracy } from './topic-accuracy-figure';

/** The class's published assignments (the latest few): how the scores spread and how accurate each was. */
export function ClassCharts({ classroom }: { classroom: ClassroomDetail }) {
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const published = classroom.assignments.filter((a) => a.status === 'PUBLISHED').slice(0, DETAIL_ASSIGNMENTS);
  const read = useAssignments(published.map((a) => a.id));
  useLoggedFailure(read.error, 'Failed to load class performance');
  // A failed read shows the charts of no assignment, as before any is published.
  const details = read.error ? [] : read.details;

  if (published.length === 0) return null;
  if (details === null) return <InlineLoading message={t('teacher.performance.loading')} />;
  const scores = details.flatMap((d) => scoredSubmissions(d.submissions));
  return (
    <section aria-label={t('teacher.performance.label')}>
      <BarChartFigure
        title={t('teacher.chart.scores')}
        description={t('teacher.chart.scoresMany', { assignments: details.length, count: scores.length })}
        data={scoreDistribution(scores, intl)}
        labelHeader={t('teacher.chart.scoreBand')}
        valueHeader={t('teacher.chart.submissions')}
        empty={t('teacher.band', { band: 'none' })}
        testId="chart-score-distribution"
      />
      <BarChartFigure
        title={t('teacher.chart.accuracy')}
        description={t('teacher.chart.accuracyText')}
        data={accuracyByAssignment(details)}
        format={(v) => percentOneDecimal(intl, v)}
        max={100}
        labelHeader={t('teacher.chart.assignment')}
        valueHeader={t('chart.accuracy')}
        empty={t('teacher.band', { band: 'none' })}
        testId="chart-accuracy"
      />
    </section>
  );
}

/**
 * The class's accuracy per topic and its use of the step-by-step tutor, from its analytics
 * (read again with the classroom, e.g. after a member leaves: its key is under the classroom's).
 */
export function ClassTopics({ classroom }: { classroom: ClassroomDetail }) {
  const intl = useI18n('teacher');
  const t = (key: string) => intl.formatMessage({ id: key });
  const { data, error } = useClassroomAnalytics(classroom.id);
  useLoggedFailure(error, 'Failed to load accuracy by topic');
  const analytics = data ?? null;
  const failed = error !== null && data === undefined;

  return (
    <>
      <section className="panel" aria-labelledby="classroom-topics">
        <h2 id="classroom-topics">{t('teacher.topics.title')}</h2>
        {failed ? (
          <p className="muted">{t('teacher.topics.failed')}</p>
        ) : analytics === null ? (
          <InlineLoading message={t('teacher.topics.loading')} />
        ) : (
          <ClassTopicAccuracy topics={analytics.topics} />
        )}
      </section>
      <section className="panel" aria-labelledby="classroom-tutor">
        <h2 id="classroom-tutor">{t('teacher.tutor.title')}</h2>
        {failed ? (
          <p className="muted">{t('teacher.tutor.failed')}</p>
        ) : analytics === null ? (
          <InlineLoading message={t('teacher.tutor.loading')} />
        ) : (
          <ClassTutorUse tutor={analytics.tutor} members={classroom.students} />
        )}
      </section>
    </>
  );
}
