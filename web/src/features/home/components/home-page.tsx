import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { useFreshUser } from '../../../stores/session';
import { ChildrenPanel } from './children-panel';
import { ModeList } from './mode-list';
import { StudentStatsPanel } from './student-stats';
import { TeacherPanel } from './teacher-panel';

/** Home at /home and /dashboard: a student's numbers and game modes; parents see their linked children, teachers a note on their area. */
export default function HomePage() {
  const user = useFreshUser();
  // The greeting uses the username ('Student' when there is none); the header shows the display name.
  const username = user?.profile.username || 'Student';
  const role = user?.role;

  return (
    <PageShell header={<UserHeader />}>
      <h1 className="page-title">
        Hi, {username}! <span aria-hidden="true">👋</span>
      </h1>
      {role === 'PARENT' ? (
        <ChildrenPanel />
      ) : role === 'TEACHER' ? (
        <TeacherPanel />
      ) : (
        <>
          <StudentStatsPanel profile={user?.studentProfile ?? null} />
          <ModeList />
        </>
      )}
    </PageShell>
  );
}
