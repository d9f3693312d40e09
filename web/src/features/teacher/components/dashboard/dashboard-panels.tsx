import { plural } from '@mathquest/contracts';
import { Link } from 'react-router-dom';
import { InlineLoading } from '../../../../components/ui/loading-screen';
import { teacherPaths } from '../../../../config/area-paths';
import { useAssignments } from '../../api/get-assignments';
import { useClassrooms } from '../../api/get-classrooms';
import { dateOf, STATUS_LABEL } from '../../utils/format';
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
  if (!classrooms.data || !assignments.data) return null;
  return (
    <section className="counter-grid" aria-label="Your numbers">
      <Counter label="Active Classrooms" value={classrooms.data.filter((c) => c.isActive).length} testId="count-active-classrooms" />
      <Counter label="Total Students" value={classrooms.data.reduce((sum, c) => sum + c.currentStudents, 0)} testId="count-total-students" />
      <Counter label="Active Assignments" value={assignments.data.filter((a) => a.status === 'PUBLISHED').length} testId="count-active-assignments" />
    </section>
  );
}

export function ClassroomsPanel() {
  const { data: classrooms } = useClassrooms({ throwOnError: true });
  if (!classrooms) return <InlineLoading message="Loading dashboard..." />;
  if (classrooms.length === 0) {
    return (
      <div className="empty-state">
        <p>No classrooms yet</p>
        <p className="muted">Create your first classroom to get started!</p>
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
                Grade {c.gradeLevel} • {c.subject}
              </div>
            </div>
            <div>
              <span className="class-code" aria-label={`Class code ${c.classCode}`}>
                {c.classCode}
              </span>{' '}
              <span className="muted">{plural(c.currentStudents, 'student')}</span>
            </div>
          </li>
        ))}
      </ul>
      {classrooms.length > DASHBOARD_CLASSROOMS ? (
        <p>
          <Link to={teacherPaths.classrooms.getHref()}>View all classrooms →</Link>
        </p>
      ) : null}
    </>
  );
}

export function AssignmentsPanel() {
  const { data: assignments } = useAssignments(DASHBOARD_ASSIGNMENTS, { throwOnError: true });
  if (!assignments) return <InlineLoading message="Loading assignments..." />;
  if (assignments.length === 0) {
    return (
      <div className="empty-state">
        <p>No assignments yet</p>
        <p className="muted">Create assignments to track student progress!</p>
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
            <StatusBadge status={a.status} label={STATUS_LABEL[a.status] ?? a.status} />
            {a.dueDate ? <span className="muted"> Due {dateOf(a.dueDate)}</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
