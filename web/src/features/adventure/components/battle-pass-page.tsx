import type { BattlePassReward } from '@mathquest/contracts';
import { daysText, plural } from '../../../utils/words';
import { useEffect, useRef, useState } from 'react';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
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
const PREMIUM_BENEFITS = ['Premium rewards at every level', 'Exclusive pets', 'Avatar items and titles', 'Special emotes', 'Bonus XP boosts', 'More chests and gems'];

const claimable = (r: BattlePassReward, premium: boolean) => !r.isClaimed && !r.isLocked && (r.tier === 'FREE' || premium);

function RewardTile({ reward, premium, busy, onClick }: { reward: BattlePassReward; premium: boolean; busy: boolean; onClick: (r: BattlePassReward) => void }) {
  const ready = claimable(reward, premium);
  const state = reward.isClaimed ? 'Claimed' : reward.isLocked ? 'Locked' : ready ? 'Claim!' : 'Premium';
  const cls = `reward${ready ? ' reward--claimable' : ''}${reward.isLocked ? ' reward--locked' : ''}${reward.isClaimed ? ' reward--claimed' : ''}${reward.tier === 'PREMIUM' ? ' reward--premium' : ''}`;
  return (
    // The name is read from the content (tier and level in words for screen readers only), so it holds the visible words.
    <button type="button" className={cls} disabled={busy || reward.isClaimed || reward.isLocked} onClick={() => onClick(reward)} data-testid={`reward-${reward.id}`}>
      <span>
        <span className="sr-only">{`${reward.tier === 'FREE' ? 'Free' : 'Premium'} level ${reward.level}: `}</span>
        <span aria-hidden="true">{REWARD_ICON[reward.type]} </span>
        <strong>{reward.name}</strong>
      </span>
      <span className="sr-only">, </span>
      <span className="muted">{state}</span>
    </button>
  );
}

/** The battle pass at /battlepass (docs/product/engagement.md#battle-pass-rewards). */
export default function BattlePassPage() {
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
      setMessage({ kind: 'success', text: `You claimed ${result.reward.name}!` });
    } catch (err) {
      console.error('Claim failed', err);
      setMessage({ kind: 'error', text: messageOf(err, 'We could not claim that reward. Please try again.') });
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
      setMessage({ kind: 'success', text: 'Your battle pass is now Premium!' });
    } catch (err) {
      console.error('Premium purchase failed', err);
      setMessage({ kind: 'error', text: messageOf(err, 'We could not upgrade your pass. Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  const ready = pass && rewards ? rewards.filter((r) => claimable(r, pass.isPremium)).length : 0;
  const xpPct = pass && pass.xpForNextLevel > 0 ? Math.min(100, Math.round((pass.currentXp / pass.xpForNextLevel) * 100)) : 0;
  const shown = rewards?.filter((r) => r.level <= LEVELS_SHOWN) ?? [];
  const levels = [...new Set(shown.map((r) => r.level))];

  return (
    <PageShell header={<UserHeader />} back={{ to: paths.dashboard.getHref(), label: 'Back to Dashboard' }}>
      <h1 className="page-title">Battle Pass</h1>
      <div aria-live="polite">
        {message ? (
          <p className={message.kind === 'error' ? 'form__error' : 'pill'} role={message.kind === 'error' ? 'alert' : 'status'} data-testid="pass-message">
            {message.text}
          </p>
        ) : null}
      </div>
      {failed ? (
        <div className="panel panel--error" role="alert">
          <p>We could not load your battle pass right now.</p>
          <button type="button" className="btn btn--primary" onClick={retry}>
            Try again
          </button>
        </div>
      ) : !pass || !rewards ? (
        <InlineLoading message="Loading your battle pass..." />
      ) : (
        <>
          <section className="panel" aria-labelledby="season-title">
            <div className="season-head">
              <div>
                <h2 id="season-title">{pass.seasonName}</h2>
                <p className="muted">Season {pass.seasonNumber}</p>
              </div>
              {pass.isPremium ? (
                <span className="badge-premium" data-testid="premium-badge">
                  PREMIUM
                </span>
              ) : (
                <button type="button" className="btn btn--primary" onClick={() => setUpgradeOpen(true)} data-testid="upgrade-premium">
                  UPGRADE TO PREMIUM
                </button>
              )}
            </div>
            <p>
              <strong data-testid="pass-level">Level {pass.currentLevel} / 100</strong> · <span data-testid="days-remaining">{daysText(daysRemaining(pass.endsAt, Date.now()))} remaining</span> ·{' '}
              <span data-testid="ready-count">{plural(ready, 'reward')} ready to claim</span>
            </p>
            <div className="xp-bar" role="progressbar" aria-label="Battle pass XP" aria-valuemin={0} aria-valuemax={100} aria-valuenow={xpPct} aria-valuetext={`${pass.currentXp} of ${pass.xpForNextLevel} XP`}>
              <div className="xp-bar__fill" style={{ width: `${xpPct}%` }} />
            </div>
            <p className="muted">
              {pass.currentXp} / {pass.xpForNextLevel} XP
            </p>
          </section>
          <section className="panel" aria-label="Rewards">
            <div className="pass-grid" data-testid="pass-grid">
              <span className="pass-grid__head">Level</span>
              <span className="pass-grid__head">Free</span>
              <span className="pass-grid__head">Premium</span>
              {levels.map((level) => (
                <RewardRow key={level} level={level} rewards={shown} premium={pass.isPremium} busy={busy} onClick={(r) => void onReward(r)} />
              ))}
            </div>
            <button type="button" className="btn btn--ghost">
              Show More Levels
            </button>
          </section>
        </>
      )}
      {upgradeOpen && pass ? (
        <div className="dialog-backdrop" onKeyDown={(e) => e.key === 'Escape' && setUpgradeOpen(false)}>
          <div className="dialog" role="dialog" aria-modal="true" aria-labelledby="upgrade-title" ref={dialogRef} data-testid="upgrade-dialog">
            <h2 id="upgrade-title">Upgrade to Premium</h2>
            <ul>
              {PREMIUM_BENEFITS.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
            <div className="button-row">
              <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void upgrade()} data-testid="confirm-upgrade">
                {busy ? 'Upgrading...' : `Upgrade for ${pass.premiumCost} gems`}
              </button>
              <button type="button" className="btn btn--ghost" onClick={() => setUpgradeOpen(false)}>
                Maybe Later
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
