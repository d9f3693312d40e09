/**
 * The rules of a guild (docs/product/social.md#guilds, docs/adr/0120): membership up to
 * GUILD_MAX_MEMBERS, the hand-over when a leader leaves, the management rules of the roles, and
 * events with a participant limit. Pure: every function takes the stored guild and returns the
 * next one (or a refusal); repositories/guilds-repository.ts writes it with a version check.
 */
import type { GuildEventReward } from '../../../ports/wallet.js';
import {
  GUILD_MAX_MEMBERS,
  GUILD_ROLE_LABELS,
  guildActionRefusal,
  type GuildAction,
  type GuildActivity,
  type GuildEventType,
  type GuildRole,
} from '@mathquest/contracts';

export interface StoredMember {
  userId: string;
  username: string;
  role: GuildRole;
  /** ISO time: the oldest officer (else member) becomes leader when the leader leaves. */
  joinedAt: string;
}

export interface StoredGuildEvent {
  id: string;
  type: GuildEventType;
  name: string;
  description: string;
  maxParticipants: number;
  participants: string[];
  createdBy: string;
  createdAt: string;
  endsAt: string;
  /** Each participant's all-time guild contribution when they joined (docs/adr/0128); absent on events of before. */
  baselines?: Record<string, number>;
}

export interface GuildDoc {
  _id: string;
  name: string;
  icon: string;
  description: string;
  createdAt: Date;
  members: StoredMember[];
  events: StoredGuildEvent[];
  activity: GuildActivity[];
  /** Every write checks and bumps it. */
  version: number;
}

/** Activity entries kept (newest first); events kept active; how long an event runs. */
export const ACTIVITY_KEPT = 20;
export const MAX_ACTIVE_EVENTS = 10;
export const EVENT_DAYS = 7;

/** What an event gives each active participant when it ends, by type (docs/adr/0128). */
export const EVENT_REWARDS: Record<GuildEventType, { coins: number; gems: number; xp: number }> = {
  RAID: { coins: 100, gems: 5, xp: 300 },
  TOURNAMENT: { coins: 150, gems: 10, xp: 400 },
  CHALLENGE: { coins: 75, gems: 3, xp: 200 },
  SOCIAL: { coins: 25, gems: 0, xp: 50 },
};

/** A refusal the use case turns into an HTTP error: which status and the child-readable text. */
export class GuildRefusal extends Error {
  constructor(
    readonly kind: 'FORBIDDEN' | 'NOT_FOUND' | 'FULL' | 'WRONG_TARGET' | 'EVENT_FULL' | 'TOO_MANY_EVENTS',
    message: string,
  ) {
    super(message);
  }
}

const withActivity = (doc: GuildDoc, entry: Omit<GuildActivity, 'at'>, at: Date): GuildActivity[] => [{ ...entry, at: at.toISOString() }, ...doc.activity].slice(0, ACTIVITY_KEPT);

export function newGuild(id: string, founder: { userId: string; username: string }, body: { name: string; icon: string; description: string }, at: Date): GuildDoc {
  return {
    _id: id,
    name: body.name,
    icon: body.icon,
    description: body.description,
    createdAt: at,
    members: [{ userId: founder.userId, username: founder.username, role: 'LEADER', joinedAt: at.toISOString() }],
    events: [],
    activity: [{ type: 'CREATED', username: founder.username, text: `${founder.username} founded the guild`, at: at.toISOString() }],
    version: 0,
  };
}

export const memberOf = (doc: GuildDoc, userId: string) => doc.members.find((m) => m.userId === userId) ?? null;

export function join(doc: GuildDoc, who: { userId: string; username: string }, at: Date): GuildDoc {
  if (memberOf(doc, who.userId)) return doc;
  if (doc.members.length >= GUILD_MAX_MEMBERS) throw new GuildRefusal('FULL', `${doc.name} is full (${GUILD_MAX_MEMBERS} members). Try another guild!`);
  return {
    ...doc,
    members: [...doc.members, { userId: who.userId, username: who.username, role: 'MEMBER', joinedAt: at.toISOString() }],
    activity: withActivity(doc, { type: 'JOINED', username: who.username, text: `${who.username} joined the guild` }, at),
    version: doc.version + 1,
  };
}

/** Who leads after the leader goes: the oldest officer, else the oldest member (ties by id, so the choice is stable). */
export function successor(members: readonly StoredMember[]): StoredMember | null {
  const byAge = (a: StoredMember, b: StoredMember) => a.joinedAt.localeCompare(b.joinedAt) || a.userId.localeCompare(b.userId);
  const officers = members.filter((m) => m.role === 'OFFICER').sort(byAge);
  if (officers[0]) return officers[0];
  return [...members].filter((m) => m.role === 'MEMBER').sort(byAge)[0] ?? null;
}

/** The guild after `userId` leaves (or is kicked): null when it was the last member (the guild dissolves). */
export function leave(doc: GuildDoc, userId: string, at: Date, kickedBy?: string): { doc: GuildDoc | null; newLeader: StoredMember | null } {
  const me = memberOf(doc, userId);
  if (!me) throw new GuildRefusal('NOT_FOUND', 'That student is not in this guild');
  const rest = doc.members.filter((m) => m.userId !== userId);
  if (rest.length === 0) return { doc: null, newLeader: null };
  let activity = withActivity(doc, kickedBy ? { type: 'KICKED', username: me.username, text: `${me.username} was removed by ${kickedBy}` } : { type: 'LEFT', username: me.username, text: `${me.username} left the guild` }, at);
  let members = rest;
  let newLeader: StoredMember | null = null;
  if (me.role === 'LEADER') {
    const next = successor(rest);
    if (next) {
      newLeader = { ...next, role: 'LEADER' };
      members = rest.map((m) => (m.userId === next.userId ? newLeader! : m));
      activity = withActivity({ ...doc, activity }, { type: 'NEW_LEADER', username: next.username, text: `${next.username} is the new leader` }, at);
    }
  }
  // Someone who leaves is no longer counted in the events they joined.
  const events = doc.events.map((e) => ({ ...e, participants: e.participants.filter((p) => p !== userId) }));
  return { doc: { ...doc, members, events, activity, version: doc.version + 1 }, newLeader };
}

/** Promote, demote or kick, by the rules of docs/product/social.md#guild-roles. */
export function manage(doc: GuildDoc, actorId: string, targetId: string, action: GuildAction, at: Date): GuildDoc {
  const actor = memberOf(doc, actorId);
  const target = memberOf(doc, targetId);
  if (!actor) throw new GuildRefusal('NOT_FOUND', 'You are not in this guild');
  if (!target) throw new GuildRefusal('NOT_FOUND', 'That student is not in this guild');
  const refusal = guildActionRefusal({ id: actor.userId, role: actor.role }, { id: target.userId, role: target.role }, action);
  if (refusal === 'FORBIDDEN') {
    const why = actor.role === 'MEMBER' ? 'Only the leader and officers can manage members' : actor.userId === target.userId ? 'You cannot change your own role' : 'The leader cannot be changed or removed';
    throw new GuildRefusal('FORBIDDEN', why);
  }
  if (refusal === 'WRONG_TARGET') throw new GuildRefusal('WRONG_TARGET', action === 'PROMOTE' ? `${target.username} is already an ${GUILD_ROLE_LABELS[target.role]}` : `${target.username} is not an Officer`);
  if (action === 'KICK') return leave(doc, targetId, at, actor.username).doc ?? doc;
  const role: GuildRole = action === 'PROMOTE' ? 'OFFICER' : 'MEMBER';
  return {
    ...doc,
    members: doc.members.map((m) => (m.userId === targetId ? { ...m, role } : m)),
    activity: withActivity(doc, action === 'PROMOTE' ? { type: 'PROMOTED', username: target.username, text: `${target.username} is now an Officer` } : { type: 'DEMOTED', username: target.username, text: `${target.username} is now a Member` }, at),
    version: doc.version + 1,
  };
}

export const activeEvents = (doc: GuildDoc, at: Date) => doc.events.filter((e) => e.endsAt > at.toISOString());
/** Events that ended and whose rewards are not paid yet: kept in the document until they are (docs/adr/0128). */
export const endedEvents = (doc: GuildDoc, at: Date) => doc.events.filter((e) => e.endsAt <= at.toISOString());

export function createEvent(
  doc: GuildDoc,
  actorId: string,
  id: string,
  body: { type: GuildEventType; name: string; description: string; maxParticipants: number },
  at: Date,
): { doc: GuildDoc; event: StoredGuildEvent } {
  const actor = memberOf(doc, actorId);
  if (!actor) throw new GuildRefusal('NOT_FOUND', 'You are not in this guild');
  if (actor.role === 'MEMBER') throw new GuildRefusal('FORBIDDEN', 'Only the leader and officers can create events');
  const live = activeEvents(doc, at);
  if (live.length >= MAX_ACTIVE_EVENTS) throw new GuildRefusal('TOO_MANY_EVENTS', `A guild can run ${MAX_ACTIVE_EVENTS} events at a time`);
  const event: StoredGuildEvent = {
    id,
    type: body.type,
    name: body.name.trim(),
    description: body.description,
    maxParticipants: body.maxParticipants,
    participants: [],
    createdBy: actorId,
    createdAt: at.toISOString(),
    endsAt: new Date(at.getTime() + EVENT_DAYS * 86_400_000).toISOString(),
  };
  return {
    // Ended events stay until their rewards are paid (the sweep removes them, docs/adr/0128).
    doc: { ...doc, events: [...doc.events, event], activity: withActivity(doc, { type: 'EVENT_CREATED', username: actor.username, text: `${actor.username} started the event ${event.name}` }, at), version: doc.version + 1 },
    event,
  };
}

/**
 * Joining an event twice changes nothing; a full one refuses. `contribution` is the student's
 * all-time contribution to the guild now: what they earn for it beyond that while the event runs
 * makes them active (eventRewardees).
 */
export function joinEvent(doc: GuildDoc, userId: string, eventId: string, at: Date, contribution = 0): { doc: GuildDoc; event: StoredGuildEvent } {
  if (!memberOf(doc, userId)) throw new GuildRefusal('NOT_FOUND', 'You are not in this guild');
  const event = activeEvents(doc, at).find((e) => e.id === eventId);
  if (!event) throw new GuildRefusal('NOT_FOUND', 'No such event in your guild');
  if (event.participants.includes(userId)) return { doc, event };
  if (event.participants.length >= event.maxParticipants) throw new GuildRefusal('EVENT_FULL', `${event.name} is full`);
  const joined = { ...event, participants: [...event.participants, userId], baselines: { ...event.baselines, [userId]: contribution } };
  return { doc: { ...doc, events: doc.events.map((e) => (e.id === eventId ? joined : e)), version: doc.version + 1 }, event: joined };
}

/**
 * Who earns an ended event's rewards (docs/adr/0128): its participants who are still members and
 * were active, i.e. earned XP for the guild after joining it (their all-time contribution,
 * `contributions`, is above the one recorded when they joined; 0 for events of before the record).
 */
export function eventRewardees(doc: GuildDoc, event: StoredGuildEvent, contributions: ReadonlyMap<string, number>): string[] {
  return event.participants.filter((id) => memberOf(doc, id) && (contributions.get(id) ?? 0) > (event.baselines?.[id] ?? 0));
}

/** The guild once an ended event's rewards are paid: the event is gone, its end in the activity. Unchanged when it is gone already. */
export function closeEvent(doc: GuildDoc, eventId: string, rewarded: number, at: Date): GuildDoc {
  const event = doc.events.find((e) => e.id === eventId);
  if (!event) return doc;
  const text = rewarded === 0 ? `${event.name} ended` : `${event.name} ended: ${rewarded} ${rewarded === 1 ? 'member' : 'members'} earned its rewards`;
  return { ...doc, events: doc.events.filter((e) => e.id !== eventId), activity: withActivity(doc, { type: 'EVENT_ENDED', username: '', text }, at), version: doc.version + 1 };
}

/** The cause id of one participant's reward, keyed by the event (the player document's guard, docs/adr/0049). */
export const eventRewardCause = (eventId: string) => `guild-event:${eventId}:reward`;

const amounts = (r: { coins: number; gems: number; xp: number }) =>
  [r.coins > 0 ? `${r.coins} coins` : '', r.gems > 0 ? `${r.gems} gems` : '', r.xp > 0 ? `${r.xp} XP` : ''].filter(Boolean).join(', ');

/** What one participant of an ended event receives (the event type's amounts), for the wallet port to credit once. */
export function eventReward(event: Pick<StoredGuildEvent, 'id' | 'type' | 'name' | 'endsAt'>, guildName: string): GuildEventReward {
  const r = EVENT_REWARDS[event.type];
  return {
    cause: eventRewardCause(event.id),
    eventId: event.id,
    endedAt: new Date(event.endsAt),
    ...r,
    eventName: event.name,
    guildName,
    title: 'Guild event rewards!',
    message: `${event.name} in ${guildName} has ended. You earned ${amounts(r)} for taking part.`,
  };
}

/** The benefits a guild's level brings, as shown on the Overview (all of them are features members really get). */
export function benefits(level: number): string[] {
  return [
    `Up to ${GUILD_MAX_MEMBERS} members`,
    'Guild chat with your team',
    'Raids, tournaments, challenges and socials run by your leaders',
    'Every XP you earn also counts for your guild',
    `Weekly guild ranking (your guild is level ${level})`,
  ];
}
