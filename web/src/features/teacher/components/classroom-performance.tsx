import type { ClassroomDetail } from '@mathquest/contracts';
import { BarChartFigure } from '../../../components/charts/bar-chart-figure';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { useAssignments } from '../api/get-assignment';
import { useClassroomAnalytics } from '../api/get-classroom-analytics';
import { accuracyByAssignment, scoreDistribution, scoredSubmissions } from '../utils/chart-data';
import { ClassTutorUse } from './class-tutor-use';
import { DETAIL_ASSIGNMENTS } from './classroom-detail-constants';
import { ClassTopicAccuracy } from './topic-accuracy-figure';

/** The class's published assignments (the latest few): how the scores spread and how accurate each was. */
export function ClassCharts({ classroom }: { classroom: ClassroomDetail }) {
  const published = classroom.assignments.filter((a) => a.status === 'PUBLISHED').slice(0, DETAIL_ASSIGNMENTS);
  const read = useAssignments(published.map((a) => a.id));
  useLoggedFailure(read.error, 'Failed to load class performance');
  // A failed read shows the charts of no assignment, as before any is published.
  const details = read.error ? [] : read.details;

  if (published.length === 0) return null;
  if (details === null) return <InlineLoading message="Loading class performance..." />;
  const scores = details.flatMap((d) => scoredSubmissions(d.submissions));
  return (
    <section aria-label="Class performance">
      <BarChartFigure
        title="Score distribution"
        description={`How many handed-in submissions of the latest ${details.length} published assignments scored in each band (${scores.length} in all).`}
        data={scoreDistribution(scores)}
        labelHeader="Score band"
        valueHeader="Submissions"
        testId="chart-score-distribution"
      />
      <BarChartFigure
        title="Accuracy by assignment"
        description="Percent of the problems the students attempted that they answered correctly, per published assignment."
        data={accuracyByAssignment(details)}
        format={(v) => `${v.toFixed(1)}%`}
        max={100}
        labelHeader="Assignment"
        valueHeader="Accuracy"
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
  const { data, error } = useClassroomAnalytics(classroom.id);
  useLoggedFailure(error, 'Failed to load accuracy by topic');
  const analytics = data ?? null;
  const failed = error !== null && data === undefined;

  return (
    <>
      <section className="panel" aria-labelledby="classroom-topics">
        <h2 id="classroom-topics">Accuracy by topic</h2>
        {failed ? (
          <p className="muted">Failed to load accuracy by topic</p>
        ) : analytics === null ? (
          <InlineLoading message="Loading accuracy by topic..." />
        ) : (
          <ClassTopicAccuracy topics={analytics.topics} whose="this class's" />
        )}
      </section>
      <section className="panel" aria-labelledby="classroom-tutor">
        <h2 id="classroom-tutor">Step-by-step tutor</h2>
        {failed ? (
          <p className="muted">Failed to load tutor use</p>
        ) : analytics === null ? (
          <InlineLoading message="Loading tutor use..." />
        ) : (
          <ClassTutorUse tutor={analytics.tutor} members={classroom.students} />
        )}
      </section>
    </>
  );
}
