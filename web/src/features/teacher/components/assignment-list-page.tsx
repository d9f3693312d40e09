import type { Assignment } from '@mathquest/contracts';
import { ASSIGNMENT_LIST_LIMIT_MAX } from '@mathquest/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { useI18n } from '../../../i18n/use-i18n';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { useAssignments } from '../api/get-assignments';
import { dateOf, statusLabel } from '../utils/format';
import { StatusBadge, TeacherLayout } from './teacher-layout';

/**
 * /teacher/assignments (?classroom= keeps one class): the product links here ('View all →') without
 * describing the screen, so it is a plain list of the teacher's latest assignments.
 */
export default function AssignmentListPage() {
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const [params] = useSearchParams();
  const classroomId = params.get('classroom');
  const query = useAssignments(ASSIGNMENT_LIST_LIMIT_MAX);
  // Logged only, like the classroom list; the list shows as empty.
  useLoggedFailure(query.error, 'Failed to load assignments');
  const assignments: Assignment[] | null = query.error ? [] : (query.data ?? null);

  const shown = assignments?.filter((a) => !classroomId || a.classroomId === classroomId) ?? [];

  return (
    <TeacherLayout back={classroomId ? { to: teacherPaths.classroom.getHref(classroomId), label: t('teacher.backToClassroom') } : undefined}>
      <div className="panel__head">
        <h1 className="page-title">{t('teacher.assignments.title')}</h1>
        <Link className="btn btn--primary" to={teacherPaths.newAssignment.getHref(classroomId ?? undefined)}>
          {t('teacher.newAssignment')}
        </Link>
      </div>
      {assignments === null ? (
        <InlineLoading message={t('teacher.assignments.loading')} />
      ) : shown.length === 0 ? (
        <div className="panel empty-state">
          <p>{t('teacher.noAssignments')}</p>
          <p className="muted">{t('teacher.noAssignments.hint')}</p>
        </div>
      ) : (
        <ul className="item-list panel" aria-label={t('teacher.assignments.title')}>
          {shown.map((a) => (
            <li key={a.id}>
              <div>
                <Link to={teacherPaths.assignment.getHref(a.id)}>
                  <strong>{a.title}</strong>
                </Link>
                <div className="muted">
                  {a.classroom.name} • {t('teacher.submissions', { count: a.submissionCount })}
                </div>
              </div>
              <div>
                <StatusBadge status={a.status} label={statusLabel(intl, a.status)} />
                {a.dueDate ? <span className="muted"> {t('teacher.due', { when: dateOf(intl, a.dueDate) })}</span> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </TeacherLayout>
  );
}
