/**
 * The storage side of an account's erasure in the social module (docs/adr/0236): what it still
 * holds of the account once its challenges, friendships and guild were ended by their own rules. The finds here
 * filter on fields other than `_id` (a collection scan on the local MongoDB-compatible server,
 * docs/adr/0026): an erasure is rare, and it must reach every record, not only the ones an index
 * document still lists.
 */
import { DELETED_USER_ID, DELETED_USER_NAME } from '@mathquest/contracts';
import type { Connection } from 'mongoose';
import type { ChallengeDoc } from '../../challenges/domain/challenges.js';
import type { GuildDoc } from '../../guilds/domain/guilds.js';

export interface AccountErasureStore {
  /** Ids of every challenge the account is a side of. */
  challengeIdsOf(userId: string): Promise<string[]>;
  /** Every guild whose activity, events or members still name the account. */
  guildsNaming(userId: string, username: string | null): Promise<GuildDoc[]>;
  /** The account's friend index, challenge index and guild membership go. */
  removeOwnDocuments(userId: string): Promise<void>;
}

export function accountErasureStore(conn: Connection): AccountErasureStore {
  if (!conn.db) throw new Error('mongo connection has no database');
  const db = conn.db;
  return {
    async challengeIdsOf(userId) {
      const docs = await db
        .collection<ChallengeDoc>('challenges')
        .find({ $or: [{ 'challenger.userId': userId }, { 'opponent.userId': userId }] }, { projection: { _id: 1 } })
        .toArray();
      return docs.map((d) => d._id);
    },
    async guildsNaming(userId, username) {
      const or: object[] = [{ 'members.userId': userId }, { 'events.participants': userId }, { 'events.createdBy': userId }, { [`events.baselines.${userId}`]: { $exists: true } }];
      if (username) or.push({ 'activity.username': username });
      return db.collection<GuildDoc>('guilds').find({ $or: or }).toArray();
    },
    async removeOwnDocuments(userId) {
      await Promise.all([
        db.collection<{ _id: string }>('friend_index').deleteOne({ _id: userId }),
        db.collection<{ _id: string }>('challenge_index').deleteOne({ _id: userId }),
        db.collection<{ _id: string }>('guild_memberships').deleteOne({ _id: userId }),
      ]);
    },
  };
}

/** The challenge with the account's side shown as the deleted user (the other side's history keeps the match). */
export function anonymisedChallenge(c: ChallengeDoc, userId: string): ChallengeDoc {
  const side = (s: ChallengeDoc['challenger']) => (s.userId === userId ? { ...s, userId: DELETED_USER_ID, name: DELETED_USER_NAME } : s);
  return { ...c, challenger: side(c.challenger), opponent: side(c.opponent), winnerId: c.winnerId === userId ? DELETED_USER_ID : c.winnerId };
}

/** The guild without the account: off the members, its lines and events showing the deleted user; the same object when nothing names it. */
export function anonymisedGuild(doc: GuildDoc, userId: string, username: string | null): GuildDoc {
  const named = (text: string) => (username ? text.split(username).join(DELETED_USER_NAME) : text);
  const activity = doc.activity.map((a) =>
    username && (a.username === username || a.text.includes(username)) ? { ...a, username: a.username === username ? DELETED_USER_NAME : a.username, text: named(a.text) } : a,
  );
  const events = doc.events.map((e) => {
    const baselines = e.baselines && userId in e.baselines ? Object.fromEntries(Object.entries(e.baselines).filter(([id]) => id !== userId)) : e.baselines;
    return { ...e, participants: e.participants.filter((p) => p !== userId), createdBy: e.createdBy === userId ? DELETED_USER_ID : e.createdBy, ...(baselines ? { baselines } : {}) };
  });
  const members = doc.members.filter((m) => m.userId !== userId);
  const changed = members.length !== doc.members.length || JSON.stringify(activity) !== JSON.stringify(doc.activity) || JSON.stringify(events) !== JSON.stringify(doc.events);
  return changed ? { ...doc, members, activity, events, version: doc.version + 1 } : doc;
}
