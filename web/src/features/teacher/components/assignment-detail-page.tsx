import type { AssignmentDetail, AssignmentStats, Submission } from '@mathquest/contracts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { BarChartFigure } from '../../../components/charts/bar-chart-figure';
import { FormError } from '../../../components/ui/form-field';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { teacherApi } from '../api/teacher-api';
import { scoreDistribution, scoredSubmissions } from '../utils/chart-data';
import { dialogs } from '../utils/dialogs';
import { dateTimeOf, minutesOf, percentOneDecimal, STATUS_LABEL } from '../utils/format';
import { checkGrade } from '../utils/validation';
import { Counter, StatusBadge, TeacherLayout } from './teacher-layout';

/** /teacher/assignments/{id}: the assignment, publish, its numbers and the submissions with grading. */
export default function AssignmentDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [assignment, setAssignment] = useState<AssignmentDetail | null>(null);
  const [stats, setStats] = useState<AssignmentStats | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [publishing, setPublishing] = useState(false);
  const [grading, setGrading] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const [a, s] = await Promise.all([teacherApi.getAssignment(id), teacherApi.getAssignmentStats(id)]);
      setAssignment(a);
      setStats(s);
      setState('ready');
    } catch (err) {
      console.error('Failed to load assignment data', err);
      setState('failed');
      dialogs.alert('Failed to load assignment data');
      navigate(teacherPaths.dashboard.getHref(), { replace: true });
    }
  }, [id, navigate]);

  useEffect(() => {
    void load();
  }, [load]);

  async function publish() {
    if (!dialogs.confirm('Publish this assignment to all students in the classroom?')) return;
    setPublishing(true);
    try {
      await teacherApi.publishAssignment(id);
      dialogs.success('Assignment published successfully!');
      await load();
    } catch (err) {
      console.error('Failed to publish assignment', err);
      dialogs.alert('Failed to publish assignment');
    } finally {
      setPublishing(false);
    }
  }

  if (state === 'loading') {
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
          <button type="button" className="btn btn--primary" onClick={() => void publish()} disabled={publishing}>
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
                  submission={s}
                  open={grading === s.id}
                  onOpen={() => setGrading(s.id)}
                  onClose={() => setGrading(null)}
                  passingScore={assignment.passingScore}
                  onSaved={async () => {
                    setGrading(null);
                    await load();
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </TeacherLayout>
  );
}

interface RowProps {
  submission: Submission;
  open: boolean;
  passingScore: number;
  onOpen: () => void;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

function SubmissionRow({ submission: s, open, passingScore, onOpen, onClose, onSaved }: RowProps) {
  const name = s.student.user.profile.displayName;
  return (
    <div style={{ width: '100%' }}>
      <div className="panel__head">
        <div>
          <strong>{name}</strong> <span className="muted">@{s.student.user.profile.username}</span>
          <div className="muted">
            {s.problemsCorrect}/{s.problemsAttempted} correct • {minutesOf(s.timeSpent)}
            {s.score !== null ? ` • Score ${s.score}%` : ''}
            {s.passed !== null ? ` • ${s.passed ? 'Passed' : 'Not passed'}` : ''}
          </div>
          {s.teacherComments ? <div>“{s.teacherComments}”</div> : null}
        </div>
        <div className="button-row">
          <StatusBadge status={s.status} label={STATUS_LABEL[s.status] ?? s.status} />
          {s.isLate ? <StatusBadge status="late" label="Late" /> : null}
          {s.status === 'SUBMITTED' && !open ? (
            <button type="button" className="btn btn--secondary btn--small" onClick={onOpen} aria-label={`Grade ${name}`}>
              Grade
            </button>
          ) : null}
        </div>
      </div>
      {open ? <GradeForm submission={s} passingScore={passingScore} onCancel={onClose} onSaved={onSaved} /> : null}
    </div>
  );
}

function GradeForm({ submission, passingScore, onCancel, onSaved }: { submission: Submission; passingScore: number; onCancel: () => void; onSaved: () => Promise<void> }) {
  const [score, setScore] = useState(submission.score !== null ? String(submission.score) : '');
  const [comments, setComments] = useState(submission.teacherComments ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldId = `grade-${submission.id}`;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = checkGrade(score, comments, passingScore);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await teacherApi.gradeSubmission(submission.id, checked.body);
    } catch (err) {
      console.error('Failed to save grade', err);
      dialogs.alert('Failed to save grade');
      setSaving(false);
      return;
    }
    await onSaved();
  }

  return (
    <form className="form-grid" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`Grade ${submission.student.user.profile.displayName}`}>
      <div className="field">
        <label htmlFor={`${fieldId}-score`}>Score (0-100)</label>
        <input id={`${fieldId}-score`} inputMode="decimal" value={score} onChange={(e) => setScore(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${fieldId}-comments`}>Comments (optional)</label>
        <textarea id={`${fieldId}-comments`} rows={2} value={comments} onChange={(e) => setComments(e.target.value)} maxLength={2000} />
      </div>
      <FormError message={error} testId="grade-form-error" />
      <div className="button-row">
        <button type="submit" className="btn btn--primary btn--small" disabled={saving}>
          {saving ? 'Saving...' : 'Save Grade'}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
