import { Link } from 'react-router-dom';
import { PageShell } from '../../../components/layouts/page-shell';
import { homePathFor, paths } from '../../../config/paths';
import { planOf } from '../../../config/plans';
import { DeleteAccountButton } from '../../../components/privacy/delete-account-dialog';
import { DownloadDataButton } from '../../../components/privacy/download-data-button';
import { useFreshUser, useSession } from '../../../stores/session';
import { ChangePasswordForm } from './change-password-form';

/**
 * A teacher's or a parent's account: they do not play, so a plan's daily problems mean nothing to
 * them; the section says what the account is for and where its own screens are.
 */
function AccountSection({ role }: { role: 'TEACHER' | 'PARENT' }) {
  return (
    <section className="panel" aria-labelledby="profile-account">
      <h2 id="profile-account">Account</h2>
      <p className="plan-pill" data-testid="profile-account">
        <strong>{role === 'TEACHER' ? 'Teacher account' : 'Parent account'}</strong>
        <span>
          {role === 'TEACHER'
            ? 'Create classes, set assignments and follow how your students do.'
            : "Follow your children's progress and read their reports."}
        </span>
      </p>
      <Link to={homePathFor(role)} className="btn btn--primary">
        Go to Dashboard
      </Link>
    </section>
  );
}

/**
 * /profile: who the user is, a student's lifetime numbers, their subscription (an adult's account
 * instead), and, for every role, the 'Change password' form and the account's data: download it
 * or delete the account (docs/product/privacy.md).
 */
export default function ProfilePage() {
  const user = useFreshUser();
  const sp = user?.studentProfile;
  const displayName = user?.profile.displayName || 'Student';
  const username = user?.profile.username || 'Student';
  const plan = planOf(user?.plan);
  const rows = [
    { label: 'Level', value: sp?.currentLevel || 1, testId: 'profile-level' },
    { label: 'Total XP', value: (sp?.totalXp ?? 0).toLocaleString(), testId: 'profile-xp' },
    // Every graded answer, right or wrong: 'solved' would claim they were all right.
    { label: 'Problems answered', value: (sp?.totalProblems ?? 0).toLocaleString(), testId: 'profile-problems' },
    { label: 'Problems correct', value: (sp?.totalCorrect ?? 0).toLocaleString(), testId: 'profile-correct' },
    { label: 'Time spent', value: `${sp?.totalTimeSpent ?? 0} min`, testId: 'profile-time' },
    { label: 'Accuracy', value: `${sp?.averageAccuracy ?? 0}%`, testId: 'profile-accuracy' },
  ];

  return (
    <PageShell narrow back={{ to: user?.role === 'TEACHER' ? homePathFor(user.role) : paths.home.getHref(), label: 'Back to Home' }}>
      <section className="panel profile-card" aria-labelledby="profile-name">
        <span className="avatar avatar--xl" aria-hidden="true">
          {displayName.charAt(0).toUpperCase()}
        </span>
        <h1 id="profile-name">{displayName}</h1>
        <p className="muted">@{username}</p>
      </section>
      {user?.role === 'STUDENT' || sp ? (
        <section className="panel" aria-labelledby="profile-stats">
          <h2 id="profile-stats">Your stats</h2>
          <dl className="stat-list">
            {rows.map((r) => (
              <div key={r.label} className="stat-list__row">
                <dt>{r.label}</dt>
                <dd data-testid={r.testId}>{r.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {user?.role === 'TEACHER' || user?.role === 'PARENT' ? (
        <AccountSection role={user.role} />
      ) : (
        <section className="panel" aria-labelledby="profile-sub">
          <h2 id="profile-sub">Subscription</h2>
          <p className="plan-pill" data-testid="profile-plan">
            <strong>{plan.name} Plan</strong>
            <span>{plan.allowance}</span>
          </p>
          <Link to={paths.plans.getHref()} className="btn btn--primary">
            {plan.id === 'FREE' ? 'Upgrade your plan' : 'View plans'}
          </Link>
        </section>
      )}
      {user ? <ChangePasswordForm /> : null}
      {user ? (
        <section className="panel" aria-labelledby="profile-data">
          <h2 id="profile-data">Your data</h2>
          <p className="muted">Download everything MathQuest holds about your account as one file, or delete your account.</p>
          <div className="privacy-actions">
            <DownloadDataButton userId={user.id} label="Download my data" />
            <DeleteAccountButton userId={user.id} username={user.profile.username} label="Delete my account" own onErased={() => useSession.getState().markErasurePending()} />
          </div>
        </section>
      ) : null}
    </PageShell>
  );
}
