import type { DashboardStats, Pet } from '@mathquest/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { QuestList } from '../../../components/engagement/quest-list';
import { FriendsPanel } from '../../../components/social/friends-panel';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
import { PanelBoundary } from '../../../components/panel-boundary';
import { PET_WARNING_BELOW } from '../../../components/engagement/pet-mood';
import { useRealtime } from '../../../stores/realtime';
import { petName } from '../../../i18n/pet-names';
import { useI18n } from '../../../i18n/use-i18n';
import { activePetQueryOptions } from '../../../components/engagement/get-active-pet';
import { battlePassQueryOptions } from '../api/get-battle-pass';
import { dailyQuestsQueryOptions } from '../../../components/engagement/get-daily-quests';
import { dashboardStatsQueryOptions } from '../../../components/engagement/get-dashboard-stats';
import { GuildCard } from './guild-card';

/** Quests shown on the dashboard (docs/product/web.md, student dashboard). */
export const DASHBOARD_QUESTS = 3;

/** The quick actions; `key` is the value of the `home.quick.action` message's select. */
export const QUICK_ACTIONS = [
  { key: 'solo', icon: '🎯', to: paths.soloPlay.getHref() },
  { key: 'boss', icon: '🐉', to: paths.bosses.getHref() },
  { key: 'story', icon: '📖', to: paths.story.getHref() },
  { key: 'pvp', icon: '⚔️', to: paths.challenges.getHref() },
  { key: 'shop', icon: '🛒', to: paths.shop.getHref() },
  { key: 'avatar', icon: '🎨', to: paths.avatar.getHref() },
  { key: 'homebase', icon: '🏠', to: paths.homebase.getHref() },
  { key: 'guild', icon: '🛡️', to: paths.guild.getHref() },
] as const;

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.max(0, Math.min(100, Math.round((part / whole) * 100))) : 0;
}

function PetCard({ pet }: { pet: Pet | null }) {
  const intl = useI18n('home');
  if (!pet) {
    return (
      <Link to={paths.pets.getHref()} className="dash-card pet-card" data-testid="pet-card">
        <span className="dash-card__icon" aria-hidden="true">
          🥚
        </span>
        <strong>{intl.formatMessage({ id: 'home.pet.none' })}</strong>
        <span className="muted">{intl.formatMessage({ id: 'home.pet.visit' })}</span>
      </Link>
    );
  }
  const sad = pet.happiness < PET_WARNING_BELOW;
  // The game names its pets: worded by the pet's id (docs/adr/0191).
  const name = petName(intl, pet.id, pet.name);
  return (
    // Named by its visible text (with hidden words around it), so what is read includes what is seen.
    <Link to={paths.pets.getHref()} className={`dash-card pet-card${sad ? ' pet-card--warning' : ''}`} data-testid="pet-card">
      <span className="dash-card__icon pet-card__emoji" aria-hidden="true">
        {pet.emoji}
      </span>
      <span className="sr-only">{intl.formatMessage({ id: 'home.pet.yours' })} </span>
      <strong data-testid="pet-name">{name}</strong>
      <span className="sr-only">, </span>
      <span data-testid="pet-level">{intl.formatMessage({ id: 'home.pet.level' }, { level: pet.level })}</span>
      <span className="sr-only">, </span>
      <span data-testid="pet-happiness">
        <span aria-hidden="true">❤️ </span>
        {pet.happiness}% · {intl.formatMessage({ id: 'engagement.petMood' }, { mood: pet.mood })}
      </span>
      {sad ? (
        <span className="pet-card__warning" data-testid="pet-warning">
          <span className="sr-only">, </span>
          {intl.formatMessage({ id: 'home.pet.unhappy' }, { name })}
        </span>
      ) : null}
      <span className="sr-only"> {intl.formatMessage({ id: 'home.pet.open' })}</span>
    </Link>
  );
}

function StatTiles({ stats }: { stats: DashboardStats }) {
  const intl = useI18n('home');
  const tiles = [
    { key: 'today', label: 'today', value: intl.formatNumber(stats.todayProblemsSolved), icon: '✅', tone: 'green' },
    { key: 'accuracy', label: 'accuracy', value: `${stats.todayAccuracy}%`, icon: '🎯', tone: 'blue' },
    { key: 'streak-days', label: 'streak', value: intl.formatMessage({ id: 'home.days' }, { count: stats.streak }), icon: '🔥', tone: 'orange' },
    { key: 'rank', label: 'rank', value: stats.globalRank === null ? intl.formatMessage({ id: 'home.tiles.unranked' }) : `#${intl.formatNumber(stats.globalRank)}`, icon: '🏅', tone: 'purple' },
  ];
  return (
    <section aria-label={intl.formatMessage({ id: 'home.tiles.label' })} className="stat-grid">
      {tiles.map((t) => (
        <div key={t.key} className={`stat-card stat-card--${t.tone}`} data-testid={`tile-${t.key}`}>
          <span className="stat-card__icon" aria-hidden="true">
            {t.icon}
          </span>
          <span className="stat-card__value">{t.value}</span>
          <span className="stat-card__label">{intl.formatMessage({ id: 'home.tiles.tile' }, { tile: t.label })}</span>
        </div>
      ))}
    </section>
  );
}

/**
 * A panel reads the query the dashboard already read when it opened (useDashboardSettled), so it
 * does not read it again on mount; a failed read throws to the panel's boundary, whose 'Try
 * again' reads it again.
 */
const PANEL = { throwOnError: true, refetchOnMount: false } as const;

/** A dashboard panel while its read is under way again after 'Try again'. */
function PanelLoading() {
  const intl = useI18n();
  return <InlineLoading message={intl.formatMessage({ id: 'shell.loading' })} />;
}

/** The pet card from the live store, once GET /pets/active has answered; a failed read throws to its boundary. */
function PetPanel() {
  useQuery({ ...activePetQueryOptions(), ...PANEL });
  const pet = useRealtime((s) => s.activePet);
  return pet === undefined ? <PanelLoading /> : <PetCard pet={pet} />;
}

function BattlePassPanel() {
  const intl = useI18n('home');
  useQuery({ ...battlePassQueryOptions(), ...PANEL });
  const pass = useRealtime((s) => s.battlePass);
  if (!pass) return <PanelLoading />;
  return (
    <Link to={paths.battlepass.getHref()} className="dash-card battlepass-card" data-testid="battlepass-card">
      <span className="dash-card__icon" aria-hidden="true">
        🎟️
      </span>
      <strong>{intl.formatMessage({ id: 'home.pass.title' })}</strong>
      <span data-testid="battlepass-level">{intl.formatMessage({ id: 'home.pass.level' }, { level: pass.currentLevel })}</span>
      <span
        className="xp-bar xp-bar--small"
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'home.pass.progress' })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent(pass.currentXp, pass.xpForNextLevel)}
        aria-valuetext={intl.formatMessage({ id: 'home.pass.valueText' }, { xp: pass.currentXp, next: pass.xpForNextLevel })}
      >
        <span className="xp-bar__fill" style={{ width: `${percent(pass.currentXp, pass.xpForNextLevel)}%` }} />
      </span>
      <span className="muted" data-testid="battlepass-xp">
        {intl.formatMessage({ id: 'home.pass.xp' }, { xp: pass.currentXp, next: pass.xpForNextLevel })}
      </span>
    </Link>
  );
}

function StatsPanel() {
  const { data: stats } = useQuery({ ...dashboardStatsQueryOptions(), ...PANEL });
  return stats ? <StatTiles stats={stats} /> : <PanelLoading />;
}

function QuestsPanel() {
  const intl = useI18n('home');
  useQuery({ ...dailyQuestsQueryOptions(), ...PANEL });
  const quests = useRealtime((s) => s.quests);
  return (
    <section aria-labelledby="quests-title" className="panel">
      <h2 id="quests-title" className="section__title section__title--left">
        {intl.formatMessage({ id: 'home.quests.title' })}
      </h2>
      {quests ? <QuestList quests={quests} limit={DASHBOARD_QUESTS} /> : <PanelLoading />}
      <Link to={paths.soloPlay.getHref()} className="btn btn--secondary">
        {intl.formatMessage({ id: 'home.quests.complete' })}
      </Link>
    </section>
  );
}

/** The four reads the dashboard waits for before it shows its panels. */
function useDashboardSettled(): boolean {
  return useQueries({
    queries: [dashboardStatsQueryOptions(), dailyQuestsQueryOptions(), activePetQueryOptions(), battlePassQueryOptions()],
    combine: (results) => results.every((r) => r.status !== 'pending'),
  });
}

const LOG = 'Failed to fetch student data';

/**
 * The engagement part of the student dashboard (docs/product/web.md, student dashboard): shows
 * 'Loading your dashboard...' until stats, quests, pet and battle pass have answered (the guild
 * card and the friends panel load on their own), then the pet, battle pass and guild cards, the
 * four stat tiles, the quick actions, the first three daily quests and the friends. Each panel
 * sits in its own boundary (docs/adr/0190): a failed read shows that panel's message and 'Try
 * again', the rest of the dashboard works. Quests, pet, wallet and battle pass are read from the
 * live store, so socket events move them.
 */
export function StudentDashboard() {
  const intl = useI18n('home');
  const t = (id: string) => intl.formatMessage({ id });
  const settled = useDashboardSettled();
  // Once shown, the panels stay: a panel read again after 'Try again' shows its own loading.
  const [shown, setShown] = useState(false);
  if (settled && !shown) setShown(true);

  if (!shown) return <InlineLoading message={intl.formatMessage({ id: 'home.dashboard.loading' })} />;

  return (
    <div className="dashboard" data-testid="student-dashboard">
      <div className="dash-row">
        <PanelBoundary message={t('home.error.pet')} log={LOG} testId="pet-error">
          <PetPanel />
        </PanelBoundary>
        <PanelBoundary message={t('home.error.pass')} log={LOG} testId="battlepass-error">
          <BattlePassPanel />
        </PanelBoundary>
        <PanelBoundary message={t('home.error.guild')} log="The guild card failed" testId="guild-card-error">
          <GuildCard />
        </PanelBoundary>
      </div>

      <PanelBoundary message={t('home.error.stats')} log={LOG} testId="stats-error">
        <StatsPanel />
      </PanelBoundary>

      <section aria-labelledby="quick-actions-title" className="section">
        <h2 id="quick-actions-title" className="section__title section__title--left">
          {intl.formatMessage({ id: 'home.quick.title' })}
        </h2>
        <ul className="quick-grid">
          {QUICK_ACTIONS.map((a) => (
            <li key={a.key}>
              <Link to={a.to} className="quick-tile">
                <span className="quick-tile__icon" aria-hidden="true">
                  {a.icon}
                </span>
                <span>{intl.formatMessage({ id: 'home.quick.action' }, { action: a.key })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <PanelBoundary message={t('home.error.quests')} log={LOG} testId="quests-error">
        <QuestsPanel />
      </PanelBoundary>

      <PanelBoundary message={t('home.error.friends')} log="The friends panel failed" testId="friends-error">
        <FriendsPanel />
      </PanelBoundary>
    </div>
  );
}
