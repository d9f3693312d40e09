import { quickInsights, performanceBand } from '@mathquest/contracts';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BarChartFigure } from '../../../components/charts/bar-chart-figure';
import { PanelBoundary } from '../../../components/panel-boundary';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { useI18n } from '../../../i18n/use-i18n';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { classroomAnalyticsQueryOptions } from '../api/get-classroom-analytics';
import { useClassrooms } from '../api/get-classrooms';
import { BAND_COLOR } from '../utils/chart-data';
import { figuresOf, type ClassFigures } from '../utils/class-figures';
import { percentOneDecimal, percentWhole } from '../utils/format';
import { ClassAnalyticsCard, QuickInsightsPanel, TopicsByClass } from './analytics-panels';
import { Counter, TeacherLayout } from './teacher-layout';

/**
 * The classrooms and each one's analytics (one query each): null until every read has answered; a
 * classroom whose analytics failed shows with zeros (logged), a failed classroom list as none.
 */
function useClassFigures(): ClassFigures[] | null {
  const classroomsRead = useClassrooms();
  useLoggedFailure(classroomsRead.error, 'Failed to load analytics');
  const classrooms = classroomsRead.data ?? (classroomsRead.isError ? [] : null);
  const analytics = useQueries({
    queries: (classrooms ?? []).map((c) => classroomAnalyticsQueryOptions(c.id)),
    combine: (results) => results.map((r) => ({ data: r.data, error: r.isError && r.data === undefined ? r.error : null, settled: r.data !== undefined || r.isError })),
  });
  // The first failed classroom is logged (each one shows with zeros).
  const failedIndex = analytics.findIndex((a) => a.error);
  useLoggedFailure(failedIndex >= 0 ? analytics[failedIndex]!.error : null, `Failed to load analytics of ${classrooms?.[failedIndex]?.id ?? ''}`);
  if (classrooms === null || analytics.some((a) => !a.settled)) return null;
  return classrooms.map((c, i) => figuresOf(c, analytics[i]?.data ?? null));
}

/**
 * /teacher/analytics: totals, one card per classroom, Quick Insights, two charts and the chosen
 * class's accuracy by topic (analytics-panels.tsx). Each panel and card is its own error boundary.
 */
export default function AnalyticsPage() {
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const rows = useClassFigures();
  const [topicClassId, setTopicClassId] = useState<string | null>(null);

  if (rows === null) {
    return (
      <TeacherLayout>
        <h1 className="page-title">{t('teacher.analytics.title')}</h1>
        <InlineLoading message={t('teacher.analytics.loading')} />
      </TeacherLayout>
    );
  }

  const insights = quickInsights(
    rows.map((r) => ({ id: r.classroom.id, name: r.classroom.name, totalStudents: r.totalStudents, activeStudents: r.activeStudents, averageScore: r.averageScore })),
  );

  return (
    <TeacherLayout>
      <h1 className="page-title">{t('teacher.analytics.title')}</h1>
      <section className="counter-grid" aria-label={t('teacher.analytics.totals')}>
        <Counter label={t('teacher.analytics.totalClassrooms')} value={rows.length} testId="total-classrooms" />
        <Counter label={t('teacher.totalStudents')} value={rows.reduce((n, r) => n + r.totalStudents, 0)} testId="total-students" />
        <Counter label={t('teacher.analytics.totalAssignments')} value={rows.reduce((n, r) => n + r.assignmentCount, 0)} testId="total-assignments" />
        <Counter label={t('teacher.analytics.overallAverage')} value={percentOneDecimal(intl, insights.overallAverage)} testId="overall-average" />
      </section>
      {rows.length === 0 ? (
        <div className="panel empty-state">
          <p>{t('teacher.noClassrooms')}</p>
          <p className="muted">{t('teacher.analytics.emptyHint')}</p>
          <Link className="btn btn--primary" to={teacherPaths.newClassroom.getHref()}>
            {t('teacher.createClassroom')}
          </Link>
        </div>
      ) : (
        <>
          <PanelBoundary message={t('teacher.analytics.insightsFailed')} log="Failed to show Quick Insights">
            <QuickInsightsPanel insights={insights} />
          </PanelBoundary>
          <BarChartFigure
            title={t('teacher.analytics.averageChart')}
            description={t('teacher.analytics.averageChartText')}
            data={rows.map((r) => ({ label: r.classroom.name, value: r.averageScore, color: BAND_COLOR[performanceBand(r.averageScore)] }))}
            format={(v) => percentOneDecimal(intl, v)}
            max={100}
            labelHeader={t('teacher.analytics.class')}
            valueHeader={t('teacher.analytics.averageScore')}
            empty={t('teacher.band', { band: 'none' })}
            testId="chart-class-averages"
          />
          <BarChartFigure
            title={t('teacher.analytics.completionChart')}
            description={t('teacher.analytics.completionChartText')}
            data={rows.map((r) => ({ label: r.classroom.name, value: r.completionRate }))}
            format={(v) => percentWhole(intl, v)}
            max={100}
            labelHeader={t('teacher.analytics.class')}
            valueHeader={t('teacher.analytics.completion')}
            empty={t('teacher.band', { band: 'none' })}
            testId="chart-class-completion"
          />
          <PanelBoundary message={t('teacher.analytics.topicsFailed')} log="Failed to show the accuracy by topic">
            <TopicsByClass rows={rows} selectedId={topicClassId ?? rows[0]!.classroom.id} onSelect={setTopicClassId} />
          </PanelBoundary>
          <ul className="card-grid" aria-label={t('teacher.nav.classrooms')}>
            {rows.map((r) => (
              <ClassAnalyticsCard key={r.classroom.id} row={r} />
            ))}
          </ul>
        </>
      )}
    </TeacherLayout>
  );
}
