import { Link, useNavigate } from 'react-router-dom';
import { useI18n } from '../../i18n/use-i18n';
import { Logo } from '../ui/logo';
import { paths } from '../../config/paths';
import { useSession } from '../../stores/session';
import { NotificationBell } from './notification-bell';
import { HeaderAvatar } from '../avatar/header-avatar';

/** Header of signed-in pages: a student's notification bell, avatar initial, display name linking to /profile, logout. */
export function UserHeader() {
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const intl = useI18n();
  const displayName = user?.profile.displayName || user?.profile.username || intl.formatMessage({ id: 'shell.header.fallbackName' });
  const initial = displayName.trim().charAt(0).toUpperCase() || 'S';

  async function onLogout() {
    await logout();
    navigate(paths.login.getHref(), { replace: true });
  }

  return (
    <header className="topbar topbar--app">
      <Logo to={paths.home.getHref()} />
      <div className="topbar__user">
        {user?.role === 'STUDENT' ? <NotificationBell /> : null}
        <HeaderAvatar initial={initial} />
        <Link to={paths.profile.getHref()} className="topbar__name" data-testid="profile-link">
          {displayName}
        </Link>
        <button type="button" className="btn btn--ghost btn--small" onClick={onLogout} data-testid="logout-button">
          {intl.formatMessage({ id: 'shell.header.logout' })}
        </button>
      </div>
    </header>
  );
}
