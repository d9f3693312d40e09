/**
 * The wallet: engagement is the single owner of coins and gems (ARCHITECTURE §2).
 * Credits from events are idempotent by event id: the wallet is read by `_id`; unless it already
 * holds the event id, one update conditional on the version read increments the balance and the
 * version and remembers the id. (Not a `{ _id, recentEventIds: { $ne } }` filter: the local
 * MongoDB-compatible server answers that with a collection scan, docs/adr/0026.)
 */
import { randomUUID } from 'node:crypto';
import type { Wallet } from '@mathquest/contracts';
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
  for (let attempt = 0; attempt < CREDIT_ATTEMPTS; attempt++) {
    const current = await wallets.findOne({ _id: userId });
    if (current?.recentEventIds.includes(eventId)) return { applied: false, wallet: current };
    if (!current) {
      const wallet: WalletDoc = { _id: userId, coins, gems, version: 1, recentEventIds: [eventId], updatedAt: new Date() };
      try {
        await wallets.insertOne(wallet);
        return { applied: true, wallet };
      } catch (err) {
        if ((err as { code?: unknown }).code !== 11000) throw err;
        continue; // created concurrently: read it
      }
    }
    const after = await wallets.findOneAndUpdate(
      { _id: userId, version: current.version },
      {
        $inc: { coins, gems, version: 1 },
        $push: { recentEventIds: { $each: [eventId], $slice: -RECENT_EVENT_IDS } },
        $set: { updatedAt: new Date() },
      },
      { returnDocument: 'after' },
    );
    if (after) return { applied: true, wallet: after };
  }
  throw new Error('credit raced too often, retry');
}

export async function getWallet(wallets: mongo.Collection<WalletDoc>, userId: string): Promise<Wallet> {
  const w = await wallets.findOne({ _id: userId }, { projection: { coins: 1, gems: 1, version: 1 } });
  return { coins: w?.coins ?? 0, gems: w?.gems ?? 0, version: w?.version ?? 0 };
}

export const newId = randomUUID;
