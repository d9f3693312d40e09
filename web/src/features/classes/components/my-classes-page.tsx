import { CLASS_CODE_LENGTH, type StudentAssignment } from '@mathquest/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { FormError } from '../../../components/ui/form-field';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { assignmentPlayHref } from '../../../config/area-paths';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { useNotifications } from '../../../stores/notifications';
import { usePageReads } from '../../../lib/page-reads';
import { useMyAssignments } from '../api/get-my-assignments';
import { useMyClassrooms } from '../api/get-my-classrooms';
import { useJoinClass } from '../api/join-class';
import '../../../styles/areas.css';

const STATUS: Record<StudentAssignment['submission']['status'], string> = {
  NOT_STARTED: 'Not started',
  IN_PROGRESS: 'In progress',
  SUBMITTED: 'Submitted',
  GRADED: 'Graded',
};

export const JoinMessages = {
  CODE_LENGTH: `Class codes are ${CLASS_CODE_LENGTH} letters and numbers`,
  FAILED: 'Could not join the class. Please try again.',
} as const;

/** Upper case, letters and digits only, at most the code's length: what the box keeps of what is typed. */
export const normaliseClassCode = (typed: string) =>
  typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, CLASS_CODE_LENGTH);

/** Whether the student can still play it: published to them, not handed in, and not closed by its due date. */
export function canPlay(a: StudentAssignment, now = Date.now()): boolean {
  if (a.submission.status === 'SUBMITTED' || a.submission.status === 'GRADED') return false;
  if (a.dueDate && new Date(a.dueDate).getTime() < now && !a.allowLateSubmissions) return false;
  return true;
}

/** /classes: join a class by code, my classes, my assignments (status, score, due date) and playing one. */
export default function MyClassesPage() {
  const classesRead = useMyClassrooms();
  const assignmentsRead = useMyAssignments();
  const joinClass = useJoinClass();
  const reads = usePageReads([classesRead, assignmentsRead], 'classes');
  const failed = reads.failed;
  const classes = classesRead.data ?? null;
  const assignments = assignmentsRead.data ?? null;
  const load = reads.retry;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);

  async function join(e: FormEvent) {
    e.preventDefault();
    if (code.length !== CLASS_CODE_LENGTH) {
      setError(JoinMessages.CODE_LENGTH);
      return;
    }
    setError(null);
    setJoining(true);
    try {
      const joined = await joinClass.mutateAsync(code);
      setCode('');
      useNotifications.getState().notify({ type: 'success', title: `You joined ${joined.name}!` });
    } catch (err) {
      setError(messageOf(err, JoinMessages.FAILED));
    } finally {
      setJoining(false);
    }
  }

  return (
    <PageShell header={<UserHeader />} back={{ to: paths.dashboard.getHref(), label: 'Back to dashboard' }}>
      <h1 className="page-title">My Classes</h1>
      <form className="panel form-grid" onSubmit={(e) => void join(e)} noValidate aria-labelledby="join-title">
        <h2 id="join-title">Join a class</h2>
        <div className="field">
          <label htmlFor="class-code">Class code</label>
          <input
            id="class-code"
            className="class-code"
            value={code}
            onChange={(e) => setCode(normaliseClassCode(e.target.value))}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby="class-code-help"
          />
          <small id="class-code-help">Ask your teacher for the {CLASS_CODE_LENGTH}-character code.</small>
        </div>
        <FormError message={error} testId="join-error" />
        <div>
          <button type="submit" className="btn btn--primary" disabled={joining || code.length === 0}>
            {joining ? 'Joining...' : 'Join Class'}
          </button>
        </div>
      </form>
      {failed ? (
        <div className="panel panel--error" role="alert">
          <p>We could not load your classes right now.</p>
          <button type="button" className="btn btn--primary" onClick={load}>
            Try again
          </button>
        </div>
      ) : classes === null || assignments === null ? (
        <InlineLoading message="Loading your classes..." />
      ) : (
        <>
          <section className="panel" aria-labelledby="my-classes-title">
            <h2 id="my-classes-title">Your classes</h2>
            {classes.length === 0 ? (
              <p className="empty-state">You have not joined a class yet. Enter the code your teacher gave you above.</p>
            ) : (
              <ul className="item-list">
                {classes.map((c) => (
                  <li key={c.id}>
                    <div>
                      <strong>{c.name}</strong>
                      <div className="muted">
                        Grade {c.gradeLevel} • {c.subject} • {c.teacherName}
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="panel" aria-labelledby="my-assignments-title">
            <h2 id="my-assignments-title">Your assignments</h2>
            {assignments.length === 0 ? (
              <p className="empty-state">No assignments yet. When your teacher publishes one, it shows here.</p>
            ) : (
              <ul className="item-list">
                {assignments.map((a) => (
                  <li key={a.id} aria-label={a.title} data-testid={`my-assignment-${a.id}`}>
                    <div>
                      <strong>{a.title}</strong>
                      <div className="muted">
                        {a.classroom.name} • {a.problemCount} problems • {a.dueDate ? `Due ${new Date(a.dueDate).toLocaleString()}` : 'No due date'}
                        {a.timeLimit ? ` • ${a.timeLimit} min` : ''}
                      </div>
                    </div>
                    <div className="button-row">
                      <span className={`badge badge--${a.submission.status.toLowerCase()}`}>{STATUS[a.submission.status]}</span>
                      {a.submission.score !== null ? <span data-testid="assignment-score">Score {a.submission.score}%</span> : null}
                      {a.submission.isLate ? <span className="badge badge--late">Late</span> : null}
                      {canPlay(a) ? (
                        <Link className="btn btn--primary btn--small" to={assignmentPlayHref(a.id)} aria-label={`${a.submission.status === 'IN_PROGRESS' ? 'Continue' : 'Start'} ${a.title}`}>
                          {a.submission.status === 'IN_PROGRESS' ? 'Continue' : 'Start'}
                        </Link>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </PageShell>
  );
}
