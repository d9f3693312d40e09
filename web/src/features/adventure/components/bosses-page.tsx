import type { Boss } from '@mathquest/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { usePageReads } from '../../../lib/page-reads';
import { useBattleHistory } from '../api/get-battle-history';
import { useBosses } from '../api/get-bosses';
import { useStartBattle } from '../api/start-adventure';
import { battleHref, difficultyLabel } from '../rules';
import '../../../styles/adventure.css';

/** Topics listed on a card (docs/product/engagement.md#bosses). */
const TOPICS_SHOWN = 3;

/** Boss Battles at /bosses (docs/product/engagement.md#bosses). */
export default function BossesPage() {
  const navigate = useNavigate();
  const bossesRead = useBosses();
  const historyRead = useBattleHistory();
  const startBattle = useStartBattle();
  const [starting, setStarting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const { failed, ready, retry } = usePageReads([bossesRead, historyRead], 'bosses');
  const bosses = ready ? bossesRead.data! : null;
  const history = historyRead.data ?? [];

  async function start(boss: Boss) {
    setStarting(boss.id);
    setError(null);
    try {
      const { id } = await startBattle.mutateAsync(boss.id);
      navigate(battleHref(id));
    } catch (err) {
      console.error('Failed to start boss battle', err);
      setError(messageOf(err, 'The battle could not start. Please try again.'));
      setStarting(null);
    }
  }

  return (
    <PageShell header={<UserHeader />} back={{ to: paths.dashboard.getHref(), label: 'Back to Dashboard' }}>
      <h1 className="page-title">Boss Battles</h1>
      {error ? (
        <p className="form__error" role="alert" data-testid="boss-error">
          {error}
        </p>
      ) : null}
      {failed ? (
        <div className="panel panel--error" role="alert">
          <p>We could not load the bosses right now.</p>
          <button type="button" className="btn btn--primary" onClick={retry}>
            Try again
          </button>
        </div>
      ) : bosses === null ? (
        <InlineLoading message="Loading bosses..." />
      ) : bosses.length === 0 ? (
        <p className="empty-state">No Bosses Available Yet</p>
      ) : (
        <ul className="boss-grid">
          {bosses.map((b) => (
            <li key={b.id} className={`panel boss-card${b.isLocked ? ' boss-card--locked' : ''}`} data-testid={`boss-${b.id}`} aria-labelledby={`boss-name-${b.id}`}>
              <img src={b.imageUrl} alt="" width={64} height={64} onError={(e) => (e.currentTarget.style.display = 'none')} />
              <h2 id={`boss-name-${b.id}`}>{b.name}</h2>
              <p className="muted">{b.description}</p>
              <p>
                <span className="boss-label">{difficultyLabel(b.difficulty)}</span> · Difficulty {b.difficulty}/5 · ❤️ {b.maxHealth}
              </p>
              <p className="muted">{b.topics.slice(0, TOPICS_SHOWN).join(', ')}</p>
              <p>
                🪙 {b.rewardCoins} · ✨ {b.rewardXp} XP · 💎 {b.rewardGems}
              </p>
              {b.isLocked ? (
                <p className="boss-card__lock">Locked - Level {b.requiredLevel}</p>
              ) : (
                <button type="button" className="btn btn--primary" disabled={starting !== null} onClick={() => void start(b)} data-testid={`start-${b.id}`}>
                  {starting === b.id ? 'Starting Battle...' : 'Start Battle'}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {bosses && bosses.length > 0 ? (
        <section className="panel" aria-labelledby="history-title">
          <h2 id="history-title">Battle History</h2>
          {history.length === 0 ? (
            <p className="muted">No battles yet. Pick a boss to begin!</p>
          ) : (
            <ul>
              {history.map((h) => (
                <li key={h.battleId}>
                  <strong>{h.bossName}</strong>: {h.outcome === 'VICTORY' ? `VICTORY (+${h.rewards.coins} coins, +${h.rewards.xp} XP, +${h.rewards.gems} gems)` : 'Retreated'}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </PageShell>
  );
}
