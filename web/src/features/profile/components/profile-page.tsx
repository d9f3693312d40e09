import { FREE_DAILY_PROBLEMS } from '@mathquest/contracts';
import { Link } from 'react-router-dom';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { PageShell } from '../../../components/layouts/page-shell';
import { homePathFor, paths } from '../../../config/paths';
import { planOf } from '../../../config/plans';
import { DeleteAccountButton } from '../../../components/privacy/delete-account-dialog';
import { DownloadDataButton } from '../../../components/privacy/download-data-button';
import { useI18n } from '../../../i18n/use-i18n';
import { useFreshUser, useSession } from '../../../stores/session';
import { useSetLanguage } from '../api/set-language';
import { ChangePasswordForm } from './change-password-form';

/**
 * A teacher's or a parent's account: they do not play, so a plan's daily problems mean nothing to
 * them; the section says what the account is for and where its own screens are.
 */
function AccountSection({ role }: { role: 'TEACHER' | 'PARENT' }) {
  const intl = useI18n();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className="panel" aria-labelledby="profile-account">
      <h2 id="profile-account">{t('profile.account.title')}</h2>
      <p className="plan-pill" data-testid="profile-account">
        <strong>{t(role === 'TEACHER' ? 'profile.account.teacher' : 'profile.account.parent')}</strong>
        <span>{t(role === 'TEACHER' ? 'profile.account.teacherText' : 'profile.account.parentText')}</span>
      </p>
      <Link to={homePathFor(role)} className="btn btn--primary">
        {t('profile.account.dashboard')}
      </Link>
    </section>
  );
}

/**
 * The interface's language, saved on the account (docs/product/i18n.md): the switch shows at once;
 * a save that fails keeps the choice on this device and says so.
 */
function LanguageSection() {
  const intl = useI18n();
  const save = useSetLanguage();
  return (
    <section className="panel" aria-labelledby="profile-language">
      <h2 id="profile-language">{intl.formatMessage({ id: 'profile.language.title' })}</h2>
      <p className="muted">{intl.formatMessage({ id: 'profile.language.text' })}</p>
      <LanguageSwitcher id="profile-language-choice" onChosen={(language) => save.mutate(language)} />
      {save.isError ? (
        <p className="form__error" role="alert" data-testid="language-save-error">
          {intl.formatMessage({ id: 'language.saveFailed' })}
        </p>
      ) : null}
    </section>
  );
}

/**
 * /profile: who the user is, a student's lifetime numbers, their subscription (an adult's account
 * instead), and, for every role, the 'Change password' form and the account's data: download it
 * or delete the account (docs/product/privacy.md), and the interface's language. Numbers are
 * formatted in the reader's language.
 */
export default function ProfilePage() {
  const intl = useI18n();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const user = useFreshUser();
  const sp = user?.studentProfile;
  const displayName = user?.profile.displayName || t('shell.header.fallbackName');
  const username = user?.profile.username || t('shell.header.fallbackName');
  const plan = planOf(user?.plan);
  const rows = [
    { label: t('profile.stats.level'), value: intl.formatNumber(sp?.currentLevel || 1), testId: 'profile-level' },
    { label: t('profile.stats.xp'), value: intl.formatNumber(sp?.totalXp ?? 0), testId: 'profile-xp' },
    // Every graded answer, right or wrong: 'solved' would claim they were all right.
    { label: t('profile.stats.answered'), value: intl.formatNumber(sp?.totalProblems ?? 0), testId: 'profile-problems' },
    { label: t('profile.stats.correct'), value: intl.formatNumber(sp?.totalCorrect ?? 0), testId: 'profile-correct' },
    { label: t('profile.stats.time'), value: t('profile.stats.timeValue', { minutes: sp?.totalTimeSpent ?? 0 }), testId: 'profile-time' },
    // A percent with at most one decimal, as the server rounds it (75.5%).
    { label: t('profile.stats.accuracy'), value: intl.formatNumber((sp?.averageAccuracy ?? 0) / 100, { style: 'percent', maximumFractionDigits: 1 }), testId: 'profile-accuracy' },
  ];

  return (
    <PageShell narrow back={{ to: user?.role === 'TEACHER' ? homePathFor(user.role) : paths.home.getHref(), label: t('profile.back') }}>
      <section className="panel profile-card" aria-labelledby="profile-name">
        <span className="avatar avatar--xl" aria-hidden="true">
          {displayName.charAt(0).toUpperCase()}
        </span>
        <h1 id="profile-name">{displayName}</h1>
        <p className="muted">@{username}</p>
      </section>
      {user?.role === 'STUDENT' || sp ? (
        <section className="panel" aria-labelledby="profile-stats">
          <h2 id="profile-stats">{t('profile.stats.title')}</h2>
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
          <h2 id="profile-sub">{t('profile.plan.title')}</h2>
          <p className="plan-pill" data-testid="profile-plan">
            <strong>{t('profile.plan.name', { plan: plan.id })}</strong>
            <span>{t('profile.plan.allowance', { plan: plan.id, limit: FREE_DAILY_PROBLEMS })}</span>
          </p>
          <Link to={paths.plans.getHref()} className="btn btn--primary">
            {t(plan.id === 'FREE' ? 'profile.plan.upgrade' : 'profile.plan.view')}
          </Link>
        </section>
      )}
      {user ? <LanguageSection /> : null}
      {user ? <ChangePasswordForm /> : null}
      {user ? (
        <section className="panel" aria-labelledby="profile-data">
          <h2 id="profile-data">{t('profile.data.title')}</h2>
          <p className="muted">{t('profile.data.text')}</p>
          <div className="privacy-actions">
            <DownloadDataButton userId={user.id} label={t('profile.data.download')} />
            <DeleteAccountButton userId={user.id} username={user.profile.username} label={t('profile.data.delete')} own onErased={() => useSession.getState().markErasurePending()} />
          </div>
        </section>
      ) : null}
    </PageShell>
  );
}
