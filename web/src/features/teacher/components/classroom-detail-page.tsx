import { ChatSwitch } from '../../../components/ui/chat-switch';
import type { AssignmentDetail, ClassroomAnalytics, ClassroomDetail, ClassroomMember } from '@mathquest/contracts';
import { pluralWord } from '@mathquest/contracts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { BarChartFigure } from '../../../components/charts/bar-chart-figure';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { messageOf } from '../../../lib/api-client';
import { teacherApi } from '../api/teacher-api';
import { accuracyByAssignment, scoreDistribution, scoredSubmissions } from '../utils/chart-data';
import { copyText, dialogs } from '../utils/dialogs';
import { dateOf } from '../utils/format';
import { TeacherLayout } from './teacher-layout';
import { ClassTutorUse } from './class-tutor-use';
import { ClassTopicAccuracy } from './topic-accuracy-figure';

/** Assignments the side panel lists (docs/product/teacher.md, constants). */
export const DETAIL_ASSIGNMENTS = 5;

/** /teacher/classrooms/{id}: the class, its students (add, remove, guild chat on or off), quick actions, assignments and charts. */
export default function ClassroomDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [classroom, setClassroom] = useState<ClassroomDetail | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  const load = useCallback(async () => {
    try {
      setClassroom(await teacherApi.getClassroom(id));
      setState('ready');
    } catch (err) {
      console.error('Failed to load classroom', err);
      setState('failed');
      dialogs.alert('Failed to load classroom. You may not have permission to view this class.');
      navigate(teacherPaths.classrooms.getHref(), { replace: true });
    }
  }, [id, navigate]);

  useEffect(() => {
    void load();
  }, [load]);

  async function copyCode(code: string) {
    if (await copyText(code)) dialogs.success('Class code copied to clipboard!');
    else dialogs.alert(`Class code: ${code}`);
  }

  return (
    <TeacherLayout back={{ to: teacherPaths.classrooms.getHref(), label: 'Back to classrooms' }}>
      {state === 'loading' ? (
        <InlineLoading message="Loading classroom..." />
      ) : !classroom ? (
        <p className="panel empty-state">Classroom not found</p>
      ) : (
        <>
          <header className="panel">
            <h1 className="page-title">{classroom.name}</h1>
            {classroom.description ? <p>{classroom.description}</p> : null}
            <p className="muted">
              Grade {classroom.gradeLevel} • {classroom.subject} • <span data-testid="student-count">{classroom.currentStudents}</span> {pluralWord(classroom.currentStudents, 'student')}
            </p>
            <p>
              Class code: <span className="class-code" data-testid="class-code">{classroom.classCode}</span>{' '}
              <button type="button" className="btn btn--secondary btn--small" onClick={() => void copyCode(classroom.classCode)}>
                Copy
              </button>
            </p>
          </header>
          <div className="two-col">
            <div>
              <StudentsPanel classroom={classroom} onChanged={load} />
              <ClassCharts classroom={classroom} />
              <ClassTopics classroom={classroom} />
            </div>
            <div>
              <section className="panel" aria-labelledby="classroom-actions">
                <h2 id="classroom-actions">Quick Actions</h2>
                <div className="form-grid">
                  <Link className="btn btn--primary" to={teacherPaths.newAssignment.getHref(classroom.id)}>
                    Create Assignment
                  </Link>
                  <button type="button" className="btn btn--secondary" onClick={() => void copyCode(classroom.classCode)}>
                    Copy Class Code
                  </button>
                  <Link className="btn btn--secondary" to={teacherPaths.editClassroom.getHref(classroom.id)}>
                    Edit Classroom
                  </Link>
                  <Link className="btn btn--secondary" to={teacherPaths.roster.getHref(classroom.id)} data-testid="classroom-roster-link">
                    Student Accounts and Login Cards
                  </Link>
                  <Link className="btn btn--secondary" to={teacherPaths.standards.getHref(classroom.id)} data-testid="classroom-standards-link">
                    Standards Mastery
                  </Link>
                </div>
              </section>
              <section className="panel" aria-labelledby="classroom-assignments">
                <h2 id="classroom-assignments">Assignments</h2>
                {classroom.assignments.length === 0 ? (
                  <p className="muted">No assignments yet</p>
                ) : (
                  <ul className="item-list">
                    {classroom.assignments.slice(0, DETAIL_ASSIGNMENTS).map((a) => (
                      <li key={a.id}>
                        <Link to={teacherPaths.assignment.getHref(a.id)}>{a.title}</Link>
                        <span className="muted">{a.submissionCount} submissions</span>
                      </li>
                    ))}
                  </ul>
                )}
                {classroom.assignments.length > DETAIL_ASSIGNMENTS ? (
                  <p>
                    <Link to={teacherPaths.assignments.getHref(classroom.id)}>View all →</Link>
                  </p>
                ) : null}
              </section>
            </div>
          </div>
        </>
      )}
    </TeacherLayout>
  );
}

function StudentsPanel({ classroom, onChanged }: { classroom: ClassroomDetail; onChanged: () => Promise<void> }) {
  const [username, setUsername] = useState('');
  const [adding, setAdding] = useState(false);

  async function add(e: FormEvent) {
    e.preventDefault();
    const name = username.trim();
    if (!name) return;
    setAdding(true);
    try {
      await teacherApi.addStudent(classroom.id, name);
      setUsername('');
      await onChanged();
    } catch (err) {
      dialogs.alert(messageOf(err, 'Failed to add student'));
    } finally {
      setAdding(false);
    }
  }

  async function remove(m: ClassroomMember) {
    const name = m.student.user.profile.displayName || m.student.user.profile.username;
    if (!dialogs.confirm(`Remove ${name} from this classroom?`)) return;
    try {
      await teacherApi.removeStudent(classroom.id, m.studentId);
      await onChanged();
    } catch (err) {
      console.error('Failed to remove student', err);
      dialogs.alert('Failed to remove student');
    }
  }

  async function unlock(m: ClassroomMember) {
    const name = m.student.user.profile.displayName || m.student.user.profile.username;
    try {
      await teacherApi.unlockStudent(classroom.id, m.studentId);
      dialogs.success(`${name} can sign in again`);
    } catch (err) {
      console.error('Failed to unlock sign-in', err);
      dialogs.alert(messageOf(err, 'Failed to unlock sign-in'));
    }
  }

  return (
    <section className="panel" aria-labelledby="classroom-students">
      <h2 id="classroom-students">Students</h2>
      <form className="button-row" onSubmit={(e) => void add(e)} aria-label="Add a student">
        <label htmlFor="add-student" className="sr-only">
          Student username
        </label>
        <input id="add-student" placeholder="Student username" value={username} onChange={(e) => setUsername(e.target.value)} />
        <button type="submit" className="btn btn--primary btn--small" disabled={!username.trim() || adding}>
          Add Student
        </button>
      </form>
      {classroom.students.length === 0 ? (
        <div className="empty-state">
          <p>No students yet</p>
          <p className="muted">Share the class code {classroom.classCode} with your students so they can join.</p>
        </div>
      ) : (
        <ul className="item-list" aria-label="Students in this classroom">
          {classroom.students.map((m) => (
            <li key={m.id}>
              <div>
                <strong>{m.student.user.profile.displayName}</strong> <span className="muted">@{m.student.user.profile.username}</span>
                <div className="muted">
                  {m.student.gradeLevel !== null ? `Grade ${m.student.gradeLevel} • ` : ''}Joined {dateOf(m.joinedAt)}
                </div>
                <ChatSwitch name={m.student.user.profile.displayName} enabled={m.chatEnabled} save={(enabled) => teacherApi.setStudentChat(classroom.id, m.studentId, enabled).then((r) => r.chatEnabled)} />
              </div>
              <div className="button-row">
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => void unlock(m)}
                  aria-label={`Unlock sign-in for ${m.student.user.profile.displayName}`}
                  title="After too many wrong passwords: lets the student sign in again at once"
                >
                  Unlock sign-in
                </button>
                <button type="button" className="btn btn--ghost btn--small" onClick={() => void remove(m)} aria-label={`Remove ${m.student.user.profile.displayName}`}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The class's published assignments (the latest few): how the scores spread and how accurate each was. */
function ClassCharts({ classroom }: { classroom: ClassroomDetail }) {
  const [details, setDetails] = useState<AssignmentDetail[] | null>(null);
  const published = classroom.assignments.filter((a) => a.status === 'PUBLISHED').slice(0, DETAIL_ASSIGNMENTS);
  const key = published.map((a) => a.id).join(',');

  useEffect(() => {
    let live = true;
    const ids = key ? key.split(',') : [];
    Promise.all(ids.map((aid) => teacherApi.getAssignment(aid)))
      .then((list) => live && setDetails(list))
      .catch((err: unknown) => {
        console.error('Failed to load class performance', err);
        if (live) setDetails([]);
      });
    return () => {
      live = false;
    };
  }, [key]);

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
 * (reloaded with the classroom, e.g. after a member leaves).
 */
function ClassTopics({ classroom }: { classroom: ClassroomDetail }) {
  const [analytics, setAnalytics] = useState<ClassroomAnalytics | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    teacherApi
      .getAnalytics(classroom.id)
      .then((a) => live && setAnalytics(a))
      .catch((err: unknown) => {
        console.error('Failed to load accuracy by topic', err);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [classroom]);

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
