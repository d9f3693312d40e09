/**
 * The wallets collection: engagement is the single owner of coins and gems. A wallet is read by
 * `_id`; a credit is one update conditional on the version read that increments the balance and
 * the version and records the credited event ids (docs/adr/0045, 0049). (Not a filter on the ids:
 * the local MongoDB-compatible server answers that with a collection scan, docs/adr/0026.)
 */
import type { Wallet } from '@mathquest/contracts';
import { RecentMap } from '@mathquest/service-kit';
import type { Connection, mongo } from 'mongoose';
import { applyPlan, planCredits, type CreditGuard } from '../domain/credit-guard.js';

export interface WalletDoc extends CreditGuard {
  _id: string;
  coins: number;
  gems: number;
  /** Incremented in the same update as every balance change (orders wallet.changed events). */
  version: number;
  updatedAt: Date;
}

export function walletCollection(conn: Connection): mongo.Collection<WalletDoc> {
  if (!conn.db) throw new Error('mongo connection has no database');
  return conn.db.collection<WalletDoc>('wallets');
}

/** Exact key set of the conditional update (trivially unique). */
export async function ensureWalletIndexes(wallets: mongo.Collection<WalletDoc>): Promise<void> {
  await wallets.createIndex({ _id: 1, version: 1 }, { unique: true, name: 'cas_id_version' });
}

export interface Credit {
  eventId: string;
  coins: number;
  gems: number;
  /** When the credited event occurred (its envelope's occurredAt): credits are accepted for a window after it. */
  occurredAt: Date;
}

export interface BatchCreditResult {
  /** The credits applied by this call, in order, each with the balance and version right after it. */
  applied: Array<Credit & { version: number; balance: { coins: number; gems: number } }>;
  /** Credits refused because they occurred before the window (docs/adr/0049). */
  tooOld: Credit[];
  /** The wallet after the call. */
  wallet: WalletDoc;
}

/** Per process: the wallets this process last wrote or read (docs/adr/0045). */
export type WalletCache = RecentMap<string, WalletDoc>;
export const newWalletCache = (max = 20_000): WalletCache => new RecentMap<string, WalletDoc>(max);

const CREDIT_ATTEMPTS = 20;

/**
 * Credit several events of one user with one update: the ones the wallet has not credited are
 * summed into one `$inc`, their ids recorded under the day they occurred, the version raised by
 * their number (one version per credit, so every credit still gets its own wallet.changed), all
 * conditional on the version read: exactly once across redeliveries and replicas. With a cache
 * the read is skipped when this process wrote the wallet last; if anyone else did, the write
 * misses, the wallet is read and the credit recomputed.
 */
export async function creditBatch(wallets: mongo.Collection<WalletDoc>, userId: string, credits: readonly Credit[], cache?: WalletCache, now = new Date()): Promise<BatchCreditResult> {
  for (let attempt = 0; attempt < CREDIT_ATTEMPTS; attempt++) {
    const cached = cache?.get(userId);
    const current = cached ?? (await wallets.findOne({ _id: userId }));
    const plan = planCredits(current ?? {}, credits, now);
    if (current && plan.fresh.length === 0) {
      cache?.set(userId, current);
      return { applied: [], tooOld: plan.tooOld, wallet: current };
    }
    const base = current ?? { _id: userId, coins: 0, gems: 0, version: 0, credited: {}, updatedAt: now };
    const applied: BatchCreditResult['applied'] = [];
    let balance = { coins: base.coins, gems: base.gems };
    for (const c of plan.fresh) {
      balance = { coins: balance.coins + c.coins, gems: balance.gems + c.gems };
      applied.push({ ...c, version: base.version + applied.length + 1, balance });
    }
    const wallet: WalletDoc = { _id: userId, ...balance, version: base.version + plan.fresh.length, ...applyPlan(base, plan), updatedAt: now };
    if (!current) {
      try {
        await wallets.insertOne(wallet);
        cache?.set(userId, wallet);
        return { applied, tooOld: plan.tooOld, wallet };
      } catch (err) {
        if ((err as { code?: unknown }).code !== 11000) throw err;
        continue; // created concurrently: read it
      }
    }
    const unset: Record<string, ''> = Object.fromEntries(plan.drop.map((day) => [`credited.${day}`, '']));
    if (plan.dropLegacy) unset.recentEventIds = '';
    const res = await wallets.updateOne(
      { _id: userId, version: base.version },
      {
        $inc: { coins: balance.coins - base.coins, gems: balance.gems - base.gems, version: plan.fresh.length },
        $push: Object.fromEntries(Object.entries(plan.add).map(([day, ids]) => [`credited.${day}`, { $each: ids }])),
        ...(Object.keys(unset).length ? { $unset: unset } : {}),
        $set: { updatedAt: now },
      },
    );
    if (res.matchedCount === 1) {
      cache?.set(userId, wallet);
      return { applied, tooOld: plan.tooOld, wallet };
    }
    cache?.delete(userId); // someone else wrote it: read it
  }
  throw new Error('credit raced too often, retry');
}

/** Credit once per event id; a repeat returns applied=false and the current wallet. */
export async function creditOnce(
  wallets: mongo.Collection<WalletDoc>,
  userId: string,
  eventId: string,
  coins: number,
  gems: number,
  occurredAt = new Date(),
): Promise<{ applied: boolean; wallet: WalletDoc }> {
  const { applied, wallet } = await creditBatch(wallets, userId, [{ eventId, coins, gems, occurredAt }]);
  return { applied: applied.length === 1, wallet };
}

export async function getWallet(wallets: mongo.Collection<WalletDoc>, userId: string): Promise<Wallet> {
  const w = await wallets.findOne({ _id: userId }, { projection: { coins: 1, gems: 1, version: 1 } });
  return { coins: w?.coins ?? 0, gems: w?.gems ?? 0, version: w?.version ?? 0 };
}

/** Several users' balances in one read (a parent's children view); a user without a wallet has an empty one. */
export async function getWallets(wallets: mongo.Collection<WalletDoc>, userIds: readonly string[]): Promise<Array<Wallet & { id: string }>> {
  const found = userIds.length ? await wallets.find({ _id: { $in: [...userIds] } }, { projection: { coins: 1, gems: 1, version: 1 } }).toArray() : [];
  const byId = new Map(found.map((w) => [w._id, w]));
  return userIds.map((id) => ({ id, coins: byId.get(id)?.coins ?? 0, gems: byId.get(id)?.gems ?? 0, version: byId.get(id)?.version ?? 0 }));
}
