import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { BarChartFigure } from '../../../components/charts/bar-chart-figure';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { usePageReads } from '../../../lib/page-reads';
import { useAssignment } from '../api/get-assignment';
import { useAssignmentStats } from '../api/get-assignment-stats';
import { usePublishAssignment } from '../api/publish-assignment';
import { scoreDistribution, scoredSubmissions } from '../utils/chart-data';
import { dialogs } from '../utils/dialogs';
import { dateTimeOf, percentOneDecimal, STATUS_LABEL } from '../utils/format';
import { SubmissionRow } from './submission-row';
import { Counter, StatusBadge, TeacherLayout } from './teacher-layout';

/**
 * /teacher/assignments/{id}: the assignment, publish, its numbers and the submissions with grading
 * (submission-row.tsx). The assignment and its numbers are one query each; publishing and grading
 * read them again.
 */
export default function AssignmentDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const assignmentRead = useAssignment(id);
  const statsRead = useAssignmentStats(id);
  const { failed, ready } = usePageReads([assignmentRead, statsRead], 'assignment data');
  const publishAssignment = usePublishAssignment();
  const [grading, setGrading] = useState<string | null>(null);

  // An assignment that cannot be read (another teacher's, gone) sends the teacher back to the dashboard.
  useEffect(() => {
    if (!failed) return;
    dialogs.alert('Failed to load assignment data');
    navigate(teacherPaths.dashboard.getHref(), { replace: true });
  }, [failed, navigate]);

  async function publish() {
    if (!dialogs.confirm('Publish this assignment to all students in the classroom?')) return;
    try {
      await publishAssignment.mutateAsync(id);
      dialogs.success('Assignment published successfully!');
    } catch (err) {
      console.error('Failed to publish assignment', err);
      dialogs.alert('Failed to publish assignment');
    }
  }

  const assignment = assignmentRead.data;
  const stats = statsRead.data;
  if (!ready && !failed) {
    return (
      <TeacherLayout>
        <InlineLoading message="Loading assignment..." />
      </TeacherLayout>
    );
  }
  if (!assignment || !stats) {
    return (
      <TeacherLayout>
        <p className="panel empty-state">Assignment not found</p>
      </TeacherLayout>
    );
  }

  const overdue = assignment.status === 'PUBLISHED' && assignment.dueDate !== null && new Date(assignment.dueDate).getTime() < Date.now();
  const scores = scoredSubmissions(assignment.submissions);

  return (
    <TeacherLayout back={{ to: teacherPaths.classroom.getHref(assignment.classroomId), label: `Back to ${assignment.classroom.name}` }}>
      <header className="panel">
        <div className="panel__head">
          <h1 className="page-title">{assignment.title}</h1>
          <StatusBadge status={assignment.status} label={STATUS_LABEL[assignment.status] ?? assignment.status} />
        </div>
        {assignment.description ? <p>{assignment.description}</p> : null}
        <dl className="stat-list">
          <div>
            <dt>Classroom</dt>
            <dd>
              <Link to={teacherPaths.classroom.getHref(assignment.classroomId)}>{assignment.classroom.name}</Link>
            </dd>
          </div>
          <div>
            <dt>Due</dt>
            <dd>{assignment.dueDate ? dateTimeOf(assignment.dueDate) : 'No due date'}</dd>
          </div>
          <div>
            <dt>Passing score</dt>
            <dd>{assignment.passingScore}%</dd>
          </div>
          <div>
            <dt>Points</dt>
            <dd>{assignment.pointsWorth}</dd>
          </div>
          <div>
            <dt>Time limit</dt>
            <dd>{assignment.timeLimit ? `${assignment.timeLimit} min` : 'No limit'}</dd>
          </div>
          <div>
            <dt>Problems</dt>
            <dd>{assignment.problemCount}</dd>
          </div>
        </dl>
        {assignment.status === 'DRAFT' ? (
          <button type="button" className="btn btn--primary" onClick={() => void publish()} disabled={publishAssignment.isPending}>
            Publish Now
          </button>
        ) : null}
        {overdue ? (
          <p className="warning" role="note" data-testid="overdue-warning">
            This assignment is past its due date. Late submissions: {stats.lateSubmissions}
          </p>
        ) : null}
      </header>
      <section className="counter-grid" aria-label="Submission numbers">
        <Counter label="Not Started" value={stats.notStarted} testId="stat-not-started" />
        <Counter label="In Progress" value={stats.inProgress} testId="stat-in-progress" />
        <Counter label="Submitted" value={stats.submitted} testId="stat-submitted" />
        <Counter label="Graded" value={stats.graded} testId="stat-graded" />
        <Counter label="Average Score" value={percentOneDecimal(stats.averageScore)} testId="stat-average" />
        <Counter label="Pass Rate" value={percentOneDecimal(stats.passRate)} testId="stat-pass-rate" />
        <Counter label="Late Submissions" value={stats.lateSubmissions} testId="stat-late" />
      </section>
      {scores.length > 0 ? (
        <BarChartFigure
          title="Score distribution"
          description={`How many of the ${scores.length} handed-in submissions scored in each band.`}
          data={scoreDistribution(scores)}
          labelHeader="Score band"
          valueHeader="Submissions"
          testId="chart-score-distribution"
        />
      ) : null}
      <section className="panel" aria-labelledby="submissions">
        <h2 id="submissions">Student Submissions</h2>
        {assignment.submissions.length === 0 ? (
          <p className="empty-state">No students in this classroom yet.</p>
        ) : (
          <ul className="item-list">
            {assignment.submissions.map((s) => (
              <li key={s.id} data-testid={`submission-${s.id}`} aria-label={s.student.user.profile.displayName}>
                <SubmissionRow
                  assignmentId={id}
                  submission={s}
                  open={grading === s.id}
                  onOpen={() => setGrading(s.id)}
                  onClose={() => setGrading(null)}
                  passingScore={assignment.passingScore}
                  onSaved={() => setGrading(null)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </TeacherLayout>
  );
}
