import { useEffect } from 'react';
import { UserHeader } from '../../../components/layouts/user-header';
import { useSession } from '../../../stores/session';
import { ChildrenPanel } from './children-panel';
import { ModeList } from './mode-list';
import { StudentStatsPanel } from './student-stats';
import { TeacherPanel } from './teacher-panel';

/** Student home at /home and /dashboard (spec 01 §2); parents see their linked children, teachers a note on their area. */
export default function HomePage() {
  const user = useSession((s) => s.user);
  const refreshUser = useSession((s) => s.refreshUser);

  // Numbers must be current after playing: re-read /me whenever the page mounts.
  useEffect(() => {
    void refreshUser();
  }, [refreshUser]);

  const displayName = user?.profile.displayName || user?.profile.username || 'Student';
  const role = user?.role;

  return (
    <div className="app-page">
      <UserHeader />
      <main className="container" id="main">
        <h1 className="page-title">
          Hi, {displayName}! <span aria-hidden="true">👋</span>
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
      </main>
    </div>
  );
}
