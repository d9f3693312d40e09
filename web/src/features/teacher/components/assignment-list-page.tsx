import type { Assignment } from '@mathquest/contracts';
import { ASSIGNMENT_LIST_LIMIT_MAX } from '@mathquest/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { useAssignments } from '../api/get-assignments';
import { dateOf, STATUS_LABEL } from '../utils/format';
import { StatusBadge, TeacherLayout } from './teacher-layout';

/**
 * /teacher/assignments (?classroom= keeps one class): the product links here ('View all →') without
 * describing the screen, so it is a plain list of the teacher's latest assignments.
 */
export default function AssignmentListPage() {
  const [params] = useSearchParams();
  const classroomId = params.get('classroom');
  const query = useAssignments(ASSIGNMENT_LIST_LIMIT_MAX);
  // Logged only, like the classroom list; the list shows as empty.
  useLoggedFailure(query.error, 'Failed to load assignments');
  const assignments: Assignment[] | null = query.error ? [] : (query.data ?? null);

  const shown = assignments?.filter((a) => !classroomId || a.classroomId === classroomId) ?? [];

  return (
    <TeacherLayout back={classroomId ? { to: teacherPaths.classroom.getHref(classroomId), label: 'Back to classroom' } : undefined}>
      <div className="panel__head">
        <h1 className="page-title">Assignments</h1>
        <Link className="btn btn--primary" to={teacherPaths.newAssignment.getHref(classroomId ?? undefined)}>
          + New Assignment
        </Link>
      </div>
      {assignments === null ? (
        <InlineLoading message="Loading assignments..." />
      ) : shown.length === 0 ? (
        <div className="panel empty-state">
          <p>No assignments yet</p>
          <p className="muted">Create assignments to track student progress!</p>
        </div>
      ) : (
        <ul className="item-list panel" aria-label="Assignments">
          {shown.map((a) => (
            <li key={a.id}>
              <div>
                <Link to={teacherPaths.assignment.getHref(a.id)}>
                  <strong>{a.title}</strong>
                </Link>
                <div className="muted">
                  {a.classroom.name} • {a.submissionCount} submissions
                </div>
              </div>
              <div>
                <StatusBadge status={a.status} label={STATUS_LABEL[a.status] ?? a.status} />
                {a.dueDate ? <span className="muted"> Due {dateOf(a.dueDate)}</span> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </TeacherLayout>
  );
}
