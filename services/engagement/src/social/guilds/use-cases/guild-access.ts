/**
 * What the guild use cases share: the refusals as HTTP errors, the names' filter, the caller's own
 * guild (repairing a half-written membership), the version-checked update loop, and the views.
 */
import { conflict, forbidden, notFound } from '@mathquest/service-kit';
import { ErrorCode, GUILD_MAX_MEMBERS, guildLevel, type Guild, type GuildEvent } from '@mathquest/contracts';
import { CHAT_REFUSAL_MESSAGES, chatRefusal } from '@mathquest/contracts/chat-filter';
import { benefits, EVENT_REWARDS, GuildRefusal, memberOf, type GuildDoc, type StoredGuildEvent } from '../domain/guilds.js';
import type { GuildListing } from '../repositories/guild-xp-repository.js';
import type { GuildsDeps } from './deps.js';

/** Guilds browse shows at most this many. */
export const BROWSE_LIMIT = 50;
export const ATTEMPTS = 5;
export const NOT_IN_GUILD = "You're not in a guild yet!";
export const NO_SUCH_GUILD = 'No guild with that id';

export function asHttp(err: unknown): never {
  if (err instanceof GuildRefusal) {
    switch (err.kind) {
      case 'FORBIDDEN':
        throw forbidden(err.message);
      case 'NOT_FOUND':
        throw notFound(err.message);
      case 'FULL':
        throw conflict(err.message, ErrorCode.GUILD_FULL);
      case 'EVENT_FULL':
        throw conflict(err.message, ErrorCode.GUILD_EVENT_FULL);
      case 'WRONG_TARGET':
        throw conflict(err.message, ErrorCode.GUILD_ROLE_MISMATCH);
      case 'TOO_MANY_EVENTS':
        throw conflict(err.message);
    }
  }
  throw err;
}

/**
 * Names and descriptions every student can read pass the chat's filter (docs/adr/0170); a name is
 * read as a name (7 digits anywhere in it are a phone number), a description as a message.
 */
export function refuseUnkind(name: string | undefined, description: string | undefined): void {
  for (const [t, asName] of [[name, true], [description, false]] as const) {
    const why = t?.trim() ? chatRefusal(t, { name: asName }) : null;
    if (why && why !== 'TOO_LONG') throw conflict(CHAT_REFUSAL_MESSAGES[why], ErrorCode.MESSAGE_NOT_ALLOWED);
  }
}

export const listing = (doc: GuildDoc): GuildListing => ({ id: doc._id, name: doc.name, icon: doc.icon, description: doc.description, memberCount: doc.members.length });
/** The leader's id, mirrored for the realtime service's review of reported chat messages (docs/adr/0172). */
export const leaderOf = (doc: GuildDoc): string | null => doc.members.find((m) => m.role === 'LEADER')?.userId ?? null;

export function guildAccess(deps: GuildsDeps) {
  const now = deps.now ?? (() => new Date());
  /** The member list of `guildId` changed (`cause` names how): every one of `to` but the caller hears it (a push is news only; the tab reads the list). */
  const membersChanged = (guildId: string, cause: string, to: readonly string[], except: string) => {
    for (const userId of new Set(to)) {
      if (userId !== except) deps.publishSocketPush?.([`guild-members:${guildId}:${cause}:${now().toISOString()}`], userId, [{ name: 'guild:members_changed', payload: { guildId } }]);
    }
  };

  /** The caller's guild, repairing a membership whose guild no longer lists them (a write interrupted half-way). */
  const myGuildDoc = async (me: string): Promise<GuildDoc | null> => {
    const gid = await deps.guilds.guildOf(me);
    if (!gid) return null;
    const doc = await deps.guilds.get(gid);
    if (doc && memberOf(doc, me)) return doc;
    await deps.guilds.releaseMembership(me, gid);
    await deps.xp.membershipEnded(me, gid);
    return null;
  };
  /** The caller's guild when it is `guildId`, else 404 (an unknown or someone else's guild). */
  const ownGuild = async (me: string, guildId: string): Promise<GuildDoc> => {
    const doc = await myGuildDoc(me);
    if (!doc || doc._id !== guildId) throw notFound(doc ? 'That is not your guild' : NO_SUCH_GUILD);
    return doc;
  };

  /** Applies `change` to the latest document until its version-checked write lands. */
  const update = async <T>(guildId: string, me: string, change: (doc: GuildDoc) => { doc: GuildDoc; out: T }): Promise<T> => {
    for (let i = 0; i < ATTEMPTS; i++) {
      const doc = await ownGuild(me, guildId);
      let next: { doc: GuildDoc; out: T };
      try {
        next = change(doc);
      } catch (err) {
        asHttp(err);
      }
      if (next.doc === doc || (await deps.guilds.replace(next.doc))) {
        if (next.doc !== doc) await deps.xp.list(guildId, listing(next.doc), leaderOf(next.doc));
        return next.out;
      }
    }
    throw conflict('Your guild changed while you were doing that: please try again');
  };

  const entered = async (me: string, guildId: string) => {
    await deps.xp.setMember(me, guildId);
    await deps.xp.baseline(me, await deps.progress.get(me));
  };
  const refuseIfInAGuild = async (me: string) => {
    if (await myGuildDoc(me)) throw conflict('You are already in a guild. Leave it first to join another.', ErrorCode.ALREADY_IN_GUILD);
  };

  const guildView = async (doc: GuildDoc, at: Date): Promise<Guild> => {
    const [score] = await deps.xp.scores([doc._id], at);
    const { weeklyXp, totalXp } = score ?? { weeklyXp: 0, totalXp: 0 };
    const lvl = guildLevel(totalXp);
    const ids = doc.members.map((m) => m.userId);
    const contributions = await deps.xp.memberScores(doc._id, ids, at);
    const top = doc.members
      .map((m, i) => ({ id: m.userId, username: m.username, weeklyXp: contributions[i]?.weeklyXp ?? 0 }))
      .sort((a, b) => b.weeklyXp - a.weeklyXp || a.username.localeCompare(b.username))
      .slice(0, 3);
    return {
      id: doc._id,
      name: doc.name,
      icon: doc.icon,
      description: doc.description,
      level: lvl.level,
      rank: await deps.xp.rank(weeklyXp, at),
      memberCount: doc.members.length,
      maxMembers: GUILD_MAX_MEMBERS,
      weeklyXp,
      totalXp,
      currentXp: lvl.currentXp,
      xpForNextLevel: lvl.xpForNextLevel,
      benefits: benefits(lvl.level),
      activity: doc.activity,
      topContributors: top,
    };
  };
  const eventView = (e: StoredGuildEvent, me: string): GuildEvent => ({
    id: e.id,
    type: e.type,
    name: e.name,
    description: e.description,
    participants: e.participants.length,
    maxParticipants: e.maxParticipants,
    rewards: EVENT_REWARDS[e.type],
    joined: e.participants.includes(me),
  });

  return { now, membersChanged, myGuildDoc, ownGuild, update, entered, refuseIfInAGuild, guildView, eventView };
}

export type GuildAccess = ReturnType<typeof guildAccess>;
