import { Link, useLocation } from 'react-router-dom';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { paths } from '../../../config/paths';

/** The screens the dashboard links to that are not built yet, by path: title and icon. */
export const COMING_SOON_SCREENS: Record<string, { title: string; icon: string; text: string }> = {
  [paths.bosses.path]: { title: 'Boss Battle', icon: '🐉', text: 'Team up your maths skills against mighty bosses.' },
  [paths.story.path]: { title: 'Story Mode', icon: '📖', text: 'Travel through worlds and chapters, one puzzle at a time.' },
  [paths.challenges.path]: { title: 'PvP Arena', icon: '⚔️', text: 'Challenge your friends to maths duels.' },
  [paths.battlepass.path]: { title: 'Battle Pass', icon: '🎟️', text: 'Unlock a reward at every battle pass level.' },
};

/** A friendly page for a screen that is on its way, with the way back to the dashboard. */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const screen = COMING_SOON_SCREENS[pathname] ?? { title: 'This screen', icon: '🚧', text: '' };
  return (
    <PageShell header={<UserHeader />} narrow back={{ to: paths.dashboard.getHref(), label: 'Back to Dashboard' }}>
      <section className="panel coming-soon" data-testid="coming-soon">
        <span className="coming-soon__icon" aria-hidden="true">
          {screen.icon}
        </span>
        <h1>{screen.title} is coming soon!</h1>
        {screen.text ? <p>{screen.text}</p> : null}
        <p className="muted">We are still building it. Keep practising: everything you earn now will be waiting for you.</p>
        <div className="button-row">
          <Link to={paths.dashboard.getHref()} className="btn btn--primary">
            Go to Dashboard
          </Link>
          <Link to={paths.soloPlay.getHref()} className="btn btn--secondary">
            Play Solo
          </Link>
        </div>
      </section>
    </PageShell>
  );
}
