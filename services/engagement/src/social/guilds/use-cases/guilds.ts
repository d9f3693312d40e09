/**
 * Guilds (docs/product/social.md#guilds, docs/adr/0120-0122): browse and search, create, join,
 * leave with the leader's hand-over, role management, events, the chat history, and the guild
 * XP credited from members' progress snapshots. The guild's document decides (version-checked
 * writes, retried on a race); the membership document makes one guild per student hold; Redis
 * holds the directory, the XP sets and the mirror of who is in which guild the realtime service
 * reads before letting a socket into a guild's room.
 */
import { randomUUID } from 'node:crypto';
import { conflict, forbidden, notFound } from '@mathquest/service-kit';
import {
  ErrorCode,
  GUILD_MAX_MEMBERS,
  GuildMessageSchema,
  guildLevel,
  type CreateGuildBody,
  type CreateGuildEventBody,
  type Guild,
  type GuildAction,
  type GuildEvent,
  type GuildMember,
  type GuildMessage,
  type GuildSummary,
  type MyGuild,
  type UpdateGuildBody,
} from '@mathquest/contracts';
import { CHAT_REFUSAL_MESSAGES, chatRefusal } from '@mathquest/contracts/chat-filter';
import { activeEvents, benefits, createEvent, endedEvents, EVENT_REWARDS, GuildRefusal, join, joinEvent, leave, manage, memberOf, newGuild, type GuildDoc, type StoredGuildEvent } from '../domain/guilds.js';
import type { LookReader } from '../../../ports/looks.js';
import type { ProgressReader } from '../../../ports/progress.js';
import type { PublishSocketPush } from '../../../ports/shared.js';
import type { PresenceReader } from '../../directory/repositories/social-directory-repository.js';
import { looksOf } from '../../looks/looks.js';
import type { GuildsRepository } from '../repositories/guilds-repository.js';
import type { GuildEventSchedule, GuildListing, GuildXpStore } from '../repositories/guild-xp-repository.js';

export interface GuildsDeps {
  guilds: GuildsRepository;
  xp: GuildXpStore;
  progress: ProgressReader;
  presence: PresenceReader;
  /** When events end, for their rewards (docs/adr/0128). */
  eventSchedule: Pick<GuildEventSchedule, 'at'>;
  /** Members' worn looks (docs/adr/0136, 0129): one HMGET per member list. */
  looks: LookReader;
  /** Tells the other members of each change of the member list (guild:members_changed), so an open Members tab follows without a reload. */
  publishSocketPush?: PublishSocketPush;
  now?: () => Date;
}

export interface Caller {
  id: string;
  username: string;
}

/** Guilds browse shows at most this many. */
export const BROWSE_LIMIT = 50;
const ATTEMPTS = 5;
export const NOT_IN_GUILD = "You're not in a guild yet!";
export const NO_SUCH_GUILD = 'No guild with that id';

function asHttp(err: unknown): never {
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
function refuseUnkind(name: string | undefined, description: string | undefined): void {
  for (const [t, asName] of [[name, true], [description, false]] as const) {
    const why = t?.trim() ? chatRefusal(t, { name: asName }) : null;
    if (why && why !== 'TOO_LONG') throw conflict(CHAT_REFUSAL_MESSAGES[why], ErrorCode.MESSAGE_NOT_ALLOWED);
  }
}

const listing = (doc: GuildDoc): GuildListing => ({ id: doc._id, name: doc.name, icon: doc.icon, description: doc.description, memberCount: doc.members.length });
/** The leader's id, mirrored for the realtime service's review of reported chat messages (docs/adr/0172). */
const leaderOf = (doc: GuildDoc): string | null => doc.members.find((m) => m.role === 'LEADER')?.userId ?? null;

export function guilds(deps: GuildsDeps) {
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

  return {
    /** Every guild ranked by weekly XP (the guild leaderboard); `search` keeps the names containing it. */
    async browse(search?: string): Promise<GuildSummary[]> {
      const at = now();
      const all = await deps.xp.directory();
      const scores = await deps.xp.scores(
        all.map((g) => g.id),
        at,
      );
      const ranked = all.map((g, i) => ({ g, s: scores[i] ?? { weeklyXp: 0, totalXp: 0 } })).sort((a, b) => b.s.weeklyXp - a.s.weeklyXp || b.s.totalXp - a.s.totalXp || a.g.name.localeCompare(b.g.name));
      const term = search?.trim().toLowerCase() ?? '';
      const out: GuildSummary[] = [];
      let rank = 0;
      ranked.forEach(({ g, s }, i) => {
        if (i === 0 || s.weeklyXp !== ranked[i - 1]!.s.weeklyXp) rank = i + 1;
        if (term && !g.name.toLowerCase().includes(term)) return;
        out.push({ id: g.id, name: g.name, icon: g.icon, description: g.description, level: guildLevel(s.totalXp).level, rank, memberCount: g.memberCount, maxMembers: GUILD_MAX_MEMBERS, weeklyXp: s.weeklyXp, totalXp: s.totalXp });
      });
      return out.slice(0, BROWSE_LIMIT);
    },

    async myGuild(me: Caller): Promise<MyGuild> {
      const doc = await myGuildDoc(me.id);
      if (!doc) return { guild: null, role: null };
      return { guild: await guildView(doc, now()), role: memberOf(doc, me.id)?.role ?? 'MEMBER' };
    },

    async create(me: Caller, body: CreateGuildBody): Promise<MyGuild> {
      refuseUnkind(body.name, body.description);
      await refuseIfInAGuild(me.id);
      const at = now();
      const doc = newGuild(randomUUID(), { userId: me.id, username: me.username }, { name: body.name.trim(), icon: body.icon, description: body.description.trim() }, at);
      if (!(await deps.guilds.claimName(doc.name, doc._id))) throw conflict(`There is already a guild called ${doc.name}`, ErrorCode.GUILD_NAME_TAKEN);
      if (!(await deps.guilds.claimMembership(me.id, doc._id))) {
        await deps.guilds.releaseName(doc.name, doc._id);
        throw conflict('You are already in a guild. Leave it first to start one.', ErrorCode.ALREADY_IN_GUILD);
      }
      await deps.guilds.insert(doc);
      await deps.xp.list(doc._id, listing(doc), leaderOf(doc));
      await entered(me.id, doc._id);
      return { guild: await guildView(doc, at), role: 'LEADER' };
    },

    async join(me: Caller, guildId: string): Promise<MyGuild> {
      await refuseIfInAGuild(me.id);
      if (!(await deps.guilds.get(guildId))) throw notFound(NO_SUCH_GUILD);
      if (!(await deps.guilds.claimMembership(me.id, guildId))) throw conflict('You are already in a guild. Leave it first to join another.', ErrorCode.ALREADY_IN_GUILD);
      try {
        for (let i = 0; i < ATTEMPTS; i++) {
          const doc = await deps.guilds.get(guildId);
          if (!doc) throw notFound(NO_SUCH_GUILD);
          const at = now();
          let next: GuildDoc;
          try {
            next = join(doc, { userId: me.id, username: me.username }, at);
          } catch (err) {
            asHttp(err);
          }
          if (next === doc || (await deps.guilds.replace(next))) {
            await deps.xp.list(guildId, listing(next), leaderOf(next));
            await entered(me.id, guildId);
            if (next !== doc) membersChanged(guildId, `join:${me.id}`, next.members.map((m) => m.userId), me.id);
            return { guild: await guildView(next, at), role: memberOf(next, me.id)?.role ?? 'MEMBER' };
          }
        }
        throw conflict('The guild changed while you were joining: please try again');
      } catch (err) {
        await deps.guilds.releaseMembership(me.id, guildId);
        throw err;
      }
    },

    /** Leaves the caller's guild; the leader hands over; the last member dissolves it. */
    async leave(me: Caller): Promise<{ left: true; dissolved: boolean }> {
      for (let i = 0; i < ATTEMPTS; i++) {
        const doc = await myGuildDoc(me.id);
        if (!doc) throw notFound(NOT_IN_GUILD, ErrorCode.NOT_IN_GUILD);
        const at = now();
        const { doc: next } = leave(doc, me.id, at);
        if (next === null) {
          if (!(await deps.guilds.remove(doc._id, doc.version))) continue;
          await deps.guilds.releaseName(doc.name, doc._id);
          await deps.xp.unlist(doc._id, at);
        } else {
          if (!(await deps.guilds.replace(next))) continue;
          await deps.xp.list(doc._id, listing(next), leaderOf(next));
        }
        await deps.guilds.releaseMembership(me.id, doc._id);
        await deps.xp.membershipEnded(me.id, doc._id);
        await deps.xp.forgetMember(doc._id, me.id);
        if (next) membersChanged(doc._id, `leave:${me.id}`, next.members.map((m) => m.userId), me.id);
        return { left: true, dissolved: next === null };
      }
      throw conflict('Your guild changed while you were leaving: please try again');
    },

    /** Settings: only the leader changes the icon or description. */
    async update(me: Caller, guildId: string, body: UpdateGuildBody): Promise<MyGuild> {
      refuseUnkind(undefined, body.description);
      const at = now();
      const doc = await update(guildId, me.id, (d) => {
        if (memberOf(d, me.id)?.role !== 'LEADER') throw new GuildRefusal('FORBIDDEN', 'Only the leader can change the guild settings');
        const next = { ...d, icon: body.icon ?? d.icon, description: body.description?.trim() ?? d.description, version: d.version + 1 };
        return { doc: next, out: next };
      });
      return { guild: await guildView(doc, at), role: 'LEADER' };
    },

    async members(me: Caller, guildId: string): Promise<GuildMember[]> {
      const doc = await ownGuild(me.id, guildId);
      const ids = doc.members.map((m) => m.userId);
      const [online, scores, progress, lookOf] = await Promise.all([deps.presence.of(ids), deps.xp.memberScores(guildId, ids, now()), Promise.all(ids.map((id) => deps.progress.get(id))), looksOf(deps.looks, ids)]);
      const order = { LEADER: 0, OFFICER: 1, MEMBER: 2 } as const;
      return doc.members
        .map((m, i) => ({
          id: m.userId,
          username: m.username,
          avatarUrl: null,
          avatar: lookOf(m.userId),
          level: progress[i]?.level ?? 1,
          role: m.role,
          isOnline: online.has(m.userId),
          weeklyXp: scores[i]?.weeklyXp ?? 0,
          totalContribution: scores[i]?.total ?? 0,
        }))
        .sort((a, b) => order[a.role] - order[b.role] || a.username.localeCompare(b.username));
    },

    async manage(me: Caller, guildId: string, targetId: string, action: GuildAction): Promise<GuildMember | null> {
      const at = now();
      const after = await update(guildId, me.id, (d) => {
        const doc = manage(d, me.id, targetId, action, at);
        return { doc, out: doc };
      });
      // The kicked member hears it too: their guild page moves on.
      membersChanged(guildId, `${action}:${targetId}`, [...after.members.map((m) => m.userId), targetId], me.id);
      if (action === 'KICK') {
        await deps.guilds.releaseMembership(targetId, guildId);
        await deps.xp.membershipEnded(targetId, guildId);
        await deps.xp.forgetMember(guildId, targetId);
        return null;
      }
      return (await this.members(me, guildId)).find((m) => m.id === targetId) ?? null;
    },

    async events(me: Caller, guildId: string): Promise<GuildEvent[]> {
      const doc = await ownGuild(me.id, guildId);
      return activeEvents(doc, now()).map((e) => eventView(e, me.id));
    },

    async createEvent(me: Caller, guildId: string, body: CreateGuildEventBody): Promise<GuildEvent> {
      refuseUnkind(body.name, body.description);
      const at = now();
      const id = randomUUID();
      const { event, ended } = await update(guildId, me.id, (d) => {
        const r = createEvent(d, me.id, id, body, at);
        return { doc: r.doc, out: { event: r.event, ended: endedEvents(d, at) } };
      });
      // Its end (and that of any ended event not yet paid) is scheduled for the rewards (docs/adr/0128).
      for (const e of [event, ...ended]) await deps.eventSchedule.at(guildId, e.id, new Date(e.endsAt));
      return eventView(event, me.id);
    },

    async joinEvent(me: Caller, guildId: string, eventId: string): Promise<GuildEvent> {
      const at = now();
      // What the student has earned for the guild so far: what they earn beyond it makes them active (docs/adr/0128).
      const [mine] = await deps.xp.memberScores(guildId, [me.id], at);
      const event = await update(guildId, me.id, (d) => {
        const r = joinEvent(d, me.id, eventId, at, mine?.total ?? 0);
        return { doc: r.doc, out: r.event };
      });
      return eventView(event, me.id);
    },

    /**
     * The last messages of the caller's guild chat, oldest first. A reported message waiting for the
     * leader's review (held, docs/adr/0172) is left out, except for its author, who sees it marked.
     */
    async messages(me: Caller, guildId: string): Promise<GuildMessage[]> {
      await ownGuild(me.id, guildId);
      const out: GuildMessage[] = [];
      for (const raw of (await deps.xp.chat(guildId)).reverse()) {
        let value: unknown;
        try {
          value = JSON.parse(raw);
        } catch {
          continue;
        }
        const parsed = GuildMessageSchema.safeParse(value);
        if (parsed.success && (!parsed.data.held || parsed.data.userId === me.id)) out.push(parsed.data);
      }
      return out;
    },

    /** Guild XP from a batch of progress snapshots (oldest version first per student). */
    async creditXp(snapshots: Array<{ userId: string; version: number; totalXp: number; at: Date }>): Promise<void> {
      const sorted = [...snapshots].sort((a, b) => a.version - b.version);
      for (const s of sorted) await deps.xp.credit(s.userId, { version: s.version, totalXp: s.totalXp }, s.at);
    },
  };
}
export type Guilds = ReturnType<typeof guilds>;
