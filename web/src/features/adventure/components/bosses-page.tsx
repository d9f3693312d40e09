import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { contentWords } from '../../../i18n/content-words';
import { topicNames } from '../../../i18n/topic-names';
import { useI18n } from '../../../i18n/use-i18n';
import type { Boss } from '@mathquest/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
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
  const intl = useI18n('adventure');
  // Boss names and descriptions in the reader's language, by id (the server's words for a boss the catalogue lacks).
  const content = useI18n('content');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
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
      setError(wordError(intl, errorFactsOf(err), 'adventure.bosses.startFailed', 'boss'));
      setStarting(null);
    }
  }

  return (
    <PageShell header={<UserHeader />} back={{ to: paths.dashboard.getHref(), label: t('adventure.back') }}>
      <h1 className="page-title">{t('adventure.bosses.title')}</h1>
      {error ? (
        <p className="form__error" role="alert" data-testid="boss-error">
          {error}
        </p>
      ) : null}
      {failed ? (
        <div className="panel panel--error" role="alert">
          <p>{t('adventure.bosses.loadFailed')}</p>
          <button type="button" className="btn btn--primary" onClick={retry}>
            {t('ui.tryAgain')}
          </button>
        </div>
      ) : bosses === null ? (
        <InlineLoading message={t('adventure.bosses.loading')} />
      ) : bosses.length === 0 ? (
        <p className="empty-state">{t('adventure.bosses.empty')}</p>
      ) : (
        <ul className="boss-grid">
          {bosses.map((b) => (
            <li key={b.id} className={`panel boss-card${b.isLocked ? ' boss-card--locked' : ''}`} data-testid={`boss-${b.id}`} aria-labelledby={`boss-name-${b.id}`}>
              <img src={b.imageUrl} alt="" width={64} height={64} onError={(e) => (e.currentTarget.style.display = 'none')} />
              <h2 id={`boss-name-${b.id}`}>{contentWords(content, 'boss', b.id, 'name', b.name)}</h2>
              <p className="muted">{contentWords(content, 'boss', b.id, 'description', b.description)}</p>
              <p>
                <span className="boss-label">{t('adventure.bosses.tier', { tier: difficultyLabel(b.difficulty) })}</span> · {t('adventure.bosses.difficulty', { level: b.difficulty, max: 5 })} · ❤️ {intl.formatNumber(b.maxHealth)}
              </p>
              <p className="muted boss-card__topics">{intl.formatList(b.topics.slice(0, TOPICS_SHOWN).map(topicNames(intl).topic), { type: 'unit' })}</p>
              <p>
                {t('adventure.bosses.rewards', { coins: b.rewardCoins, xp: b.rewardXp, gems: b.rewardGems })}
              </p>
              {b.isLocked ? (
                <p className="boss-card__lock">{t('adventure.bosses.locked', { level: b.requiredLevel })}</p>
              ) : (
                <button type="button" className="btn btn--primary" disabled={starting !== null} onClick={() => void start(b)} data-testid={`start-${b.id}`}>
                  {starting === b.id ? t('adventure.bosses.starting') : t('adventure.bosses.start')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {bosses && bosses.length > 0 ? (
        <section className="panel" aria-labelledby="history-title">
          <h2 id="history-title">{t('adventure.bosses.history')}</h2>
          {history.length === 0 ? (
            <p className="muted">{t('adventure.bosses.noHistory')}</p>
          ) : (
            <ul>
              {history.map((h) => (
                <li key={h.battleId}>
                  <strong>{contentWords(content, 'boss', h.bossId, 'name', h.bossName)}</strong>: {h.outcome === 'VICTORY' ? t('adventure.bosses.victory', { coins: h.rewards.coins, xp: h.rewards.xp, gems: h.rewards.gems }) : t('adventure.bosses.retreated')}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </PageShell>
  );
}
