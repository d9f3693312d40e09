/**
 * The rewards module's side of ports/wallet.ts (docs/adr/0220): challenge wagers held and released
 * in the player documents (docs/adr/0125), and guild event rewards credited (docs/adr/0128), each
 * by the same version-checked write as every spend (docs/adr/0060) with its
 * engagement.wallet.changed (and an event reward's engagement.xp.granted) in the document's outbox,
 * published right after the write. An event reward's wallet and notification are pushed here (the
 * notification is this module's); a challenge's pushes are the social module's.
 */
import type { SocketPushItem } from '@mathquest/contracts';
import type { StoredOutboxEntry } from '@mathquest/service-kit';
import { grantEventReward } from '../domain/guild-event-rewards.js';
import { notificationPush } from '../domain/notifications.js';
import { walletVersionOf } from '../domain/player.js';
import { holdStake, releaseStake } from '../domain/wager-holds.js';
import { walletChangedEntry, xpGrantedEntry, type PlayerOutbox } from '../events/player-outbox.js';
import type { PublishSocketPush } from '../events/socket-push.js';
import type { SocialWallet } from '../ports/wallet.js';
import { readPlayer, type PlayerStore } from '../repositories/wallets-repository.js';
import { updatePlayer } from './player-actions.js';

export interface SocialWalletDeps {
  store: PlayerStore;
  outbox: PlayerOutbox;
  publishSocketPush: PublishSocketPush;
  now?: () => Date;
}

export function socialWallet({ store, outbox, publishSocketPush, now = () => new Date() }: SocialWalletDeps): SocialWallet {
  async function publish(userId: string, entries: StoredOutboxEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await outbox.publish(entries, { kind: 'player', id: userId });
  }

  return {
    async holdStake(userId, hold) {
      const written = await updatePlayer<{ refusal: Exclude<ReturnType<typeof holdStake>, { player: unknown }> } | { entries: StoredOutboxEntry[] }>(
        store,
        userId,
        (current) => {
          const at = now();
          const r = holdStake(current, hold);
          if ('refusal' in r) return { write: false, result: { refusal: r } };
          if (!r.changed) return { write: false, result: { entries: [] } };
          const moved = hold.coins > 0 || hold.gems > 0;
          const next = { ...r.player, walletVersion: walletVersionOf(current) + (moved ? 1 : 0) };
          const entries = moved
            ? [walletChangedEntry(userId, `challenge:${hold.challengeId}:${userId}:hold`, { coins: next.coins, gems: next.gems, version: walletVersionOf(next) }, { coinsDelta: -hold.coins, gemsDelta: -hold.gems, reason: 'challenge.wager' }, at)]
            : [];
          return { write: true, next, outbox: entries, result: { entries } };
        },
        { fresh: true },
      );
      if ('refusal' in written) return written.refusal;
      await publish(userId, written.entries);
      return null;
    },

    async releaseStake(userId, challengeId, payout) {
      const written = await updatePlayer<{ entries: StoredOutboxEntry[]; wallet: { coins: number; gems: number } | null }>(
        store,
        userId,
        (current) => {
          const at = now();
          const r = releaseStake(current, challengeId, payout);
          if (!r.changed) return { write: false, result: { entries: [], wallet: null } };
          const moved = r.credited.coins > 0 || r.credited.gems > 0;
          const next = { ...r.player, walletVersion: walletVersionOf(current) + (moved ? 1 : 0) };
          const entries = moved
            ? [walletChangedEntry(userId, `challenge:${challengeId}:${userId}:release`, { coins: next.coins, gems: next.gems, version: walletVersionOf(next) }, { coinsDelta: r.credited.coins, gemsDelta: r.credited.gems, reason: 'challenge.payout' }, at)]
            : [];
          return { write: true, next, outbox: entries, result: { entries, wallet: moved ? { coins: next.coins, gems: next.gems } : null } };
        },
        { fresh: true },
      );
      await publish(userId, written.entries);
      return written.wallet;
    },

    async holdsStake(userId, challengeId) {
      const p = await readPlayer(store.players, userId);
      return p?.duels?.held.some((h) => h.challengeId === challengeId) ?? false;
    },

    async grantGuildEventReward(userId, reward, at) {
      const written = await updatePlayer<{ entries: StoredOutboxEntry[]; pushes: SocketPushItem[] } | null>(
        store,
        userId,
        (current) => {
          const r = grantEventReward(current, reward, at);
          if (!r) return { write: false, result: null };
          const moved = r.coins > 0 || r.gems > 0;
          const entries: StoredOutboxEntry[] = [
            ...(moved ? [walletChangedEntry(userId, reward.cause, { coins: r.player.coins, gems: r.player.gems, version: walletVersionOf(r.player) }, { coinsDelta: r.coins, gemsDelta: r.gems, reason: 'guild_event.reward' }, at)] : []),
            ...(r.xp > 0 ? [xpGrantedEntry(userId, reward.cause, r.xp, 'guild_event', reward.eventId, at)] : []),
          ];
          const pushes: SocketPushItem[] = [...(moved ? [{ name: 'wallet:updated' as const, payload: { coins: r.player.coins, gems: r.player.gems } }] : []), notificationPush(r.note)];
          return { write: true, next: r.player, guard: r.guard, outbox: entries, result: { entries, pushes } };
        },
        { fresh: true },
      );
      if (!written) return false;
      await publish(userId, written.entries);
      publishSocketPush([reward.cause], userId, written.pushes);
      return true;
    },
  };
}
