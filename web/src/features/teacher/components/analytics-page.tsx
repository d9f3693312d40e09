import { quickInsights, performanceBand } from '@mathquest/contracts';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BarChartFigure } from '../../../components/charts/bar-chart-figure';
import { PanelBoundary } from '../../../components/panel-boundary';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { classroomAnalyticsQueryOptions } from '../api/get-classroom-analytics';
import { useClassrooms } from '../api/get-classrooms';
import { BAND_COLOR } from '../utils/chart-data';
import { figuresOf, type ClassFigures } from '../utils/class-figures';
import { percentOneDecimal } from '../utils/format';
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
  const rows = useClassFigures();
  const [topicClassId, setTopicClassId] = useState<string | null>(null);

  if (rows === null) {
    return (
      <TeacherLayout>
        <h1 className="page-title">Class Analytics</h1>
        <InlineLoading message="Loading analytics..." />
      </TeacherLayout>
    );
  }

  const insights = quickInsights(
    rows.map((r) => ({ id: r.classroom.id, name: r.classroom.name, totalStudents: r.totalStudents, activeStudents: r.activeStudents, averageScore: r.averageScore })),
  );

  return (
    <TeacherLayout>
      <h1 className="page-title">Class Analytics</h1>
      <section className="counter-grid" aria-label="Totals">
        <Counter label="Total Classrooms" value={rows.length} testId="total-classrooms" />
        <Counter label="Total Students" value={rows.reduce((n, r) => n + r.totalStudents, 0)} testId="total-students" />
        <Counter label="Total Assignments" value={rows.reduce((n, r) => n + r.assignmentCount, 0)} testId="total-assignments" />
        <Counter label="Overall Average" value={percentOneDecimal(insights.overallAverage)} testId="overall-average" />
      </section>
      {rows.length === 0 ? (
        <div className="panel empty-state">
          <p>No classrooms yet</p>
          <p className="muted">Create a classroom to see how your classes are doing.</p>
          <Link className="btn btn--primary" to={teacherPaths.newClassroom.getHref()}>
            Create Classroom
          </Link>
        </div>
      ) : (
        <>
          <PanelBoundary message="Quick Insights could not be shown." log="Failed to show Quick Insights">
            <QuickInsightsPanel insights={insights} />
          </PanelBoundary>
          <BarChartFigure
            title="Average score by class"
            description="The mean score of each class's handed-in submissions, coloured by performance band; classes without submissions show no bar."
            data={rows.map((r) => ({ label: r.classroom.name, value: r.averageScore, color: BAND_COLOR[performanceBand(r.averageScore)] }))}
            format={(v) => `${v.toFixed(1)}%`}
            max={100}
            labelHeader="Class"
            valueHeader="Average score"
            testId="chart-class-averages"
          />
          <BarChartFigure
            title="Completion by class"
            description="Percent of each class's published assignment work that has been handed in."
            data={rows.map((r) => ({ label: r.classroom.name, value: r.completionRate }))}
            format={(v) => `${Math.round(v)}%`}
            max={100}
            labelHeader="Class"
            valueHeader="Completion"
            testId="chart-class-completion"
          />
          <PanelBoundary message="Accuracy by topic could not be shown." log="Failed to show the accuracy by topic">
            <TopicsByClass rows={rows} selectedId={topicClassId ?? rows[0]!.classroom.id} onSelect={setTopicClassId} />
          </PanelBoundary>
          <ul className="card-grid" aria-label="Classrooms">
            {rows.map((r) => (
              <ClassAnalyticsCard key={r.classroom.id} row={r} />
            ))}
          </ul>
        </>
      )}
    </TeacherLayout>
  );
}
