import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { useI18n } from '../../../i18n/use-i18n';
import { useClassroom } from '../api/get-classroom';
import { copyText, dialogs } from '../utils/dialogs';
import { subjectName } from '../utils/format';
import { ClassCharts, ClassTopics } from './classroom-performance';
import { DETAIL_ASSIGNMENTS } from './classroom-detail-constants';
import { ErasedWorkSetting } from './erased-work-setting';
import { StudentsPanel } from './classroom-students-panel';
import { TeacherLayout } from './teacher-layout';

/** /teacher/classrooms/{id}: the class, its students (add, remove, guild chat on or off), quick actions, assignments, charts and what becomes of a deleted account's work. */
export default function ClassroomDetailPage() {
  const { id = '' } = useParams();
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const navigate = useNavigate();
  const { data, error } = useClassroom(id);
  const classroom = data ?? null;

  // A classroom that cannot be read (another teacher's, gone) sends the teacher back to the list.
  useEffect(() => {
    if (!error || data) return;
    console.error('Failed to load classroom', error);
    dialogs.alert(intl.formatMessage({ id: 'teacher.classroom.loadFailed' }));
    navigate(teacherPaths.classrooms.getHref(), { replace: true });
  }, [error, data, navigate, intl]);

  async function copyCode(code: string) {
    if (await copyText(code)) dialogs.success(t('teacher.classroom.copied'));
    else dialogs.alert(t('teacher.classroom.codeIs', { code }));
  }

  return (
    <TeacherLayout back={{ to: teacherPaths.classrooms.getHref(), label: t('teacher.backToClassrooms') }}>
      {!data && !error ? (
        <InlineLoading message={t('teacher.classroom.loading')} />
      ) : !classroom ? (
        <p className="panel empty-state">{t('teacher.classroom.notFound')}</p>
      ) : (
        <>
          <header className="panel">
            <h1 className="page-title">{classroom.name}</h1>
            {classroom.description ? <p>{classroom.description}</p> : null}
            <p className="muted">
              {t('teacher.gradeSubject', { grade: classroom.gradeLevel, subject: subjectName(intl, classroom.subject) })} •{' '}
              <span data-testid="student-count">{classroom.currentStudents}</span> {t('teacher.classroom.studentWord', { count: classroom.currentStudents })} •{' '}
              <span data-testid="classroom-language">{t('teacher.classroom.languageIs', { language: t(`language.name.${classroom.language}`) })}</span>
            </p>
            <p>
              {t('teacher.classroom.codeLabel')} <span className="class-code" data-testid="class-code">{classroom.classCode}</span>{' '}
              <button type="button" className="btn btn--secondary btn--small" onClick={() => void copyCode(classroom.classCode)}>
                {t('teacher.classroom.copy')}
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
                <h2 id="classroom-actions">{t('teacher.quickActions')}</h2>
                <div className="form-grid">
                  <Link className="btn btn--primary" to={teacherPaths.newAssignment.getHref(classroom.id)}>
                    {t('teacher.classroom.createAssignment')}
                  </Link>
                  <button type="button" className="btn btn--secondary" onClick={() => void copyCode(classroom.classCode)}>
                    {t('teacher.classroom.copyCode')}
                  </button>
                  <Link className="btn btn--secondary" to={teacherPaths.editClassroom.getHref(classroom.id)}>
                    {t('teacher.editClassroom.title')}
                  </Link>
                  <Link className="btn btn--secondary" to={teacherPaths.roster.getHref(classroom.id)} data-testid="classroom-roster-link">
                    {t('teacher.classroom.rosterLink')}
                  </Link>
                  <Link className="btn btn--secondary" to={teacherPaths.standards.getHref(classroom.id)} data-testid="classroom-standards-link">
                    {t('teacher.classroom.standardsLink')}
                  </Link>
                </div>
              </section>
              <section className="panel" aria-labelledby="classroom-assignments">
                <h2 id="classroom-assignments">{t('teacher.assignments.title')}</h2>
                {classroom.assignments.length === 0 ? (
                  <p className="muted">{t('teacher.noAssignments')}</p>
                ) : (
                  <ul className="item-list">
                    {classroom.assignments.slice(0, DETAIL_ASSIGNMENTS).map((a) => (
                      <li key={a.id}>
                        <Link to={teacherPaths.assignment.getHref(a.id)}>{a.title}</Link>
                        <span className="muted">{t('teacher.submissions', { count: a.submissionCount })}</span>
                      </li>
                    ))}
                  </ul>
                )}
                {classroom.assignments.length > DETAIL_ASSIGNMENTS ? (
                  <p>
                    <Link to={teacherPaths.assignments.getHref(classroom.id)}>{t('teacher.classroom.viewAll')}</Link>
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
