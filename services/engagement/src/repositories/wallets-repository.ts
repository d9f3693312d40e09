/**
 * The wallets collection holds one *player document* per student (docs/adr/0060): the wallet
 * (coins, gems), the credited-event guard (docs/adr/0049), today's quests, the pets, the battle
 * pass, today's counts, recent sessions' combos, chests, notifications and an outbox. It keeps
 * its name and `_id` (the user id): it is the wallet document of 0045/0049, extended.
 *
 * Every change is computed from the document by pure rules (domain/) and written by ONE update
 * conditional on the document's `version` (raised by every write), which also records the ids of
 * the causes it applied: exactly once across redeliveries, crashes and replicas. A per-process
 * cache of the last document written spares the read when this process wrote it last (0045).
 * (Never a filter on the ids: the local MongoDB-compatible server answers that with a collection
 * scan, docs/adr/0026.)
 */
import type { Wallet } from '@mathquest/contracts';
import { createLiveCache, type LiveCache, type StoredOutboxEntry } from '@mathquest/service-kit';
import type { Connection, mongo } from 'mongoose';
import { applyPlan, planCredits, type CreditPlan } from '../domain/credit-guard.js';
import { emptyPlayer, walletVersionOf, type PlayerState } from '../domain/player.js';

export interface PlayerDoc extends PlayerState {
  updatedAt: Date;
  /** Events written with the change they describe, published after it (xp.granted, wallet.changed of actions). */
  outbox?: StoredOutboxEntry[];
}
/** The player document, named after its collection (`wallets`). */
export type WalletDoc = PlayerDoc;

export function walletCollection(conn: Connection): mongo.Collection<PlayerDoc> {
  if (!conn.db) throw new Error('mongo connection has no database');
  return conn.db.collection<PlayerDoc>('wallets');
}
export const playerCollection = walletCollection;

/**
 * The exact key set of the conditional update (trivially unique), and the outbox sweeper's scan
 * for entries older than its cutoff (used by MongoDB; mongo-java-server scans, ADR 0026).
 */
export async function ensureWalletIndexes(wallets: mongo.Collection<PlayerDoc>): Promise<void> {
  await Promise.all([wallets.createIndex({ _id: 1, version: 1 }, { unique: true, name: 'cas_id_version' }), wallets.createIndex({ 'outbox.createdAt': 1 })]);
}

/**
 * Per process: the player documents this process last wrote or read (docs/adr/0045), of the
 * players active in the last `idleMinutes` (docs/adr/0216), at most `max` of them.
 */
export type PlayerCache = LiveCache<string, PlayerDoc>;
export type WalletCache = PlayerCache;
export const DEFAULT_PLAYER_CACHE_SIZE = 20_000;
export const DEFAULT_PLAYER_CACHE_IDLE_MINUTES = 5;
export const newPlayerCache = ({ max = DEFAULT_PLAYER_CACHE_SIZE, idleMinutes = DEFAULT_PLAYER_CACHE_IDLE_MINUTES }: { max?: number; idleMinutes?: number } = {}): PlayerCache =>
  createLiveCache<string, PlayerDoc>({ max, idleMs: idleMinutes * 60_000 });
export const newWalletCache = newPlayerCache;

/** What a computation decided: nothing to write, or the next state with its guard entries and outbox entries. */
export type PlayerChange<T> =
  | { write: false; result: T }
  | { write: true; next: PlayerState; guard?: CreditPlan<unknown>; outbox?: StoredOutboxEntry[]; result: T };

export interface PlayerStore {
  players: mongo.Collection<PlayerDoc>;
  cache?: PlayerCache;
  /** The outbox entries this process saw published (dropped by the next write). */
  unpublished?: <E extends { id: string }>(entries: readonly E[]) => E[];
}

const ATTEMPTS = 25;
/** Fields written as whole values when they changed (the guard is written by $push / $unset). */
const SKIP = new Set(['_id', 'version', 'credited', 'recentEventIds', 'updatedAt', 'outbox']);

export class PlayerConflictError extends Error {
  constructor() {
    super('the player document changed too often while being written; retry');
  }
}

export async function readPlayer(players: mongo.Collection<PlayerDoc>, userId: string): Promise<PlayerDoc | null> {
  return players.findOne({ _id: userId });
}

/**
 * Compute a change from the current document (or an empty player) and write it with one update
 * conditional on the version read; on a miss (written elsewhere meanwhile) read again and
 * recompute. `fresh` skips the cache (a request must see the latest document).
 */
export async function updatePlayer<T>(store: PlayerStore, userId: string, compute: (current: PlayerDoc) => PlayerChange<T>, opts: { fresh?: boolean; now?: Date } = {}): Promise<T> {
  const { players, cache } = store;
  const unpublished = store.unpublished ?? (<E>(e: readonly E[]) => [...e]);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const now = opts.now ?? new Date();
    const cached = opts.fresh || attempt > 0 ? undefined : cache?.get(userId);
    const stored = cached ?? (await players.findOne({ _id: userId }));
    const current: PlayerDoc = stored ?? { ...emptyPlayer(userId), updatedAt: now };
    const change = compute(current);
    if (!change.write) {
      if (stored) cache?.set(userId, stored);
      return change.result;
    }
    const outbox = [...unpublished(current.outbox ?? []), ...(change.outbox ?? [])];
    const credited = change.guard ? applyPlan(current, change.guard).credited : (current.credited ?? {});
    const next: PlayerDoc = { ...change.next, _id: userId, version: current.version + 1, credited, updatedAt: now, outbox };
    if (change.guard?.dropLegacy) delete next.recentEventIds;
    next.walletVersion = walletVersionOf(change.next);
    if (!stored) {
      try {
        await players.insertOne(next);
        cache?.set(userId, next);
        return change.result;
      } catch (err) {
        if ((err as { code?: unknown }).code !== 11000) throw err;
        continue; // created concurrently: read it
      }
    }
    const set: Record<string, unknown> = { version: next.version, updatedAt: now };
    for (const [key, value] of Object.entries(next)) {
      if (SKIP.has(key)) continue;
      // A rule builds its player by spreading the one it read: a field it left is the same object.
      const before = (current as unknown as Record<string, unknown>)[key];
      if (value !== before && JSON.stringify(value) !== JSON.stringify(before)) set[key] = value;
    }
    if (outbox.length !== (current.outbox ?? []).length || change.outbox?.length) set.outbox = outbox;
    const unset: Record<string, ''> = {};
    const push: Record<string, { $each: string[] }> = {};
    if (change.guard) {
      for (const day of change.guard.drop) unset[`credited.${day}`] = '';
      if (change.guard.dropLegacy) unset.recentEventIds = '';
      for (const [day, ids] of Object.entries(change.guard.add)) push[`credited.${day}`] = { $each: ids };
    }
    const res = await players.updateOne(
      { _id: userId, version: current.version },
      { $set: set, ...(Object.keys(push).length ? { $push: push } : {}), ...(Object.keys(unset).length ? { $unset: unset } : {}) },
    );
    if (res.matchedCount === 1) {
      cache?.set(userId, next);
      return change.result;
    }
    cache?.delete(userId); // someone else wrote it: read it
  }
  throw new PlayerConflictError();
}

// ---------------------------------------------------------------- plain credits (the wallet's API of 0045/0049)

export interface Credit {
  eventId: string;
  coins: number;
  gems: number;
  /** When the credited event occurred (its envelope's occurredAt): credits are accepted for a window after it. */
  occurredAt: Date;
}

export interface BatchCreditResult {
  /** The credits applied by this call, in order, each with the wallet version and balance right after it. */
  applied: Array<Credit & { version: number; balance: { coins: number; gems: number } }>;
  /** Credits refused because they occurred before the window (docs/adr/0049). */
  tooOld: Credit[];
  /** The wallet after the call. */
  wallet: Wallet;
}

/** Credit several events of one user with one conditional update, each once (docs/adr/0045, 0049). */
export async function creditBatch(wallets: mongo.Collection<PlayerDoc>, userId: string, credits: readonly Credit[], cache?: PlayerCache, now = new Date()): Promise<BatchCreditResult> {
  return updatePlayer<BatchCreditResult>(
    { players: wallets, ...(cache ? { cache } : {}) },
    userId,
    (current) => {
      const plan = planCredits(current, credits, now);
      const applied: BatchCreditResult['applied'] = [];
      let balance = { coins: current.coins, gems: current.gems };
      let version = walletVersionOf(current);
      for (const c of plan.fresh) {
        balance = { coins: balance.coins + c.coins, gems: balance.gems + c.gems };
        version += 1;
        applied.push({ ...c, version, balance });
      }
      const wallet = { ...balance, version };
      if (plan.fresh.length === 0) return { write: false, result: { applied, tooOld: plan.tooOld, wallet } };
      return { write: true, next: { ...current, ...balance, walletVersion: version }, guard: plan, result: { applied, tooOld: plan.tooOld, wallet } };
    },
    { now },
  );
}

/** Credit once per event id; a repeat returns applied=false and the current wallet. */
export async function creditOnce(wallets: mongo.Collection<PlayerDoc>, userId: string, eventId: string, coins: number, gems: number, occurredAt = new Date()): Promise<{ applied: boolean; wallet: Wallet }> {
  const { applied, wallet } = await creditBatch(wallets, userId, [{ eventId, coins, gems, occurredAt }]);
  return { applied: applied.length === 1, wallet };
}

const WALLET_FIELDS = { coins: 1, gems: 1, version: 1, walletVersion: 1 } as const;
const walletOf = (w: Pick<PlayerDoc, 'coins' | 'gems' | 'version' | 'walletVersion'> | null | undefined): Wallet => ({ coins: w?.coins ?? 0, gems: w?.gems ?? 0, version: w ? walletVersionOf(w) : 0 });

export async function getWallet(wallets: mongo.Collection<PlayerDoc>, userId: string): Promise<Wallet> {
  return walletOf(await wallets.findOne({ _id: userId }, { projection: WALLET_FIELDS }));
}

/** Several users' balances in one read (a parent's children view); a user without a wallet has an empty one. */
export async function getWallets(wallets: mongo.Collection<PlayerDoc>, userIds: readonly string[]): Promise<Array<Wallet & { id: string }>> {
  const found = userIds.length ? await wallets.find({ _id: { $in: [...userIds] } }, { projection: WALLET_FIELDS }).toArray() : [];
  const byId = new Map(found.map((w) => [w._id, w]));
  return userIds.map((id) => ({ id, ...walletOf(byId.get(id)) }));
}
