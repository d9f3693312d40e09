import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { BarChartFigure } from '../../../components/charts/bar-chart-figure';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { useI18n } from '../../../i18n/use-i18n';
import { usePageReads } from '../../../lib/page-reads';
import { useAssignment } from '../api/get-assignment';
import { useAssignmentStats } from '../api/get-assignment-stats';
import { usePublishAssignment } from '../api/publish-assignment';
import { scoreDistribution, scoredSubmissions } from '../utils/chart-data';
import { dialogs } from '../utils/dialogs';
import { dateTimeOf, percentOneDecimal, statusLabel } from '../utils/format';
import { SubmissionRow } from './submission-row';
import { Counter, StatusBadge, TeacherLayout } from './teacher-layout';

/**
 * /teacher/assignments/{id}: the assignment, publish, its numbers and the submissions with grading
 * (submission-row.tsx). The assignment and its numbers are one query each; publishing and grading
 * read them again.
 */
export default function AssignmentDetailPage() {
  const { id = '' } = useParams();
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const navigate = useNavigate();
  const assignmentRead = useAssignment(id);
  const statsRead = useAssignmentStats(id);
  const { failed, ready } = usePageReads([assignmentRead, statsRead], 'assignment data');
  const publishAssignment = usePublishAssignment();
  const [grading, setGrading] = useState<string | null>(null);

  // An assignment that cannot be read (another teacher's, gone) sends the teacher back to the dashboard.
  useEffect(() => {
    if (!failed) return;
    dialogs.alert(intl.formatMessage({ id: 'teacher.assignment.loadFailed' }));
    navigate(teacherPaths.dashboard.getHref(), { replace: true });
  }, [failed, navigate, intl]);

  async function publish() {
    if (!dialogs.confirm(t('teacher.assignment.publishConfirm'))) return;
    try {
      await publishAssignment.mutateAsync(id);
      dialogs.success(t('teacher.assignment.published'));
    } catch (err) {
      console.error('Failed to publish assignment', err);
      dialogs.alert(t('teacher.assignment.publishFailed'));
    }
  }

  const assignment = assignmentRead.data;
  const stats = statsRead.data;
  if (!ready && !failed) {
    return (
      <TeacherLayout>
        <InlineLoading message={t('teacher.assignment.loading')} />
      </TeacherLayout>
    );
  }
  if (!assignment || !stats) {
    return (
      <TeacherLayout>
        <p className="panel empty-state">{t('teacher.assignment.notFound')}</p>
      </TeacherLayout>
    );
  }

  const overdue = assignment.status === 'PUBLISHED' && assignment.dueDate !== null && new Date(assignment.dueDate).getTime() < Date.now();
  const scores = scoredSubmissions(assignment.submissions);

  return (
    <TeacherLayout back={{ to: teacherPaths.classroom.getHref(assignment.classroomId), label: t('teacher.assignment.back', { name: assignment.classroom.name }) }}>
      <header className="panel">
        <div className="panel__head">
          <h1 className="page-title">{assignment.title}</h1>
          <StatusBadge status={assignment.status} label={statusLabel(intl, assignment.status)} />
        </div>
        {assignment.description ? <p>{assignment.description}</p> : null}
        <dl className="stat-list">
          <div>
            <dt>{t('teacher.newAssignment.classroom')}</dt>
            <dd>
              <Link to={teacherPaths.classroom.getHref(assignment.classroomId)}>{assignment.classroom.name}</Link>
            </dd>
          </div>
          <div>
            <dt>{t('teacher.assignment.due')}</dt>
            <dd>{assignment.dueDate ? dateTimeOf(intl, assignment.dueDate) : t('teacher.assignment.noDueDate')}</dd>
          </div>
          <div>
            <dt>{t('teacher.assignment.passing')}</dt>
            <dd>{t('teacher.percent', { value: assignment.passingScore })}</dd>
          </div>
          <div>
            <dt>{t('teacher.assignment.points')}</dt>
            <dd>{assignment.pointsWorth}</dd>
          </div>
          <div>
            <dt>{t('teacher.assignment.timeLimit')}</dt>
            <dd>{assignment.timeLimit ? t('teacher.minutes', { minutes: assignment.timeLimit }) : t('teacher.assignment.noLimit')}</dd>
          </div>
          <div>
            <dt>{t('teacher.bank.problems')}</dt>
            <dd>{assignment.problemCount}</dd>
          </div>
        </dl>
        {assignment.status === 'DRAFT' ? (
          <button type="button" className="btn btn--primary" onClick={() => void publish()} disabled={publishAssignment.isPending}>
            {t('teacher.assignment.publish')}
          </button>
        ) : null}
        {overdue ? (
          <p className="warning" role="note" data-testid="overdue-warning">
            {t('teacher.assignment.overdue', { count: stats.lateSubmissions })}
          </p>
        ) : null}
      </header>
      <section className="counter-grid" aria-label={t('teacher.assignment.numbers')}>
        <Counter label={statusLabel(intl, 'NOT_STARTED')} value={stats.notStarted} testId="stat-not-started" />
        <Counter label={statusLabel(intl, 'IN_PROGRESS')} value={stats.inProgress} testId="stat-in-progress" />
        <Counter label={statusLabel(intl, 'SUBMITTED')} value={stats.submitted} testId="stat-submitted" />
        <Counter label={statusLabel(intl, 'GRADED')} value={stats.graded} testId="stat-graded" />
        <Counter label={t('teacher.assignment.average')} value={percentOneDecimal(intl, stats.averageScore)} testId="stat-average" />
        <Counter label={t('teacher.assignment.passRate')} value={percentOneDecimal(intl, stats.passRate)} testId="stat-pass-rate" />
        <Counter label={t('teacher.assignment.lateSubmissions')} value={stats.lateSubmissions} testId="stat-late" />
      </section>
      {scores.length > 0 ? (
        <BarChartFigure
          title={t('teacher.chart.scores')}
          description={t('teacher.chart.scoresOne', { count: scores.length })}
          data={scoreDistribution(scores, intl)}
          labelHeader={t('teacher.chart.scoreBand')}
          valueHeader={t('teacher.chart.submissions')}
          empty={t('teacher.band', { band: 'none' })}
          testId="chart-score-distribution"
        />
      ) : null}
      <section className="panel" aria-labelledby="submissions">
        <h2 id="submissions">{t('teacher.assignment.submissions')}</h2>
        {assignment.submissions.length === 0 ? (
          <p className="empty-state">{t('teacher.assignment.noStudents')}</p>
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
