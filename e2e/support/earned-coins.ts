/**
 * Test-only: a balance for a fresh student, written into the engagement service's own storage
 * (its player document, docs/adr/0060), as if they had earned it by practising. Earning 500 coins
 * through the answer path would take a hundred answers; the browser tests of the shop need only
 * a balance to spend. The product has no way to give coins, and must not.
 */
import { MongoClient } from 'mongodb';
import type { Stack } from './stack.js';

const ENGAGEMENT_DB = 'mathquest_engagement';

export async function giveEarnedCoins(stack: Stack, userId: string, coins: number, gems = 0): Promise<void> {
  const client = new MongoClient(process.env.MONGO_URL || `mongodb://127.0.0.1:${stack.ports.mongo}`, { serverSelectionTimeoutMS: 10_000 });
  try {
    const players = client.db(ENGAGEMENT_DB).collection<{ _id: string }>('wallets');
    const existing = await players.findOne({ _id: userId });
    if (existing) await players.updateOne({ _id: userId }, { $set: { coins, gems, updatedAt: new Date() }, $inc: { version: 1, walletVersion: 1 } });
    else await players.insertOne({ _id: userId, coins, gems, version: 1, walletVersion: 1, credited: {}, updatedAt: new Date() } as { _id: string });
  } finally {
    await client.close();
  }
}
