/**
 * Guild storage (docs/adr/0120): ONE document per guild (members, events and recent activity
 * inside it, written with a version check), one membership document per student (`_id` the
 * student: inserting it is what makes "one guild per student" hold under races), and one name
 * document per guild name (`_id` the lower-cased name: unique names without a secondary index).
 * Every read is by `_id` (docs/adr/0026).
 */
import type { Connection } from 'mongoose';
import type { GuildDoc } from '../domain/guilds.js';

interface MembershipDoc {
  _id: string;
  guildId: string;
}
interface NameDoc {
  _id: string;
  guildId: string;
}

export interface GuildsRepository {
  get(id: string): Promise<GuildDoc | null>;
  insert(doc: GuildDoc): Promise<void>;
  /** Writes `next` over the stored version `next.version - 1`; false when another write came first. */
  replace(next: GuildDoc): Promise<boolean>;
  /** Deletes the guild if it is still at `version`. */
  remove(id: string, version: number): Promise<boolean>;
  /** The guild a student is in, by their membership document. */
  guildOf(userId: string): Promise<string | null>;
  /** Claims "the student is in `guildId`"; false when they already are in a guild. */
  claimMembership(userId: string, guildId: string): Promise<boolean>;
  releaseMembership(userId: string, guildId: string): Promise<void>;
  claimName(name: string, guildId: string): Promise<boolean>;
  releaseName(name: string, guildId: string): Promise<void>;
}

export const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** The conditional writes filter on exactly `{ _id, version }` and `{ _id, guildId }` (docs/adr/0026). */
export async function ensureGuildIndexes(conn: Connection): Promise<void> {
  if (!conn.db) throw new Error('mongo connection has no database');
  await Promise.all([
    conn.db.collection<GuildDoc>('guilds').createIndex({ _id: 1, version: 1 }, { unique: true, name: 'cas_id_version' }),
    conn.db.collection<MembershipDoc>('guild_memberships').createIndex({ _id: 1, guildId: 1 }, { unique: true, name: 'id_guild' }),
    conn.db.collection<NameDoc>('guild_names').createIndex({ _id: 1, guildId: 1 }, { unique: true, name: 'id_guild' }),
  ]);
}

const isDuplicate = (err: unknown) => (err as { code?: number }).code === 11000;

export function guildsRepository(conn: Connection): GuildsRepository {
  if (!conn.db) throw new Error('mongo connection has no database');
  const guilds = conn.db.collection<GuildDoc>('guilds');
  const memberships = conn.db.collection<MembershipDoc>('guild_memberships');
  const names = conn.db.collection<NameDoc>('guild_names');
  const claim = async (insert: () => Promise<unknown>) => {
    try {
      await insert();
      return true;
    } catch (err) {
      if (isDuplicate(err)) return false;
      throw err;
    }
  };
  return {
    get: (id) => guilds.findOne({ _id: id }),
    async insert(doc) {
      await guilds.insertOne(doc);
    },
    async replace(next) {
      const { _id, ...rest } = next;
      const r = await guilds.updateOne({ _id, version: next.version - 1 }, { $set: rest });
      return r.modifiedCount === 1;
    },
    async remove(id, version) {
      return (await guilds.deleteOne({ _id: id, version })).deletedCount === 1;
    },
    async guildOf(userId) {
      return (await memberships.findOne({ _id: userId }))?.guildId ?? null;
    },
    claimMembership: (userId, guildId) => claim(() => memberships.insertOne({ _id: userId, guildId })),
    async releaseMembership(userId, guildId) {
      await memberships.deleteOne({ _id: userId, guildId });
    },
    claimName: (name, guildId) => claim(() => names.insertOne({ _id: nameKey(name), guildId })),
    async releaseName(name, guildId) {
      await names.deleteOne({ _id: nameKey(name), guildId });
    },
  };
}
