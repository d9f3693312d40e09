/**
 * The wallet: engagement is the single owner of coins and gems (ARCHITECTURE §2).
 * Credits from events are idempotent by event id: one atomic update filters on
 * `recentEventIds != eventId`, increments the balance and the version, and remembers the id.
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

/** Credit once per event id; a repeat returns applied=false and the current wallet. */
export async function creditOnce(wallets: mongo.Collection<WalletDoc>, userId: string, eventId: string, coins: number, gems: number): Promise<CreditResult> {
  try {
    const after = await wallets.findOneAndUpdate(
      { _id: userId, recentEventIds: { $ne: eventId } },
      {
        $inc: { coins, gems, version: 1 },
        $push: { recentEventIds: { $each: [eventId], $slice: -RECENT_EVENT_IDS } },
        $set: { updatedAt: new Date() },
      },
      { upsert: true, returnDocument: 'after' },
    );
    if (after) return { applied: true, wallet: after };
  } catch (err) {
    // The wallet exists and already holds this event id: the upsert's insert hits the _id.
    if ((err as { code?: unknown }).code !== 11000) throw err;
  }
  const current = await wallets.findOne({ _id: userId });
  if (!current) throw new Error('wallet vanished');
  if (!current.recentEventIds.includes(eventId)) throw new Error('credit raced, retry');
  return { applied: false, wallet: current };
}

export async function getWallet(wallets: mongo.Collection<WalletDoc>, userId: string): Promise<Wallet> {
  const w = await wallets.findOne({ _id: userId }, { projection: { coins: 1, gems: 1, version: 1 } });
  return { coins: w?.coins ?? 0, gems: w?.gems ?? 0, version: w?.version ?? 0 };
}

export const newId = randomUUID;
