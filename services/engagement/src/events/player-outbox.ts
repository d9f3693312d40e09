/**
 * The player document's outbox (docs/adr/0060): engagement.xp.granted, engagement.boost.granted
 * and the wallet.changed of a student's own actions are written into the document with the change they describe, published
 * right after the write (`publish(entries, { kind: 'player', id: userId })`), and dropped by the
 * document's next write. The sweeper's passes read the players this process published for
 * (docs/adr/0214), a full pass what a crash left (docs/adr/0278). The kit's outbox over the
 * versioned document store.
 */
import { EngagementSubjects } from '@mathquest/contracts';
import { createOutbox, derivedId, documentOutboxStore, outboxEntry, type EventBus, type Outbox, type OutboxEntry, type OutboxLog } from '@mathquest/service-kit';
import type { mongo } from 'mongoose';
import type { PlayerDoc } from '../repositories/wallets-repository.js';
import type { WalletChange, WalletState } from './wallet-changed.js';

export type PlayerOutbox = Outbox<'player'>;

export function playerOutbox(bus: Pick<EventBus, 'publish'>, players: mongo.Collection<PlayerDoc>, log: OutboxLog): PlayerOutbox {
  return createOutbox({ bus, stores: { player: documentOutboxStore(players, { versioned: true }) }, log });
}

/** Why engagement grants XP. An XP boost's XP is not granted here: the game adds it to the answer (docs/adr/0186). */
export type XpReason = 'quest' | 'chest' | 'pet_bonus' | 'battle_pass' | 'boss' | 'story' | 'guild_event';

/** engagement.xp.granted for a grant; its id is derived from the grant (`<questId>:claim`, `<chestId>:open`), so the game adds it once. */
export function xpGrantedEntry(userId: string, grant: string, xp: number, reason: XpReason, sourceId: string, at: Date): OutboxEntry<typeof EngagementSubjects.XP_GRANTED> {
  return outboxEntry(EngagementSubjects.XP_GRANTED, { userId, xp, reason, sourceId }, { userId, id: derivedId('engagement', grant), at });
}

/**
 * engagement.wallet.changed for an action's balance change; id derived from the student and the
 * action's cause id (a cause such as a purchase at a wallet version, or a first feed, is named
 * alike for every student, and JetStream drops a second event of the same id as a duplicate).
 */
export function walletChangedEntry(userId: string, causeId: string, state: WalletState, change: WalletChange, at: Date): OutboxEntry<typeof EngagementSubjects.WALLET_CHANGED> {
  return outboxEntry(EngagementSubjects.WALLET_CHANGED, { userId, coins: state.coins, gems: state.gems, ...change, version: state.version }, { userId, id: derivedId('engagement', `${userId}:${causeId}:wallet`), at });
}

/** engagement.boost.granted for the XP-boost charges of a purchase (docs/adr/0186); id derived from the student and the purchase, so the game adds them once. */
export function boostGrantedEntry(userId: string, purchaseId: string, answers: number, at: Date): OutboxEntry<typeof EngagementSubjects.BOOST_GRANTED> {
  return outboxEntry(EngagementSubjects.BOOST_GRANTED, { userId, boost: 'xp-boost', answers }, { userId, id: derivedId('engagement', `${userId}:${purchaseId}:xp-boost`), at });
}
