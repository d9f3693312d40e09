/**
 * The wallet: engagement is the single owner of coins and gems (ARCHITECTURE §2).
 * Credits from events are idempotent by event id: the wallet is read by `_id`; unless it already
 * holds the event id, one update conditional on the version read increments the balance and the
 * version and remembers the id. (Not a `{ _id, recentEventIds: { $ne } }` filter: the local
 * MongoDB-compatible server answers that with a collection scan, docs/adr/0026.)
 */
import { randomUUID } from 'node:crypto';
import type { Wallet } from '@mathquest/contracts';
import { RecentMap } from '@mathquest/service-kit';
import type { Connection, mongo } from 'mongoose';

export interface WalletDoc {
  _id: string;
  coins: number;
  gems: number;
  /** Incremented in the same update as every balance change (orders wallet.changed events). */
  version: number;
  /** Last 200 credited event ids (redelivery guard). */
  recentEventIds: string[];
  updatedAt: Date;
}

export const RECENT_EVENT_IDS = 200;

export function walletCollection(conn: Connection): mongo.Collection<WalletDoc> {
  if (!conn.db) throw new Error('mongo connection has no database');
  return conn.db.collection<WalletDoc>('wallets');
}

export interface CreditResult {
  applied: boolean;
  wallet: WalletDoc;
}

/** Exact key set of the conditional update (trivially unique). */
export async function ensureWalletIndexes(wallets: mongo.Collection<WalletDoc>): Promise<void> {
  await wallets.createIndex({ _id: 1, version: 1 }, { unique: true, name: 'cas_id_version' });
}

const CREDIT_ATTEMPTS = 20;

/** Credit once per event id; a repeat returns applied=false and the current wallet. */
export async function creditOnce(wallets: mongo.Collection<WalletDoc>, userId: string, eventId: string, coins: number, gems: number): Promise<CreditResult> {
  const { applied, wallet } = await creditBatch(wallets, userId, [{ eventId, coins, gems }]);
  return { applied: applied.length === 1, wallet };
}

export interface Credit {
  eventId: string;
  coins: number;
  gems: number;
}

export interface BatchCreditResult {
  /** The credits applied by this call, in order, each with the balance and version right after it. */
  applied: Array<Credit & { version: number; balance: { coins: number; gems: number } }>;
  /** The wallet after the call. */
  wallet: WalletDoc;
}

/** Per process: the wallets this process last wrote or read (docs/adr/0045). */
export type WalletCache = RecentMap<string, WalletDoc>;
export const newWalletCache = (max = 20_000): WalletCache => new RecentMap<string, WalletDoc>(max);

/**
 * Credit several events of one user with one update: the ones the wallet does not list yet are
 * summed into one `$inc`, their ids pushed into `recentEventIds`, the version raised by their
 * number (one version per credit, so every credit still gets its own wallet.changed), all
 * conditional on the version read: exactly once across redeliveries and replicas. With a cache
 * the read is skipped when this process wrote the wallet last; if anyone else did, the write
 * misses, the wallet is read and the credit recomputed.
 */
export async function creditBatch(wallets: mongo.Collection<WalletDoc>, userId: string, credits: readonly Credit[], cache?: WalletCache): Promise<BatchCreditResult> {
  for (let attempt = 0; attempt < CREDIT_ATTEMPTS; attempt++) {
    const cached = cache?.get(userId);
    const current = cached ?? (await wallets.findOne({ _id: userId }));
    const seen = new Set(current?.recentEventIds);
    const fresh: Credit[] = [];
    for (const c of credits) {
      if (seen.has(c.eventId)) continue; // credited before, or twice in this batch
      seen.add(c.eventId);
      fresh.push(c);
    }
    if (current && fresh.length === 0) {
      cache?.set(userId, current);
      return { applied: [], wallet: current };
    }
    const base = current ?? { _id: userId, coins: 0, gems: 0, version: 0, recentEventIds: [], updatedAt: new Date() };
    const applied: BatchCreditResult['applied'] = [];
    let balance = { coins: base.coins, gems: base.gems };
    for (const c of fresh) {
      balance = { coins: balance.coins + c.coins, gems: balance.gems + c.gems };
      applied.push({ ...c, version: base.version + applied.length + 1, balance });
    }
    const ids = fresh.map((c) => c.eventId);
    const wallet: WalletDoc = {
      _id: userId,
      ...balance,
      version: base.version + fresh.length,
      recentEventIds: [...base.recentEventIds, ...ids].slice(-RECENT_EVENT_IDS),
      updatedAt: new Date(),
    };
    if (!current) {
      try {
        await wallets.insertOne(wallet);
        cache?.set(userId, wallet);
        return { applied, wallet };
      } catch (err) {
        if ((err as { code?: unknown }).code !== 11000) throw err;
        continue; // created concurrently: read it
      }
    }
    const res = await wallets.updateOne(
      { _id: userId, version: base.version },
      {
        $inc: { coins: balance.coins - base.coins, gems: balance.gems - base.gems, version: fresh.length },
        $push: { recentEventIds: { $each: ids, $slice: -RECENT_EVENT_IDS } },
        $set: { updatedAt: wallet.updatedAt },
      },
    );
    if (res.matchedCount === 1) {
      cache?.set(userId, wallet);
      return { applied, wallet };
    }
    cache?.delete(userId); // someone else wrote it: read it
  }
  throw new Error('credit raced too often, retry');
}

export async function getWallet(wallets: mongo.Collection<WalletDoc>, userId: string): Promise<Wallet> {
  const w = await wallets.findOne({ _id: userId }, { projection: { coins: 1, gems: 1, version: 1 } });
  return { coins: w?.coins ?? 0, gems: w?.gems ?? 0, version: w?.version ?? 0 };
}

export const newId = randomUUID;
