import mongoose, { type Connection } from 'mongoose';
import { monitorStorageCommands } from '../metrics/storage.js';

/**
 * One mongoose connection per service, to the service's own database. Code targets
 * MongoDB 7 and keeps to single-document atomic updates (no multi-document transactions),
 * which the local MongoDB-compatible server also supports.
 *
 * Command monitoring is on: every command the driver sends is counted by name in the process's
 * metrics (mathquest_storage_commands_total), which is how a benchmark counts the storage
 * operations per request.
 */
export async function connectMongo(url: string, dbName: string): Promise<Connection> {
  const conn = mongoose.createConnection(url, {
    dbName,
    serverSelectionTimeoutMS: 10_000,
    maxPoolSize: 50,
    // Services create their indexes themselves at startup, before they listen. Mongoose's own
    // createCollection would run at the same time, and on the local server a createCollection
    // racing a createIndex on a new collection fails ("Document with key '<db>.<collection>'
    // already existed in ... system.namespaces"; 6 of 40 fresh collections, measured), which
    // once stopped auth from starting.
    autoIndex: false,
    autoCreate: false,
    monitorCommands: true,
  });
  await conn.asPromise();
  monitorStorageCommands(conn.getClient());
  return conn;
}

export async function pingMongo(conn: Connection): Promise<boolean> {
  try {
    await conn.db?.admin().command({ ping: 1 });
    return true;
  } catch {
    return false;
  }
}
