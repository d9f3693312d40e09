import { Link } from 'react-router-dom';
import { InlineLoading } from '../../../../components/ui/loading-screen';
import { teacherPaths } from '../../../../config/area-paths';
import { useI18n } from '../../../../i18n/use-i18n';
import { useAssignments } from '../../api/get-assignments';
import { useClassrooms } from '../../api/get-classrooms';
import { dateOf, statusLabel, subjectName } from '../../utils/format';
import { Counter, StatusBadge } from '../teacher-layout';

/** Classrooms the dashboard lists, and the assignments it asks for (docs/product/teacher.md, constants). */
export const DASHBOARD_CLASSROOMS = 5;
export const DASHBOARD_ASSIGNMENTS = 5;

/**
 * The dashboard's panels each read through their own query and throw a failed read to their
 * panel's boundary (teacher-dashboard-page.tsx): one failed panel does not blank the others.
 */
export function DashboardCounters() {
  const classrooms = useClassrooms({ throwOnError: true });
  const assignments = useAssignments(DASHBOARD_ASSIGNMENTS, { throwOnError: true });
  const intl = useI18n('teacher');
  if (!classrooms.data || !assignments.data) return null;
  return (
    <section className="counter-grid" aria-label={intl.formatMessage({ id: 'teacher.dashboard.numbers' })}>
      <Counter label={intl.formatMessage({ id: 'teacher.dashboard.activeClassrooms' })} value={classrooms.data.filter((c) => c.isActive).length} testId="count-active-classrooms" />
      <Counter label={intl.formatMessage({ id: 'teacher.totalStudents' })} value={classrooms.data.reduce((sum, c) => sum + c.currentStudents, 0)} testId="count-total-students" />
      <Counter label={intl.formatMessage({ id: 'teacher.dashboard.activeAssignments' })} value={assignments.data.filter((a) => a.status === 'PUBLISHED').length} testId="count-active-assignments" />
    </section>
  );
}

export function ClassroomsPanel() {
  const { data: classrooms } = useClassrooms({ throwOnError: true });
  const intl = useI18n('teacher');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (!classrooms) return <InlineLoading message={t('teacher.dashboard.loading')} />;
  if (classrooms.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('teacher.noClassrooms')}</p>
        <p className="muted">{t('teacher.noClassrooms.hint')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="item-list" data-testid="dashboard-classrooms">
        {classrooms.slice(0, DASHBOARD_CLASSROOMS).map((c) => (
          <li key={c.id}>
            <div>
              <Link to={teacherPaths.classroom.getHref(c.id)}>
                <strong>{c.name}</strong>
              </Link>
              <div className="muted">
                {t('teacher.gradeSubject', { grade: c.gradeLevel, subject: subjectName(intl, c.subject) })}
              </div>
            </div>
            <div>
              <span className="class-code" aria-label={t('teacher.classCodeLabel', { code: c.classCode })}>
                {c.classCode}
              </span>{' '}
              <span className="muted">{t('teacher.students', { count: c.currentStudents })}</span>
            </div>
          </li>
        ))}
      </ul>
      {classrooms.length > DASHBOARD_CLASSROOMS ? (
        <p>
          <Link to={teacherPaths.classrooms.getHref()}>{t('teacher.dashboard.viewAllClassrooms')}</Link>
        </p>
      ) : null}
    </>
  );
}

export function AssignmentsPanel() {
  const { data: assignments } = useAssignments(DASHBOARD_ASSIGNMENTS, { throwOnError: true });
  const intl = useI18n('teacher');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (!assignments) return <InlineLoading message={t('teacher.assignments.loading')} />;
  if (assignments.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('teacher.noAssignments')}</p>
        <p className="muted">{t('teacher.noAssignments.hint')}</p>
      </div>
    );
  }
  return (
    <ul className="item-list" data-testid="dashboard-assignments">
      {assignments.map((a) => (
        <li key={a.id}>
          <div>
            <Link to={teacherPaths.assignment.getHref(a.id)}>
              <strong>{a.title}</strong>
            </Link>
            <div className="muted">{a.classroom.name}</div>
          </div>
          <div>
            <StatusBadge status={a.status} label={statusLabel(intl, a.status)} />
            {a.dueDate ? <span className="muted"> {t('teacher.due', { when: dateOf(intl, a.dueDate) })}</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
