import { Link } from 'react-router-dom';
import { PanelBoundary } from '../../../components/panel-boundary';
import { teacherPaths } from '../../../config/area-paths';
import { useSession } from '../../../stores/session';
import { AssignmentsPanel, ClassroomsPanel, DashboardCounters } from './dashboard/dashboard-panels';
import { TeacherLayout } from './teacher-layout';

export { DASHBOARD_ASSIGNMENTS, DASHBOARD_CLASSROOMS } from './dashboard/dashboard-panels';

/** What the dashboard logs when a panel's read fails (docs/product/teacher.md, messages). */
const LOAD_FAILED = 'Failed to load dashboard data';

/**
 * /teacher/dashboard: counters, the first classrooms, recent assignments and quick actions. Each
 * panel has its own boundary (docs/adr/0190): a failed read shows that panel's 'Try again', the
 * rest of the dashboard works.
 */
export default function TeacherDashboardPage() {
  const user = useSession((s) => s.user);
  const name = user?.profile.displayName || user?.profile.username || 'Teacher';

  return (
    <TeacherLayout>
      <h1 className="page-title">Welcome back, {name}!</h1>
      <p className="muted">Here&apos;s what&apos;s happening with your classes today.</p>
      <PanelBoundary message="Could not load your numbers." log={LOAD_FAILED} testId="counters-error">
        <DashboardCounters />
      </PanelBoundary>
      <div className="two-col">
        <div>
          <section className="panel" aria-labelledby="my-classrooms">
            <div className="panel__head">
              <h2 id="my-classrooms">My Classrooms</h2>
              <Link className="btn btn--secondary btn--small" to={teacherPaths.newClassroom.getHref()}>
                + New Class
              </Link>
            </div>
            <PanelBoundary message="Could not load your classrooms." log={LOAD_FAILED} testId="classrooms-error">
              <ClassroomsPanel />
            </PanelBoundary>
          </section>
          <section className="panel" aria-labelledby="recent-assignments">
            <div className="panel__head">
              <h2 id="recent-assignments">Recent Assignments</h2>
              <Link className="btn btn--secondary btn--small" to={teacherPaths.newAssignment.getHref()}>
                + New Assignment
              </Link>
            </div>
            <PanelBoundary message="Could not load your assignments." log={LOAD_FAILED} testId="assignments-error">
              <AssignmentsPanel />
            </PanelBoundary>
          </section>
        </div>
        <section className="panel" aria-labelledby="quick-actions">
          <h2 id="quick-actions">Quick Actions</h2>
          <div className="form-grid">
            <Link className="btn btn--primary" to={teacherPaths.newClassroom.getHref()}>
              Create Classroom
            </Link>
            <Link className="btn btn--secondary" to={teacherPaths.newAssignment.getHref()}>
              New Assignment
            </Link>
            <Link className="btn btn--secondary" to={teacherPaths.analytics.getHref()}>
              View Analytics
            </Link>
          </div>
        </section>
      </div>
    </TeacherLayout>
  );
}
