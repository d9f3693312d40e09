import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageShell } from '../../components/layouts/page-shell';
import { UserHeader } from '../../components/layouts/user-header';
import { homePathFor } from '../../config/paths';
import { useSession } from '../../stores/session';

/** A student screen's name and what it is for, as told to a parent or a teacher who opens it. */
export interface StudentScreen {
  /** 'Solo Practice', 'The Shop', ... */
  name: string;
  /** What students do there, in one sentence. */
  purpose: string;
}

/**
 * Screens only a student plays (docs/product/web.md, accounts that do not play): the servers refuse
 * parents and teachers (403) there, so the route says what the screen is for instead of loading it.
 */
export const STUDENT_SCREENS = {
  solo: { name: 'Solo Practice', purpose: 'Students practise maths problems at their own level here.' },
  speed: { name: 'Speed Challenge', purpose: 'Students race the clock to answer as many problems as they can.' },
  multiplayer: { name: 'Multiplayer', purpose: 'Students play live maths games with friends here.' },
  room: { name: 'Live rooms', purpose: 'Students play live maths games with friends here.' },
  pets: { name: 'Pets', purpose: 'Students look after the pets they earn by practising.' },
  shop: { name: 'The Shop', purpose: 'Students spend the coins and gems they earn on items for their avatar, pets and home base.' },
  avatar: { name: 'The Avatar', purpose: 'Students dress the avatar other players see.' },
  homebase: { name: 'Home Base', purpose: 'Students decorate their own room with what they have earned.' },
  leaderboards: { name: 'Leaderboards', purpose: 'Students compare their progress with their class, school, grade and friends.' },
  challenges: { name: 'Challenges', purpose: 'Students challenge each other to maths duels.' },
  guild: { name: 'Guilds', purpose: 'Students team up in guilds and earn XP together.' },
  battlepass: { name: 'The Battle Pass', purpose: 'Students unlock rewards level by level as they practise.' },
  bosses: { name: 'Boss Battles', purpose: 'Students defeat bosses by answering problems.' },
  story: { name: 'Story Mode', purpose: 'Students play through the chapters of the story worlds.' },
  classes: { name: 'My Classes', purpose: 'Students see the classes they joined and the assignments set for them.' },
} as const satisfies Record<string, StudentScreen>;

/** What a parent or a teacher reads on a student screen: what it is for, and the way to their own home. */
export function NotForYourRole({ screen, role }: { screen: StudentScreen; role: 'PARENT' | 'TEACHER' }) {
  const home = homePathFor(role);
  return (
    <PageShell header={<UserHeader />} narrow back={{ to: home, label: 'Back to Dashboard' }}>
      <section className="panel" data-testid="not-for-role" aria-labelledby="not-for-role-title">
        <h1 id="not-for-role-title" className="page-title">
          {screen.name} is for students
        </h1>
        <p>{screen.purpose}</p>
        {role === 'TEACHER' ? (
          <p>Your students use it from their own accounts. You can set class assignments for them and follow how they do from your dashboard.</p>
        ) : (
          <p>Your children use it from their own accounts. You can follow their progress on your dashboard.</p>
        )}
        <Link to={home} className="btn btn--primary">
          Go to Dashboard
        </Link>
      </section>
    </PageShell>
  );
}

/** A student screen: parents and teachers see what it is for (NotForYourRole) instead of the screen. */
export function StudentOnly({ screen, children }: { screen: StudentScreen; children: ReactNode }) {
  const role = useSession((s) => s.user?.role);
  if (role === 'PARENT' || role === 'TEACHER') return <NotForYourRole screen={screen} role={role} />;
  return <>{children}</>;
}
