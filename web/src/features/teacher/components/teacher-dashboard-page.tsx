import { Link } from 'react-router-dom';
import { PanelBoundary } from '../../../components/panel-boundary';
import { teacherPaths } from '../../../config/area-paths';
import { useI18n } from '../../../i18n/use-i18n';
import { useSession } from '../../../stores/session';
import { AssignmentsPanel, ClassroomsPanel, DashboardCounters } from './dashboard/dashboard-panels';
import { TeacherLayout } from './teacher-layout';

export { DASHBOARD_ASSIGNMENTS, DASHBOARD_CLASSROOMS } from './dashboard/dashboard-panels';

/** What the dashboard logs (in English, for the developers) when a panel's read fails (docs/product/teacher.md, messages). */
const LOAD_FAILED = 'Failed to load dashboard data';

/**
 * /teacher/dashboard: counters, the first classrooms, recent assignments and quick actions. Each
 * panel has its own boundary (docs/adr/0190): a failed read shows that panel's 'Try again', the
 * rest of the dashboard works.
 */
export default function TeacherDashboardPage() {
  const intl = useI18n('teacher');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const user = useSession((s) => s.user);
  const name = user?.profile.displayName || user?.profile.username || t('teacher.dashboard.teacher');

  return (
    <TeacherLayout>
      <h1 className="page-title">{t('teacher.dashboard.welcome', { name })}</h1>
      <p className="muted">{t('teacher.dashboard.intro')}</p>
      <PanelBoundary message={t('teacher.dashboard.countersFailed')} log={LOAD_FAILED} testId="counters-error">
        <DashboardCounters />
      </PanelBoundary>
      <div className="two-col">
        <div>
          <section className="panel" aria-labelledby="my-classrooms">
            <div className="panel__head">
              <h2 id="my-classrooms">{t('teacher.classrooms.title')}</h2>
              <Link className="btn btn--secondary btn--small" to={teacherPaths.newClassroom.getHref()}>
                {t('teacher.newClass')}
              </Link>
            </div>
            <PanelBoundary message={t('teacher.dashboard.classroomsFailed')} log={LOAD_FAILED} testId="classrooms-error">
              <ClassroomsPanel />
            </PanelBoundary>
          </section>
          <section className="panel" aria-labelledby="recent-assignments">
            <div className="panel__head">
              <h2 id="recent-assignments">{t('teacher.dashboard.recentAssignments')}</h2>
              <Link className="btn btn--secondary btn--small" to={teacherPaths.newAssignment.getHref()}>
                {t('teacher.newAssignment')}
              </Link>
            </div>
            <PanelBoundary message={t('teacher.dashboard.assignmentsFailed')} log={LOAD_FAILED} testId="assignments-error">
              <AssignmentsPanel />
            </PanelBoundary>
          </section>
        </div>
        <section className="panel" aria-labelledby="quick-actions">
          <h2 id="quick-actions">{t('teacher.quickActions')}</h2>
          <div className="form-grid">
            <Link className="btn btn--primary" to={teacherPaths.newClassroom.getHref()}>
              {t('teacher.createClassroom')}
            </Link>
            <Link className="btn btn--secondary" to={teacherPaths.newAssignment.getHref()}>
              {t('teacher.dashboard.newAssignment')}
            </Link>
            <Link className="btn btn--secondary" to={teacherPaths.analytics.getHref()}>
              {t('teacher.dashboard.viewAnalytics')}
            </Link>
          </div>
        </section>
      </div>
    </TeacherLayout>
  );
}
