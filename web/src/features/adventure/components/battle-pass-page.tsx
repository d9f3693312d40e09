import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { rewardWords, seasonWords } from '../../../i18n/content-words';
import { useI18n } from '../../../i18n/use-i18n';
import type { BattlePassReward } from '@mathquest/contracts';
import { useEffect, useRef, useState } from 'react';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
import { usePageReads } from '../../../lib/page-reads';
import { useClaimReward, usePurchasePremium } from '../api/battle-pass-actions';
import { useBattlePass } from '../api/get-battle-pass';
import { usePassRewards } from '../api/get-pass-rewards';
import { daysRemaining } from '../rules';
import { burstConfetti } from '../../../utils/confetti-burst';
import '../../../styles/adventure.css';

/** Levels shown at once (docs/product/engagement.md#battle-pass-rewards). */
export const LEVELS_SHOWN = 20;
const REWARD_ICON: Record<BattlePassReward['type'], string> = { COINS: '🪙', GEMS: '💎', XP_BOOST: '✨', AVATAR_ITEM: '🎩', PET: '🐾', EMOTE: '💃', TITLE: '🏷️', CHEST: '🎁' };
/** The premium pass's benefits, as values of the `adventure.pass.benefit` message's select. */
const PREMIUM_BENEFITS = ['rewards', 'pets', 'items', 'emotes', 'boosts', 'chests'] as const;

const claimable = (r: BattlePassReward, premium: boolean) => !r.isClaimed && !r.isLocked && (r.tier === 'FREE' || premium);

function RewardTile({ reward, premium, busy, onClick }: { reward: BattlePassReward; premium: boolean; busy: boolean; onClick: (r: BattlePassReward) => void }) {
  const intl = useI18n('adventure');
  const content = useI18n('content');
  const ready = claimable(reward, premium);
  const state = reward.isClaimed ? 'claimed' : reward.isLocked ? 'locked' : ready ? 'claim' : 'premium';
  const cls = `reward${ready ? ' reward--claimable' : ''}${reward.isLocked ? ' reward--locked' : ''}${reward.isClaimed ? ' reward--claimed' : ''}${reward.tier === 'PREMIUM' ? ' reward--premium' : ''}`;
  return (
    // The name is read from the content (tier and level in words for screen readers only), so it holds the visible words.
    <button type="button" className={cls} disabled={busy || reward.isClaimed || reward.isLocked} onClick={() => onClick(reward)} data-testid={`reward-${reward.id}`}>
      <span>
        <span className="sr-only">{intl.formatMessage({ id: 'adventure.pass.tileLevel' }, { tier: reward.tier, level: reward.level })} </span>
        <span aria-hidden="true">{REWARD_ICON[reward.type]} </span>
        <strong>{rewardWords(content, reward).name}</strong>
      </span>
      <span className="sr-only">, </span>
      <span className="muted">{intl.formatMessage({ id: 'adventure.pass.state' }, { state })}</span>
    </button>
  );
}

/** The battle pass at /battlepass (docs/product/engagement.md#battle-pass-rewards). */
export default function BattlePassPage() {
  const intl = useI18n('adventure');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // Reward and season names in the reader's language (the server words them in English).
  const content = useI18n('content');
  const passRead = useBattlePass();
  const rewardsRead = usePassRewards();
  const claimReward = useClaimReward();
  const purchasePremium = usePurchasePremium();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);

  const { failed, ready: loaded, retry } = usePageReads([passRead, rewardsRead], 'the battle pass');
  const pass = loaded ? passRead.data! : null;
  const rewards = loaded ? rewardsRead.data! : null;

  useEffect(() => {
    if (upgradeOpen) dialogRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [upgradeOpen]);

  async function onReward(r: BattlePassReward) {
    if (!pass) return;
    if (r.tier === 'PREMIUM' && !pass.isPremium) {
      setUpgradeOpen(true);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const result = await claimReward.mutateAsync(r.id);
      burstConfetti(100);
      setMessage({ kind: 'success', text: t('adventure.pass.claimed', { name: rewardWords(content, result.reward).name }) });
    } catch (err) {
      console.error('Claim failed', err);
      setMessage({ kind: 'error', text: wordError(intl, errorFactsOf(err), 'adventure.pass.claimFailed') });
    } finally {
      setBusy(false);
    }
  }

  async function upgrade() {
    setBusy(true);
    setMessage(null);
    try {
      await purchasePremium.mutateAsync();
      setUpgradeOpen(false);
      burstConfetti(200);
      setMessage({ kind: 'success', text: t('adventure.pass.upgraded') });
    } catch (err) {
      console.error('Premium purchase failed', err);
      setMessage({ kind: 'error', text: wordError(intl, errorFactsOf(err), 'adventure.pass.upgradeFailed') });
    } finally {
      setBusy(false);
    }
  }

  const ready = pass && rewards ? rewards.filter((r) => claimable(r, pass.isPremium)).length : 0;
  const xpPct = pass && pass.xpForNextLevel > 0 ? Math.min(100, Math.round((pass.currentXp / pass.xpForNextLevel) * 100)) : 0;
  const shown = rewards?.filter((r) => r.level <= LEVELS_SHOWN) ?? [];
  const levels = [...new Set(shown.map((r) => r.level))];

  return (
    <PageShell header={<UserHeader />} back={{ to: paths.dashboard.getHref(), label: t('adventure.back') }}>
      <h1 className="page-title">{t('adventure.pass.title')}</h1>
      <div aria-live="polite">
        {message ? (
          <p className={message.kind === 'error' ? 'form__error' : 'pill'} role={message.kind === 'error' ? 'alert' : 'status'} data-testid="pass-message">
            {message.text}
          </p>
        ) : null}
      </div>
      {failed ? (
        <div className="panel panel--error" role="alert">
          <p>{t('adventure.pass.loadFailed')}</p>
          <button type="button" className="btn btn--primary" onClick={retry}>
            {t('ui.tryAgain')}
          </button>
        </div>
      ) : !pass || !rewards ? (
        <InlineLoading message={t('adventure.pass.loading')} />
      ) : (
        <>
          <section className="panel" aria-labelledby="season-title">
            <div className="season-head">
              <div>
                <h2 id="season-title">{seasonWords(content, pass.seasonName)}</h2>
                <p className="muted">{t('adventure.pass.season', { season: pass.seasonNumber })}</p>
              </div>
              {pass.isPremium ? (
                <span className="badge-premium" data-testid="premium-badge">
                  {t('adventure.pass.premiumBadge')}
                </span>
              ) : (
                <button type="button" className="btn btn--primary" onClick={() => setUpgradeOpen(true)} data-testid="upgrade-premium">
                  {t('adventure.pass.upgradeButton')}
                </button>
              )}
            </div>
            <p>
              <strong data-testid="pass-level">{t('adventure.pass.level', { level: pass.currentLevel, max: 100 })}</strong> · <span data-testid="days-remaining">{t('adventure.pass.daysLeft', { count: daysRemaining(pass.endsAt, Date.now()) })}</span> ·{' '}
              <span data-testid="ready-count">{t('adventure.pass.ready', { count: ready })}</span>
            </p>
            <div className="xp-bar" role="progressbar" aria-label={t('adventure.pass.xpLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={xpPct} aria-valuetext={t('adventure.pass.xpValue', { xp: pass.currentXp, next: pass.xpForNextLevel })}>
              <div className="xp-bar__fill" style={{ width: `${xpPct}%` }} />
            </div>
            <p className="muted">
              {t('adventure.pass.xp', { xp: pass.currentXp, next: pass.xpForNextLevel })}
            </p>
          </section>
          <section className="panel" aria-label={t('adventure.pass.rewards')}>
            <div className="pass-grid" data-testid="pass-grid">
              <span className="pass-grid__head">{t('adventure.pass.head', { column: 'level' })}</span>
              <span className="pass-grid__head">{t('adventure.pass.head', { column: 'free' })}</span>
              <span className="pass-grid__head">{t('adventure.pass.head', { column: 'premium' })}</span>
              {levels.map((level) => (
                <RewardRow key={level} level={level} rewards={shown} premium={pass.isPremium} busy={busy} onClick={(r) => void onReward(r)} />
              ))}
            </div>
            <button type="button" className="btn btn--ghost">
              {t('adventure.pass.more')}
            </button>
          </section>
        </>
      )}
      {upgradeOpen && pass ? (
        <div className="dialog-backdrop" onKeyDown={(e) => e.key === 'Escape' && setUpgradeOpen(false)}>
          <div className="dialog" role="dialog" aria-modal="true" aria-labelledby="upgrade-title" ref={dialogRef} data-testid="upgrade-dialog">
            <h2 id="upgrade-title">{t('adventure.pass.upgradeTitle')}</h2>
            <ul>
              {PREMIUM_BENEFITS.map((b) => (
                <li key={b}>{t('adventure.pass.benefit', { benefit: b })}</li>
              ))}
            </ul>
            <div className="button-row">
              <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void upgrade()} data-testid="confirm-upgrade">
                {busy ? t('adventure.pass.upgrading') : t('adventure.pass.upgradeFor', { gems: pass.premiumCost })}
              </button>
              <button type="button" className="btn btn--ghost" onClick={() => setUpgradeOpen(false)}>
                {t('adventure.pass.later')}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </PageShell>
  );
}

function RewardRow({ level, rewards, premium, busy, onClick }: { level: number; rewards: BattlePassReward[]; premium: boolean; busy: boolean; onClick: (r: BattlePassReward) => void }) {
  const free = rewards.find((r) => r.level === level && r.tier === 'FREE');
  const paid = rewards.find((r) => r.level === level && r.tier === 'PREMIUM');
  return (
    <>
      <span className="pass-level">{level}</span>
      {free ? <RewardTile reward={free} premium={premium} busy={busy} onClick={onClick} /> : <span />}
      {paid ? <RewardTile reward={paid} premium={premium} busy={busy} onClick={onClick} /> : <span />}
    </>
  );
}
