/**
 * The game's battle and chapter events → the player document (docs/adr/0096, 0097): one
 * version-checked write per event, guarded by its id (docs/adr/0049), with the wallet.changed and
 * xp.granted it causes in the document's outbox, published after the write. A redelivered event,
 * or a victory's last answer retried (the game records the victory once per battle), pays once.
 */
import type { EventOf, SocketPushItem } from '@mathquest/contracts';
import type { StoredOutboxEntry } from '@mathquest/service-kit';
import { applyBattleEnded, applyChapterCompleted, isChapterUnlocked } from '../domain/adventure.js';
import { applyPlan, planCredits } from '../domain/credit-guard.js';
import { walletVersionOf, type PlayerState } from '../domain/player.js';
import { walletChangedEntry, xpGrantedEntry, type PlayerOutbox } from '../events/player-outbox.js';
import type { PublishSocketPush } from '../events/socket-push.js';
import { updatePlayer, type PlayerStore } from '../repositories/wallets-repository.js';

export interface AdventureEventsDeps {
  store: PlayerStore;
  outbox: PlayerOutbox;
  publishSocketPush: PublishSocketPush;
}

type Change = { player: PlayerState; coins: number; gems: number; xp: number; reason: string; source: string; xpReason: 'boss' | 'story' };

async function applyOnce(deps: AdventureEventsDeps, e: { id: string; occurredAt: string; data: { userId: string } }, compute: (p: PlayerState, now: Date) => Change): Promise<void> {
  const userId = e.data.userId;
  const written = await updatePlayer<{ entries: StoredOutboxEntry[]; wallet: { coins: number; gems: number } | null }>(deps.store, userId, (current) => {
    const now = new Date();
    const guard = planCredits(current, [{ eventId: e.id, occurredAt: new Date(e.occurredAt) }], now);
    if (guard.fresh.length === 0) return { write: false, result: { entries: [], wallet: null } };
    const c = compute(current, now);
    const moved = c.coins !== 0 || c.gems !== 0;
    const next: PlayerState = { ...c.player, ...applyPlan(current, guard), walletVersion: walletVersionOf(current) + (moved ? 1 : 0) };
    const out: StoredOutboxEntry[] = [
      ...(moved ? [walletChangedEntry(userId, e.id, { coins: next.coins, gems: next.gems, version: walletVersionOf(next) }, { coinsDelta: c.coins, gemsDelta: c.gems, reason: c.reason }, now)] : []),
      ...(c.xp > 0 ? [xpGrantedEntry(userId, `${e.id}:xp`, c.xp, c.xpReason, c.source, now)] : []),
    ];
    return { write: true, next, guard, outbox: out, result: { entries: out, wallet: moved ? { coins: next.coins, gems: next.gems } : null } };
  });
  if (written.entries.length) {
    await deps.outbox.publish(written.entries, { kind: 'player', id: userId });
  }
  if (written.wallet) {
    const pushes: SocketPushItem[] = [{ name: 'wallet:updated', payload: written.wallet }];
    deps.publishSocketPush([e.id], userId, pushes);
  }
}

export function applyBossBattleEndedEvents(deps: AdventureEventsDeps): (events: Array<EventOf<'game.boss.battle.ended'>>) => Promise<void> {
  return async (events) => {
    for (const e of events) {
      await applyOnce(deps, e, (p, now) => {
        const r = applyBattleEnded(p, e.data, now);
        return { player: r.player, coins: r.coins, gems: r.gems, xp: r.xp, reason: 'boss.victory', source: e.data.battleId, xpReason: 'boss' };
      });
    }
  };
}

export function applyChapterCompletedEvents(deps: AdventureEventsDeps): (events: Array<EventOf<'game.story.chapter.completed'>>) => Promise<void> {
  return async (events) => {
    for (const e of events) {
      await applyOnce(deps, e, (p) => {
        // The level was checked when the chapter started; here the order: the chapter before it completed.
        const wasUnlocked = isChapterUnlocked(p, e.data.chapterId, Number.MAX_SAFE_INTEGER);
        const r = applyChapterCompleted(p, { chapterId: e.data.chapterId, stars: e.data.stars, completedAt: e.data.completedAt, wasUnlocked });
        return { player: r.player, coins: r.coins, gems: 0, xp: r.xp, reason: 'story.chapter', source: e.data.chapterId, xpReason: 'story' };
      });
    }
  };
}
