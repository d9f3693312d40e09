import type { BossBattle, SubmitAnswerResult } from '@mathquest/contracts';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { contentWords } from '../../../i18n/content-words';
import { useI18n } from '../../../i18n/use-i18n';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { useConfetti } from '../hooks/use-confetti';
import { useAbandonBattle, useBossDamage } from '../api/battle-actions';
import { useActiveBattle } from '../api/get-active-battle';
import { BOSS_INTRO_MS, bossLevel, bossMood, VICTORY_EXIT_MS } from '../boss-rules';
import { SessionPlay } from './session-play';
import '../../../styles/adventure.css';

type Phase = 'loading' | 'intro' | 'battle' | 'victory';

/**
 * The practice screen in boss mode (/game/solo-play?mode=boss, docs/product/practice.md#boss-battles):
 * the active battle (none: back to /bosses), an intro of 3 s, the battle with the boss's health
 * ('low' below 30 %, 'enraged' below 10 %), victory with its rewards and back to /bosses after
 * 5 s, or a retreat. The health is the server's: each graded answer's result carries it.
 */
export default function BossBattleScreen() {
  const navigate = useNavigate();
  const intl = useI18n('practice');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const activeBattle = useActiveBattle();
  const damage = useBossDamage();
  const abandon = useAbandonBattle();
  /** The health the last graded answer gave; until then the server's battle as read. */
  const [health, setHealth] = useState<number | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [lastHit, setLastHit] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const loaded = activeBattle.data;
  // The boss's name in the reader's language, by id (the server's words for a boss the catalogue lacks).
  const content = useI18n('content');
  const battle = useMemo<BossBattle | null>(
    () => (loaded ? { ...loaded, boss: { ...loaded.boss, name: contentWords(content, 'boss', loaded.boss.id, 'name', loaded.boss.name), description: contentWords(content, 'boss', loaded.boss.id, 'description', loaded.boss.description) }, currentHealth: health ?? loaded.currentHealth } : null),
    [loaded, health, content],
  );
  const error = actionError ?? (activeBattle.isError ? wordError(intl, errorFactsOf(activeBattle.error), 'practice.boss.loadFailed') : null);
  useLoggedFailure(activeBattle.error, 'Failed to load the battle');
  useConfetti(phase === 'victory' ? loaded : null);

  // No battle to fight: back to the bosses. A battle read: its intro starts.
  useEffect(() => {
    if (loaded === null) navigate(paths.bosses.getHref(), { replace: true });
    else if (loaded && phase === 'loading') setPhase('intro');
  }, [loaded, phase, navigate]);

  useEffect(() => {
    if (phase !== 'intro') return;
    const t = setTimeout(() => setPhase('battle'), BOSS_INTRO_MS);
    return () => clearTimeout(t);
  }, [phase]);

  useEffect(() => {
    if (phase !== 'victory') return;
    const t = setTimeout(() => navigate(paths.bosses.getHref()), VICTORY_EXIT_MS);
    return () => clearTimeout(t);
  }, [phase, navigate]);

  function onResult(r: SubmitAnswerResult) {
    if (!r.battle || !battle) return;
    setHealth(r.battle.currentHealth);
    setLastHit(r.battle.damage);
    // The damage call only names the hit for the animation; the server answers with its own health.
    // The winning hit is not sent: the battle is over, so there is no battle left to read (404), and
    // the answer already says the boss is at 0.
    if (r.battle.damage > 0 && !r.battle.defeated) damage.mutate({ bossId: battle.bossId, damage: r.battle.damage });
    if (r.battle.defeated) setPhase('victory');
  }

  function retreat() {
    if (!battle) return;
    abandon.mutate(battle.bossId, {
      onSuccess: () => navigate(paths.bosses.getHref()),
      onError: (err) => {
        console.error('Retreat failed', err);
        setActionError(wordError(intl, errorFactsOf(err), 'practice.boss.retreatFailed'));
      },
    });
  }

  const mood = battle ? bossMood(battle.currentHealth, battle.maxHealth) : null;
  const pct = battle && battle.maxHealth > 0 ? Math.round((battle.currentHealth / battle.maxHealth) * 100) : 0;

  return (
    <div className="app-page game-page">
      <header className="game-bar">
        <button type="button" className="btn btn--ghost" onClick={() => navigate(paths.home.getHref())} data-testid="back-home">
          ← {t('practice.bar.home')}
        </button>
        {battle && phase === 'battle' ? (
          <button type="button" className="btn btn--secondary" onClick={retreat} disabled={abandon.isPending || abandon.isSuccess} data-testid="retreat">
            {abandon.isPending || abandon.isSuccess ? t('practice.boss.retreating') : t('practice.boss.retreat')}
          </button>
        ) : null}
      </header>
      <main className="container container--game" id="main">
        {error ? (
          <p className="form__error" role="alert" data-testid="boss-battle-error">
            {error}
          </p>
        ) : null}
        {phase === 'loading' && !error ? <InlineLoading message={t('practice.boss.loading')} /> : null}
        {battle && phase !== 'loading' ? (
          <section className={`panel boss-arena${mood ? ` boss-arena--${mood}` : ''}`} aria-labelledby="boss-title" data-testid="boss-arena" data-mood={mood ?? 'normal'}>
            <span className="boss-portrait" aria-hidden="true">
              👹
            </span>
            <h1 id="boss-title">{battle.boss.name}</h1>
            <p className="muted">{t('practice.boss.level', { level: bossLevel(battle.boss.difficulty) })}</p>
            {phase === 'intro' ? (
              <p className="boss-intro" data-testid="boss-intro" role="status">
                {t('practice.boss.intro', { name: battle.boss.name })}
              </p>
            ) : null}
            <div className="boss-health">
              <div className="xp-bar" role="progressbar" aria-label={t('practice.boss.healthLabel', { name: battle.boss.name })} aria-valuemin={0} aria-valuemax={battle.maxHealth} aria-valuenow={battle.currentHealth}>
                <div className="xp-bar__fill" style={{ width: `${pct}%` }} />
              </div>
              <p data-testid="boss-health">
                {t('practice.boss.health', { current: battle.currentHealth, max: battle.maxHealth })}
                {mood === 'enraged' ? <strong> · {t('practice.boss.enraged')}</strong> : mood === 'low' ? <strong> · {t('practice.boss.low')}</strong> : null}
              </p>
            </div>
            <p aria-live="polite" className="boss-hit">
              {lastHit !== null && phase === 'battle' ? (lastHit > 0 ? t('practice.boss.hit', { damage: lastHit }) : t('practice.boss.miss')) : ''}
            </p>
            {phase === 'victory' ? (
              <div role="status" data-testid="boss-victory">
                <h2>{t('practice.boss.victory')}</h2>
                <p>
                  {t('practice.boss.victoryText', {
                    name: battle.boss.name,
                    coins: battle.boss.coinReward,
                    xp: battle.boss.xpReward,
                    gems: battle.boss.gemReward,
                    special: String(battle.boss.specialRewards.avatarItems.length + battle.boss.specialRewards.pets.length > 0),
                  })}
                </p>
                <p className="muted">{t('practice.boss.backSoon', { seconds: Math.round(VICTORY_EXIT_MS / 1000) })}</p>
              </div>
            ) : null}
          </section>
        ) : null}
        {battle && (phase === 'battle' || phase === 'victory') ? <SessionPlay sessionId={battle.sessionId} stopped={phase === 'victory'} onResult={onResult} /> : null}
      </main>
    </div>
  );
}
