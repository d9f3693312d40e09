import { useEffect } from 'react';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { useFreshUser, useProfileIsCurrent } from '../../../stores/session';
import { useRealtime } from '../../../stores/realtime';
import { problemsLeft, useAllowance } from '../../../stores/allowance';
import { useDashboardStats } from '../../../components/engagement/get-dashboard-stats';
import { ModeList } from './mode-list';
import { StudentDashboard } from './student-dashboard';
import { StudentStatsPanel } from './student-stats';
import { useI18n } from '../../../i18n/use-i18n';

/** Coins and gems beside the greeting: live balances once known, else the account's. */
function Wallet({ coins, gems }: { coins: number; gems: number }) {
  const intl = useI18n('home');
  return (
    <p className="wallet" aria-label={intl.formatMessage({ id: 'home.wallet.label' })}>
      <span className="pill" data-testid="wallet-coins">
        <span aria-hidden="true">🪙 </span>
        {intl.formatMessage({ id: 'home.wallet.coins' }, { count: coins })}
      </span>
      <span className="pill" data-testid="wallet-gems">
        <span aria-hidden="true">💎 </span>
        {intl.formatMessage({ id: 'home.wallet.gems' }, { count: gems })}
      </span>
    </p>
  );
}

/**
 * Home at /home and /dashboard (docs/product/web.md, student dashboard; docs/adr/0033). A
 * student sees at once what the account already knows (greeting, wallet, level cards and bar,
 * the mode list), and the engagement dashboard below it once it has loaded. Parents and teachers
 * have homes of their own (RoleHome in app/routes/area-routes.tsx sends them there).
 */
export default function HomePage() {
  const intl = useI18n('home');
  const user = useFreshUser();
  // Numbers known from before the last answer are never shown as current (docs/adr/0039).
  const current = useProfileIsCurrent();
  const { data: stats } = useDashboardStats();
  const wallet = useRealtime((s) => s.wallet);
  const allowance = useAllowance((s) => (s.userId === user?.id ? s.allowance : null));
  const refreshAllowance = useAllowance((s) => s.refresh);
  useEffect(() => {
    void refreshAllowance();
  }, [refreshAllowance, user?.id, user?.plan]);
  // The greeting uses the username ('Student' when there is none); the header shows the display name.
  const username = stats?.username || user?.profile.username || intl.formatMessage({ id: 'shell.header.fallbackName' });

  return (
    <PageShell header={<UserHeader />}>
      <div className="greeting">
        <h1 className="page-title">
          {intl.formatMessage({ id: 'home.greeting' }, { name: username })} <span aria-hidden="true">👋</span>
        </h1>
        <Wallet coins={wallet?.coins ?? user?.studentProfile?.coins ?? 0} gems={wallet?.gems ?? user?.studentProfile?.gems ?? 0} />
      </div>
      {/* The coins card follows the live wallet too, so it agrees with the wallet beside the greeting. */}
      <StudentStatsPanel loading={!current} profile={user?.studentProfile && wallet ? { ...user.studentProfile, coins: wallet.coins, gems: wallet.gems } : (user?.studentProfile ?? null)} />
      <StudentDashboard />
      <ModeList soloLeft={problemsLeft(allowance)} />
    </PageShell>
  );
}
