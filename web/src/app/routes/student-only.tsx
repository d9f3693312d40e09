import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageShell } from '../../components/layouts/page-shell';
import { UserHeader } from '../../components/layouts/user-header';
import { homePathFor } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { useSession } from '../../stores/session';

/**
 * Screens only a student plays (docs/product/web.md, accounts that do not play): the servers refuse
 * parents and teachers (403) there, so the route says what the screen is for instead of loading it.
 * Each is a value of the core catalogue's `shell.studentOnly.*` selects (its name and what it is for).
 */
export const STUDENT_SCREENS = {
  solo: 'solo',
  speed: 'speed',
  multiplayer: 'multiplayer',
  room: 'room',
  pets: 'pets',
  shop: 'shop',
  avatar: 'avatar',
  homebase: 'homebase',
  leaderboards: 'leaderboards',
  challenges: 'challenges',
  guild: 'guild',
  battlepass: 'battlepass',
  bosses: 'bosses',
  story: 'story',
  classes: 'classes',
} as const;

/** A student screen, as told to a parent or a teacher who opens it. */
export type StudentScreen = (typeof STUDENT_SCREENS)[keyof typeof STUDENT_SCREENS];

/** What a parent or a teacher reads on a student screen: what it is for, and the way to their own home. */
export function NotForYourRole({ screen, role }: { screen: StudentScreen; role: 'PARENT' | 'TEACHER' }) {
  const intl = useI18n();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const home = homePathFor(role);
  return (
    <PageShell header={<UserHeader />} narrow back={{ to: home, label: t('shell.studentOnly.back') }}>
      <section className="panel" data-testid="not-for-role" aria-labelledby="not-for-role-title">
        <h1 id="not-for-role-title" className="page-title">
          {t('shell.studentOnly.title', { screen })}
        </h1>
        <p>{t('shell.studentOnly.purpose', { screen })}</p>
        <p>{t('shell.studentOnly.yours', { role })}</p>
        <Link to={home} className="btn btn--primary">
          {t('shell.studentOnly.home')}
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
