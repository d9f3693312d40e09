import { Link } from 'react-router-dom';
import { PageShell } from '../../../components/layouts/page-shell';
import { paths } from '../../../config/paths';
import { planOf } from '../../../config/plans';
import { useFreshUser } from '../../../stores/session';

/** /profile: who the user is, a student's lifetime numbers, and their subscription. */
export default function ProfilePage() {
  const user = useFreshUser();
  const sp = user?.studentProfile;
  const displayName = user?.profile.displayName || 'Student';
  const username = user?.profile.username || 'Student';
  const plan = planOf(user?.plan);
  const rows = [
    { label: 'Level', value: sp?.currentLevel || 1, testId: 'profile-level' },
    { label: 'Total XP', value: (sp?.totalXp ?? 0).toLocaleString(), testId: 'profile-xp' },
    { label: 'Problems solved', value: (sp?.totalProblems ?? 0).toLocaleString(), testId: 'profile-problems' },
    { label: 'Problems correct', value: (sp?.totalCorrect ?? 0).toLocaleString(), testId: 'profile-correct' },
    { label: 'Time spent', value: `${sp?.totalTimeSpent ?? 0} min`, testId: 'profile-time' },
    { label: 'Accuracy', value: `${sp?.averageAccuracy ?? 0}%`, testId: 'profile-accuracy' },
  ];

  return (
    <PageShell narrow back={{ to: paths.home.getHref(), label: 'Back to Home' }}>
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
    </PageShell>
  );
}
