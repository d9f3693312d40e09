import { pluralWord } from '@mathquest/contracts';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { useClassroom } from '../api/get-classroom';
import { copyText, dialogs } from '../utils/dialogs';
import { ClassCharts, ClassTopics } from './classroom-performance';
import { DETAIL_ASSIGNMENTS } from './classroom-detail-constants';
import { ErasedWorkSetting } from './erased-work-setting';
import { StudentsPanel } from './classroom-students-panel';
import { TeacherLayout } from './teacher-layout';

/** /teacher/classrooms/{id}: the class, its students (add, remove, guild chat on or off), quick actions, assignments, charts and what becomes of a deleted account's work. */
export default function ClassroomDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error } = useClassroom(id);
  const classroom = data ?? null;

  // A classroom that cannot be read (another teacher's, gone) sends the teacher back to the list.
  useEffect(() => {
    if (!error || data) return;
    console.error('Failed to load classroom', error);
    dialogs.alert('Failed to load classroom. You may not have permission to view this class.');
    navigate(teacherPaths.classrooms.getHref(), { replace: true });
  }, [error, data, navigate]);

  async function copyCode(code: string) {
    if (await copyText(code)) dialogs.success('Class code copied to clipboard!');
    else dialogs.alert(`Class code: ${code}`);
  }

  return (
    <TeacherLayout back={{ to: teacherPaths.classrooms.getHref(), label: 'Back to classrooms' }}>
      {!data && !error ? (
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
              <StudentsPanel classroom={classroom} />
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
              <ErasedWorkSetting classroomId={classroom.id} value={classroom.erasedStudentWork} />
            </div>
          </div>
        </>
      )}
    </TeacherLayout>
  );
}
