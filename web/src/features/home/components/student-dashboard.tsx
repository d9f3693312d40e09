import type { DashboardStats, Pet } from '@mathquest/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { QuestList } from '../../../components/engagement/quest-list';
import { FriendsPanel } from '../../../components/social/friends-panel';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
import { engagementApi } from '../../../lib/engagement-api';
import { MOOD_LABEL, PET_WARNING_BELOW } from '../../../lib/pet-rules';
import { useRealtime } from '../../../stores/realtime';
import { daysText } from '../../../lib/words';
import { GuildCard } from './guild-card';

/** Quests shown on the dashboard (docs/product/web.md, student dashboard). */
export const DASHBOARD_QUESTS = 3;

/** The hard-coded label of the dashboard's battle pass card. */
export const BATTLE_PASS_CARD_LABEL = 'Season 1: Math Masters';

export const QUICK_ACTIONS = [
  { label: 'Play Solo', icon: '🎯', to: paths.soloPlay.getHref() },
  { label: 'Boss Battle', icon: '🐉', to: paths.bosses.getHref() },
  { label: 'Story Mode', icon: '📖', to: paths.story.getHref() },
  { label: 'PvP Arena', icon: '⚔️', to: paths.challenges.getHref() },
  { label: 'Shop', icon: '🛒', to: paths.shop.getHref() },
  { label: 'Customize', icon: '🎨', to: paths.avatar.getHref() },
  { label: 'Home Base', icon: '🏠', to: paths.homebase.getHref() },
  { label: 'Guild Hall', icon: '🛡️', to: paths.guild.getHref() },
] as const;

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.max(0, Math.min(100, Math.round((part / whole) * 100))) : 0;
}

function PetCard({ pet }: { pet: Pet | null }) {
  if (!pet) {
    return (
      <Link to={paths.pets.getHref()} className="dash-card pet-card" data-testid="pet-card">
        <span className="dash-card__icon" aria-hidden="true">
          🥚
        </span>
        <strong>No pet yet</strong>
        <span className="muted">Visit your pets</span>
      </Link>
    );
  }
  const sad = pet.happiness < PET_WARNING_BELOW;
  return (
    // Named by its visible text (with hidden words around it), so what is read includes what is seen.
    <Link to={paths.pets.getHref()} className={`dash-card pet-card${sad ? ' pet-card--warning' : ''}`} data-testid="pet-card">
      <span className="dash-card__icon pet-card__emoji" aria-hidden="true">
        {pet.emoji}
      </span>
      <span className="sr-only">Your pet </span>
      <strong data-testid="pet-name">{pet.name}</strong>
      <span className="sr-only">, </span>
      <span data-testid="pet-level">Level {pet.level}</span>
      <span className="sr-only">, </span>
      <span data-testid="pet-happiness">
        <span aria-hidden="true">❤️ </span>
        {pet.happiness}% · {MOOD_LABEL[pet.mood]}
      </span>
      {sad ? (
        <span className="pet-card__warning" data-testid="pet-warning">
          <span className="sr-only">, </span>
          {pet.name} is unhappy: feed or play!
        </span>
      ) : null}
      <span className="sr-only"> Open your pets</span>
    </Link>
  );
}

function StatTiles({ stats }: { stats: DashboardStats }) {
  const tiles = [
    { key: 'today', label: "Today's Problems", value: stats.todayProblemsSolved.toLocaleString(), icon: '✅', tone: 'green' },
    { key: 'accuracy', label: 'Accuracy', value: `${stats.todayAccuracy}%`, icon: '🎯', tone: 'blue' },
    { key: 'streak-days', label: 'Streak', value: daysText(stats.streak), icon: '🔥', tone: 'orange' },
    { key: 'rank', label: 'Global Rank', value: stats.globalRank === null ? 'Unranked' : `#${stats.globalRank}`, icon: '🏅', tone: 'purple' },
  ];
  return (
    <section aria-label="Today's stats" className="stat-grid">
      {tiles.map((t) => (
        <div key={t.key} className={`stat-card stat-card--${t.tone}`} data-testid={`tile-${t.key}`}>
          <span className="stat-card__icon" aria-hidden="true">
            {t.icon}
          </span>
          <span className="stat-card__value">{t.value}</span>
          <span className="stat-card__label">{t.label}</span>
        </div>
      ))}
    </section>
  );
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; stats: DashboardStats };

/**
 * The engagement part of the student dashboard (docs/product/web.md, student dashboard): shows
 * 'Loading your dashboard...' until stats, quests, pet and battle pass have loaded (the guild card
 * loads on its own), then the pet, battle pass and guild cards, the four stat tiles, the quick actions and the first three daily quests. Quests,
 * pet, wallet and battle pass are read from the live store, so socket events move them.
 */
export function StudentDashboard({ onStats }: { onStats?: (stats: DashboardStats) => void }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const quests = useRealtime((s) => s.quests);
  const pet = useRealtime((s) => s.activePet);
  const pass = useRealtime((s) => s.battlePass);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    Promise.all([engagementApi.dashboardStats(), engagementApi.dailyQuests(), engagementApi.activePet(), engagementApi.battlePass()])
      .then(([stats, dailyQuests, activePet, battlePass]) => {
        if (!live) return;
        const store = useRealtime.getState();
        store.setQuests(dailyQuests);
        store.setActivePet(activePet);
        store.setBattlePass(battlePass);
        store.setWallet({ coins: stats.coins, gems: stats.gems });
        onStats?.(stats);
        setLoad({ state: 'ready', stats });
      })
      .catch((err: unknown) => {
        console.error('Failed to fetch student data', err);
        if (live) setLoad({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [attempt, onStats]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (load.state === 'loading') return <InlineLoading message="Loading your dashboard..." />;
  if (load.state === 'failed' || !quests || pet === undefined || !pass) {
    return (
      <div className="panel panel--error" role="alert" data-testid="dashboard-error">
        <p>We could not load your dashboard right now.</p>
        <button type="button" className="btn btn--primary" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }

  return (
    <div className="dashboard" data-testid="student-dashboard">
      <div className="dash-row">
        <PetCard pet={pet} />
        <Link to={paths.battlepass.getHref()} className="dash-card battlepass-card" data-testid="battlepass-card">
          <span className="dash-card__icon" aria-hidden="true">
            🎟️
          </span>
          <strong>{BATTLE_PASS_CARD_LABEL}</strong>
          <span data-testid="battlepass-level">Level {pass.currentLevel}</span>
          <span
            className="xp-bar xp-bar--small"
            role="progressbar"
            aria-label="Battle pass progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent(pass.currentXp, pass.xpForNextLevel)}
            aria-valuetext={`${pass.currentXp} of ${pass.xpForNextLevel} XP`}
          >
            <span className="xp-bar__fill" style={{ width: `${percent(pass.currentXp, pass.xpForNextLevel)}%` }} />
          </span>
          <span className="muted" data-testid="battlepass-xp">
            {pass.currentXp} / {pass.xpForNextLevel} XP
          </span>
        </Link>
        <GuildCard />
      </div>

      <StatTiles stats={load.stats} />

      <section aria-labelledby="quick-actions-title" className="section">
        <h2 id="quick-actions-title" className="section__title section__title--left">
          Quick Actions
        </h2>
        <ul className="quick-grid">
          {QUICK_ACTIONS.map((a) => (
            <li key={a.label}>
              <Link to={a.to} className="quick-tile">
                <span className="quick-tile__icon" aria-hidden="true">
                  {a.icon}
                </span>
                <span>{a.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="quests-title" className="panel">
        <h2 id="quests-title" className="section__title section__title--left">
          Daily Quests
        </h2>
        <QuestList quests={quests} limit={DASHBOARD_QUESTS} />
        <Link to={paths.soloPlay.getHref()} className="btn btn--secondary">
          Complete Quests
        </Link>
      </section>

      <FriendsPanel />
    </div>
  );
}
