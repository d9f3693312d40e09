/**
 * The battle pass's rewards and premium track (docs/product/engagement.md#battle-pass-rewards,
 * docs/adr/0095): reads of the player document by `_id`, and claims and the premium purchase
 * written with the document's one conditional update (docs/adr/0060). A claim records its cause
 * (`bp:s<season>:<reward>:claim`) in the credited-event guard and the reward in the pass's claimed
 * list in the same write: a retried or concurrent claim pays once. XP rewards go to the game
 * through `engagement.xp.granted` (docs/adr/0072) from the document's outbox.
 */
import { ErrorCode, type BattlePass, type BattlePassReward } from '@mathquest/contracts';
import { AppError, notFound, type StoredOutboxEntry } from '@mathquest/service-kit';
import { PREMIUM_COST_GEMS } from '../domain/battle-pass.js';
import { buyPremium, claimCause, claimReward, premiumCause, rewardsView, type PremiumRefusal, type RewardRefusal } from '../domain/battle-pass-rewards.js';
import { applyPlan, planCredits } from '../domain/credit-guard.js';
import { walletVersionOf, type PlayerState } from '../domain/player.js';
import { walletChangedEntry, xpGrantedEntry, type PlayerOutbox } from '../events/player-outbox.js';
import { PlayerConflictError, readPlayer, updatePlayer, type PlayerStore } from '../repositories/wallets-repository.js';
import type { PlayerActions, Student } from './player-actions.js';

const balances = (p: PlayerState) => ({ coins: p.coins, gems: p.gems });

function refusalError(r: RewardRefusal | PremiumRefusal): AppError {
  switch (r) {
    case 'NOT_FOUND':
      return notFound('Reward not found');
    case 'LOCKED':
      return new AppError(409, ErrorCode.REWARD_LOCKED, 'Reach this level of the battle pass to claim this reward');
    case 'PREMIUM_ONLY':
      return new AppError(409, ErrorCode.REWARD_PREMIUM_ONLY, 'This reward is on the premium track. Upgrade your battle pass to claim it!');
    case 'ALREADY_CLAIMED':
      return new AppError(409, ErrorCode.REWARD_ALREADY_CLAIMED, 'You already claimed this reward');
    case 'ALREADY_PREMIUM':
      return new AppError(409, ErrorCode.PASS_ALREADY_PREMIUM, 'Your battle pass is already premium this season');
    case 'NOT_ENOUGH_GEMS':
      return new AppError(409, ErrorCode.NOT_ENOUGH_GEMS, `Not enough gems: the premium pass costs ${PREMIUM_COST_GEMS} gems`);
  }
}

async function write<T>(store: PlayerStore, userId: string, compute: Parameters<typeof updatePlayer<T>>[2]): Promise<T> {
  try {
    return await updatePlayer(store, userId, compute, { fresh: true });
  } catch (err) {
    if (err instanceof PlayerConflictError) throw new AppError(409, ErrorCode.CONFLICT, 'Too many changes at once. Please try again.');
    throw err;
  }
}

export function battlePassRewards({ store, outbox, actions }: { store: PlayerStore; outbox: PlayerOutbox; actions: Pick<PlayerActions, 'battlePass'> }) {
  async function publish(userId: string, entries: StoredOutboxEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await outbox.publish(entries, { kind: 'player', id: userId });
  }

  return {
    async rewards(s: Student): Promise<BattlePassReward[]> {
      const p = await readPlayer(store.players, s.id);
      return rewardsView(p ?? { pass: undefined }, new Date());
    },

    async claim(s: Student, rewardId: string) {
      type Written = { refusal: RewardRefusal } | { ok: { reward: BattlePassReward; wallet: { coins: number; gems: number }; xpGranted: number; chestId: string | null }; entries: StoredOutboxEntry[] };
      const written = await write<Written>(store, s.id, (current) => {
        const now = new Date();
        const r = claimReward(current, rewardId, now);
        if ('refusal' in r) return { write: false, result: { refusal: r.refusal } };
        const cause = claimCause(r.player.pass!.season, rewardId);
        const guard = planCredits(current, [{ eventId: cause, occurredAt: now }], now);
        // The claimed list says it first; the guard is the second lock of the same write.
        if (guard.fresh.length === 0) return { write: false, result: { refusal: 'ALREADY_CLAIMED' } };
        const moved = r.coins !== 0 || r.gems !== 0;
        const next: PlayerState = { ...r.player, ...applyPlan(current, guard), walletVersion: walletVersionOf(current) + (moved ? 1 : 0) };
        const entries: StoredOutboxEntry[] = [
          ...(moved ? [walletChangedEntry(s.id, cause, { ...balances(next), version: walletVersionOf(next) }, { coinsDelta: r.coins, gemsDelta: r.gems, reason: 'battle_pass.claim' }, now)] : []),
          ...(r.xp > 0 ? [xpGrantedEntry(s.id, cause, r.xp, 'battle_pass', rewardId, now)] : []),
        ];
        return { write: true, next, guard, outbox: entries, result: { ok: { reward: r.reward, wallet: balances(next), xpGranted: r.xp, chestId: r.chestId }, entries } };
      });
      if ('refusal' in written) throw refusalError(written.refusal);
      await publish(s.id, written.entries);
      return written.ok;
    },

    async purchasePremium(s: Student): Promise<{ battlePass: BattlePass; wallet: { coins: number; gems: number } }> {
      type Written = { refusal: PremiumRefusal } | { wallet: { coins: number; gems: number }; entries: StoredOutboxEntry[] };
      const written = await write<Written>(store, s.id, (current) => {
        const now = new Date();
        const r = buyPremium(current, now);
        if ('refusal' in r) return { write: false, result: { refusal: r.refusal } };
        const cause = premiumCause(r.player.pass!.season);
        const guard = planCredits(current, [{ eventId: cause, occurredAt: now }], now);
        if (guard.fresh.length === 0) return { write: false, result: { refusal: 'ALREADY_PREMIUM' } };
        const next: PlayerState = { ...r.player, ...applyPlan(current, guard), walletVersion: walletVersionOf(current) + 1 };
        const entries = [walletChangedEntry(s.id, cause, { ...balances(next), version: walletVersionOf(next) }, { coinsDelta: 0, gemsDelta: -PREMIUM_COST_GEMS, reason: 'battle_pass.premium' }, now)];
        return { write: true, next, guard, outbox: entries, result: { wallet: balances(next), entries } };
      });
      if ('refusal' in written) throw refusalError(written.refusal);
      await publish(s.id, written.entries);
      return { battlePass: await actions.battlePass(s), wallet: written.wallet };
    },
  };
}

export type BattlePassRewardActions = ReturnType<typeof battlePassRewards>;
