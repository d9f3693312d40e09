import { lazy, type ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { classesPaths, parentPaths, teacherPaths } from '../../config/area-paths';
import { useSession } from '../../stores/session';
import { withScopes } from '../../i18n/with-scopes';
import { Page } from './page-frame';
import { RequireAuth, RequireRole } from './guards';
import { STUDENT_SCREENS, StudentOnly } from './student-only';

// The teacher area, the student's classes and the parent's screens (docs/product/web.md, route table; docs/adr/0035).
const TeacherDashboardPage = lazy(withScopes(['teacher'], () => import('../../features/teacher/components/teacher-dashboard-page')));
const ClassroomListPage = lazy(withScopes(['teacher'], () => import('../../features/teacher/components/classroom-list-page')));
const ClassroomNewPage = lazy(withScopes(['teacher'], () => import('../../features/teacher/components/classroom-new-page')));
const ClassroomDetailPage = lazy(withScopes(['teacher'], () => import('../../features/teacher/components/classroom-detail-page')));
const ClassroomEditPage = lazy(withScopes(['teacher'], () => import('../../features/teacher/components/classroom-edit-page')));
const RosterPage = lazy(withScopes(['teacher'], () => import('../../features/teacher/roster/roster-page')));
const LoginCardsPage = lazy(withScopes(['teacher'], () => import('../../features/teacher/roster/login-cards-page')));
const StandardsMasteryPage = lazy(withScopes(['teacher'], () => import('../../features/teacher/mastery/standards-mastery-page')));
const AssignmentListPage = lazy(withScopes(['teacher'], () => import('../../features/teacher/components/assignment-list-page')));
const AssignmentNewPage = lazy(withScopes(['teacher'], () => import('../../features/teacher/components/assignment-new-page')));
const AssignmentDetailPage = lazy(withScopes(['teacher'], () => import('../../features/teacher/components/assignment-detail-page')));
const AnalyticsPage = lazy(withScopes(['teacher'], () => import('../../features/teacher/components/analytics-page')));
const MyClassesPage = lazy(withScopes(['classes'], () => import('../../features/classes/components/my-classes-page')));
const ParentHomePage = lazy(withScopes(['parent'], () => import('../../features/parent/components/parent-home-page')));
const ProgressReportPage = lazy(withScopes(['parent'], () => import('../../features/parent/components/progress-report-page')));


const only = (role: 'TEACHER' | 'PARENT', el: ReactNode) => (
  <RequireRole role={role}>
    <Page>{el}</Page>
  </RequireRole>
);

/**
 * /home and /dashboard by role, around the student's home: a teacher belongs on
 * /teacher/dashboard, a parent gets the parent dashboard. The route guard has already made sure
 * someone is signed in.
 */
export function RoleHome({ children }: { children: ReactNode }) {
  const role = useSession((s) => s.user?.role);
  if (role === 'TEACHER') return <Navigate to={teacherPaths.dashboard.getHref()} replace />;
  if (role === 'PARENT') return <ParentHomePage />;
  return <>{children}</>;
}

/**
 * The routes of these areas, spread into the app's <Routes>. Each screen is for one role: signed
 * out goes to /login; the teacher's and the parent's screens send another role to their own home;
 * the student's classes tell a parent or a teacher what they are for (as every student screen does).
 */
export function areaRoutes() {
  return (
    <>
      <Route path={teacherPaths.dashboard.path} element={only('TEACHER', <TeacherDashboardPage />)} />
      <Route path={teacherPaths.classrooms.path} element={only('TEACHER', <ClassroomListPage />)} />
      <Route path={teacherPaths.newClassroom.path} element={only('TEACHER', <ClassroomNewPage />)} />
      <Route path={teacherPaths.classroom.path} element={only('TEACHER', <ClassroomDetailPage />)} />
      <Route path={teacherPaths.editClassroom.path} element={only('TEACHER', <ClassroomEditPage />)} />
      <Route path={teacherPaths.roster.path} element={only('TEACHER', <RosterPage />)} />
      <Route path={teacherPaths.loginCards.path} element={only('TEACHER', <LoginCardsPage />)} />
      <Route path={teacherPaths.standards.path} element={only('TEACHER', <StandardsMasteryPage />)} />
      <Route path={teacherPaths.assignments.path} element={only('TEACHER', <AssignmentListPage />)} />
      <Route path={teacherPaths.newAssignment.path} element={only('TEACHER', <AssignmentNewPage />)} />
      <Route path={teacherPaths.assignment.path} element={only('TEACHER', <AssignmentDetailPage />)} />
      <Route path={teacherPaths.analytics.path} element={only('TEACHER', <AnalyticsPage />)} />
      {/* Any other address of the teacher area: as the others for anyone but a teacher (docs/product/web.md, guards), the dashboard for a teacher. */}
      <Route path="/teacher/*" element={only('TEACHER', <Navigate to={teacherPaths.dashboard.getHref()} replace />)} />
      <Route
        path={classesPaths.myClasses.path}
        element={
          <RequireAuth>
            <StudentOnly screen={STUDENT_SCREENS.classes}>
              <Page>
                <MyClassesPage />
              </Page>
            </StudentOnly>
          </RequireAuth>
        }
      />
      <Route path={parentPaths.report.path} element={only('PARENT', <ProgressReportPage />)} />
    </>
  );
}
