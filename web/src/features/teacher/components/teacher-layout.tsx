import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { teacherPaths } from '../../../config/area-paths';
import { useI18n } from '../../../i18n/use-i18n';
import '../../../styles/areas.css';

/** Every teacher screen: the signed-in header, the area's navigation, one column. */
export function TeacherLayout({ children, back }: { children: ReactNode; back?: { to: string; label: string } }) {
  const intl = useI18n('teacher');
  return (
    <PageShell header={<UserHeader />} back={back}>
      <nav aria-label={intl.formatMessage({ id: 'teacher.nav.label' })}>
        <ul className="area-nav">
          <li>
            <NavLink to={teacherPaths.dashboard.getHref()} end>
              {intl.formatMessage({ id: 'teacher.nav.dashboard' })}
            </NavLink>
          </li>
          <li>
            <NavLink to={teacherPaths.classrooms.getHref()} end>
              {intl.formatMessage({ id: 'teacher.nav.classrooms' })}
            </NavLink>
          </li>
          <li>
            <NavLink to={teacherPaths.analytics.getHref()} end>
              {intl.formatMessage({ id: 'teacher.nav.analytics' })}
            </NavLink>
          </li>
        </ul>
      </nav>
      {children}
    </PageShell>
  );
}

export function Counter({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="counter">
      <span className="counter__value" data-testid={testId}>
        {value}
      </span>
      <span className="counter__label">{label}</span>
    </div>
  );
}

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`badge badge--${status.toLowerCase()}`}>{label}</span>;
}
