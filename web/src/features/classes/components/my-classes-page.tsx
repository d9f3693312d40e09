import { CLASS_CODE_LENGTH, type StudentAssignment } from '@mathquest/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { FormError } from '../../../components/ui/form-field';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { assignmentPlayHref } from '../../../config/area-paths';
import { paths } from '../../../config/paths';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { useNotifications } from '../../../stores/notifications';
import { usePageReads } from '../../../lib/page-reads';
import { useMyAssignments } from '../api/get-my-assignments';
import { useMyClassrooms } from '../api/get-my-classrooms';
import { useJoinClass } from '../api/join-class';
import '../../../styles/areas.css';

/** A classroom's subject as the value of the `classes.subjectName` message's select (an ICU selector has no hyphen). */
const SUBJECT_WORD: Readonly<Record<string, string>> = { Math: 'math', Algebra: 'algebra', Geometry: 'geometry', 'Pre-Algebra': 'preAlgebra' };

/** A submission's status as a value of the `classes.assignment.status` message's select. */
const STATUS_WORD: Record<StudentAssignment['submission']['status'], string> = {
  NOT_STARTED: 'notStarted',
  IN_PROGRESS: 'inProgress',
  SUBMITTED: 'submitted',
  GRADED: 'graded',
};

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
  const intl = useI18n('classes');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  /** A classroom's subject, worded; an unknown one as it came. */
  const subjectName = (subject: string) => {
    const word = SUBJECT_WORD[subject];
    return word ? t('classes.subjectName', { subject: word }) : subject;
  };
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
      setError(t('classes.join.codeLength', { length: CLASS_CODE_LENGTH }));
      return;
    }
    setError(null);
    setJoining(true);
    try {
      const joined = await joinClass.mutateAsync(code);
      setCode('');
      useNotifications.getState().notify({ type: 'success', title: t('classes.join.joined', { name: joined.name }) });
    } catch (err) {
      setError(wordError(intl, errorFactsOf(err), 'classes.join.failed', 'code'));
    } finally {
      setJoining(false);
    }
  }

  return (
    <PageShell header={<UserHeader />} back={{ to: paths.dashboard.getHref(), label: t('classes.back') }}>
      <h1 className="page-title">{t('classes.title')}</h1>
      <form className="panel form-grid" onSubmit={(e) => void join(e)} noValidate aria-labelledby="join-title">
        <h2 id="join-title">{t('classes.join.title')}</h2>
        <div className="field">
          <label htmlFor="class-code">{t('classes.join.code')}</label>
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
          <small id="class-code-help">{t('classes.join.help', { length: CLASS_CODE_LENGTH })}</small>
        </div>
        <FormError message={error} testId="join-error" />
        <div>
          <button type="submit" className="btn btn--primary" disabled={joining || code.length === 0}>
            {joining ? t('classes.join.joining') : t('classes.join.submit')}
          </button>
        </div>
      </form>
      {failed ? (
        <div className="panel panel--error" role="alert">
          <p>{t('classes.loadFailed')}</p>
          <button type="button" className="btn btn--primary" onClick={load}>
            {t('classes.retry')}
          </button>
        </div>
      ) : classes === null || assignments === null ? (
        <InlineLoading message={t('classes.loading')} />
      ) : (
        <>
          <section className="panel" aria-labelledby="my-classes-title">
            <h2 id="my-classes-title">{t('classes.list.title')}</h2>
            {classes.length === 0 ? (
              <p className="empty-state">{t('classes.list.empty')}</p>
            ) : (
              <ul className="item-list">
                {classes.map((c) => (
                  <li key={c.id}>
                    <div>
                      <strong>{c.name}</strong>
                      <div className="muted">
                        {t('classes.list.details', { grade: c.gradeLevel, subject: subjectName(c.subject), teacher: c.teacherName })}
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="panel" aria-labelledby="my-assignments-title">
            <h2 id="my-assignments-title">{t('classes.assignments.title')}</h2>
            {assignments.length === 0 ? (
              <p className="empty-state">{t('classes.assignments.empty')}</p>
            ) : (
              <ul className="item-list">
                {assignments.map((a) => (
                  <li key={a.id} aria-label={a.title} data-testid={`my-assignment-${a.id}`}>
                    <div>
                      <strong>{a.title}</strong>
                      <div className="muted">
                        {t('classes.assignments.details', { classroom: a.classroom.name, problems: a.problemCount })} •{' '}
                        {a.dueDate
                          ? t('classes.assignments.due', { when: intl.formatDate(a.dueDate, { dateStyle: 'medium', timeStyle: 'short' }) })
                          : t('classes.assignments.noDueDate')}
                        {a.timeLimit ? ` • ${t('classes.assignments.timeLimit', { minutes: a.timeLimit })}` : ''}
                      </div>
                    </div>
                    <div className="button-row">
                      <span className={`badge badge--${a.submission.status.toLowerCase()}`}>{t('classes.assignment.status', { status: STATUS_WORD[a.submission.status] })}</span>
                      {a.submission.score !== null ? <span data-testid="assignment-score">{t('classes.assignment.score', { score: a.submission.score })}</span> : null}
                      {a.submission.isLate ? <span className="badge badge--late">{t('classes.assignment.late')}</span> : null}
                      {canPlay(a) ? (
                        <Link className="btn btn--primary btn--small" to={assignmentPlayHref(a.id)} aria-label={t('classes.assignment.playLabel', { started: String(a.submission.status === 'IN_PROGRESS'), title: a.title })}>
                          {a.submission.status === 'IN_PROGRESS' ? t('classes.assignment.continue') : t('classes.assignment.start')}
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
