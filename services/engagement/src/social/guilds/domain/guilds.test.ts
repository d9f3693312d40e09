import { GUILD_MAX_MEMBERS, guildActionRefusal, guildLevel } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { activeEvents, closeEvent, createEvent, endedEvents, EVENT_DAYS, EVENT_REWARDS, eventReward, eventRewardees, GuildRefusal, join, joinEvent, leave, manage, memberOf, newGuild, successor, type GuildDoc } from './guilds.js';

const t0 = new Date('2026-03-02T10:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

/** A guild founded by `founder` at t0, then joined by the others one minute apart, in order. */
function guildOf(founder: string, ...others: string[]): GuildDoc {
  let doc = newGuild('g1', { userId: founder, username: founder }, { name: 'Number Ninjas', icon: '🐉', description: '' }, t0);
  others.forEach((o, i) => (doc = join(doc, { userId: o, username: o }, at(i + 1))));
  return doc;
}
const roleOf = (doc: GuildDoc | null, id: string) => (doc ? memberOf(doc, id)?.role : undefined);
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof GuildRefusal) return err.kind;
    throw err;
  }
  return null;
};

describe('guild roles (who may manage whom)', () => {
  it('lets a leader or officer promote a member, demote an officer and kick anyone but the leader', () => {
    expect(guildActionRefusal({ id: 'l', role: 'LEADER' }, { id: 'm', role: 'MEMBER' }, 'PROMOTE')).toBeNull();
    expect(guildActionRefusal({ id: 'o', role: 'OFFICER' }, { id: 'm', role: 'MEMBER' }, 'PROMOTE')).toBeNull();
    expect(guildActionRefusal({ id: 'o', role: 'OFFICER' }, { id: 'o2', role: 'OFFICER' }, 'DEMOTE')).toBeNull();
    expect(guildActionRefusal({ id: 'o', role: 'OFFICER' }, { id: 'o2', role: 'OFFICER' }, 'KICK')).toBeNull();
    expect(guildActionRefusal({ id: 'l', role: 'LEADER' }, { id: 'o', role: 'OFFICER' }, 'KICK')).toBeNull();
  });

  it('refuses members, self-management and anything done to the leader', () => {
    expect(guildActionRefusal({ id: 'm', role: 'MEMBER' }, { id: 'm2', role: 'MEMBER' }, 'KICK')).toBe('FORBIDDEN');
    expect(guildActionRefusal({ id: 'l', role: 'LEADER' }, { id: 'l', role: 'LEADER' }, 'KICK')).toBe('FORBIDDEN');
    expect(guildActionRefusal({ id: 'o', role: 'OFFICER' }, { id: 'o', role: 'OFFICER' }, 'DEMOTE')).toBe('FORBIDDEN');
    expect(guildActionRefusal({ id: 'o', role: 'OFFICER' }, { id: 'l', role: 'LEADER' }, 'KICK')).toBe('FORBIDDEN');
  });

  it('refuses promoting an officer and demoting a member as the wrong target', () => {
    expect(guildActionRefusal({ id: 'l', role: 'LEADER' }, { id: 'o', role: 'OFFICER' }, 'PROMOTE')).toBe('WRONG_TARGET');
    expect(guildActionRefusal({ id: 'l', role: 'LEADER' }, { id: 'm', role: 'MEMBER' }, 'DEMOTE')).toBe('WRONG_TARGET');
  });

  it('applies promote, demote and kick to the stored guild', () => {
    let doc = guildOf('lee', 'ann', 'bob');
    doc = manage(doc, 'lee', 'ann', 'PROMOTE', at(10));
    expect(roleOf(doc, 'ann')).toBe('OFFICER');
    doc = manage(doc, 'ann', 'bob', 'KICK', at(11));
    expect(memberOf(doc, 'bob')).toBeNull();
    expect(doc.activity[0]?.type).toBe('KICKED');
    doc = manage(doc, 'lee', 'ann', 'DEMOTE', at(12));
    expect(roleOf(doc, 'ann')).toBe('MEMBER');
    expect(refusal(() => manage(doc, 'ann', 'lee', 'KICK', at(13)))).toBe('FORBIDDEN');
    expect(refusal(() => manage(doc, 'lee', 'nobody', 'KICK', at(13)))).toBe('NOT_FOUND');
  });
});

describe('joining and leaving', () => {
  it('takes members up to the limit and refuses the next', () => {
    const ids = Array.from({ length: GUILD_MAX_MEMBERS - 1 }, (_, i) => `s${String(i).padStart(2, '0')}`);
    const full = guildOf('lee', ...ids);
    expect(full.members).toHaveLength(GUILD_MAX_MEMBERS);
    expect(refusal(() => join(full, { userId: 'late', username: 'late' }, at(99)))).toBe('FULL');
    // Joining again changes nothing.
    expect(join(full, { userId: 's00', username: 's00' }, at(99))).toBe(full);
  });

  it('hands a leaving leader’s place to the oldest officer', () => {
    let doc = guildOf('lee', 'ann', 'bob', 'cat');
    doc = manage(doc, 'lee', 'cat', 'PROMOTE', at(10));
    doc = manage(doc, 'lee', 'bob', 'PROMOTE', at(11));
    const r = leave(doc, 'lee', at(12));
    // bob joined before cat: the oldest officer, although promoted last.
    expect(r.newLeader?.userId).toBe('bob');
    expect(roleOf(r.doc, 'bob')).toBe('LEADER');
    expect(roleOf(r.doc, 'ann')).toBe('MEMBER');
  });

  it('hands over to the oldest member when there is no officer', () => {
    const r = leave(guildOf('lee', 'ann', 'bob'), 'lee', at(12));
    expect(r.newLeader?.userId).toBe('ann');
    expect(r.doc?.members.map((m) => [m.userId, m.role])).toEqual([
      ['ann', 'LEADER'],
      ['bob', 'MEMBER'],
    ]);
  });

  it('dissolves the guild when its last member leaves', () => {
    expect(leave(guildOf('lee'), 'lee', at(1))).toEqual({ doc: null, newLeader: null });
  });

  it('keeps the leader when a member leaves, and breaks equal join times by id', () => {
    expect(roleOf(leave(guildOf('lee', 'ann'), 'ann', at(5)).doc, 'lee')).toBe('LEADER');
    const same = t0.toISOString();
    expect(successor([{ userId: 'z', username: 'z', role: 'MEMBER', joinedAt: same }, { userId: 'a', username: 'a', role: 'MEMBER', joinedAt: same }])?.userId).toBe('a');
  });
});

describe('events', () => {
  it('lets leaders and officers create events and members join until full', () => {
    let doc = guildOf('lee', 'ann', 'bob');
    expect(refusal(() => createEvent(doc, 'ann', 'e1', { type: 'RAID', name: 'Raid', description: '', maxParticipants: 2 }, at(5)))).toBe('FORBIDDEN');
    doc = createEvent(doc, 'lee', 'e1', { type: 'RAID', name: 'Raid', description: '', maxParticipants: 2 }, at(5)).doc;
    doc = joinEvent(doc, 'ann', 'e1', at(6)).doc;
    const again = joinEvent(doc, 'ann', 'e1', at(6));
    expect(again.doc).toBe(doc);
    doc = joinEvent(doc, 'bob', 'e1', at(7)).doc;
    expect(refusal(() => joinEvent(doc, 'lee', 'e1', at(8)))).toBe('EVENT_FULL');
    expect(refusal(() => joinEvent(doc, 'lee', 'nope', at(8)))).toBe('NOT_FOUND');
    // A member who leaves no longer counts.
    expect(leave(doc, 'bob', at(9)).doc?.events[0]?.participants).toEqual(['ann']);
  });
});

describe('event rewards (docs/adr/0128)', () => {
  const week = EVENT_DAYS * 24 * 60;
  const raid = { type: 'RAID' as const, name: 'Raid', description: '', maxParticipants: 5 };

  it('records what each participant had contributed when joining; the active ones still in the guild earn the rewards', () => {
    let doc = guildOf('lee', 'ann', 'bob', 'cat');
    doc = createEvent(doc, 'lee', 'e1', raid, at(5)).doc;
    doc = joinEvent(doc, 'ann', 'e1', at(6), 120).doc;
    doc = joinEvent(doc, 'bob', 'e1', at(6), 40).doc;
    doc = joinEvent(doc, 'cat', 'e1', at(6), 0).doc;
    doc = joinEvent(doc, 'lee', 'e1', at(6), 500).doc;
    const event = doc.events[0]!;
    expect(event.baselines).toEqual({ ann: 120, bob: 40, cat: 0, lee: 500 });
    // ann earned 30 XP for the guild since joining; bob none; cat 10; lee none (and the creator is not a participant by creating).
    const contributions = new Map([
      ['ann', 150],
      ['bob', 40],
      ['cat', 10],
      ['lee', 500],
    ]);
    expect(eventRewardees(doc, event, contributions)).toEqual(['ann', 'cat']);
    // cat left the guild before the end: no longer a participant, no reward.
    const after = leave(doc, 'cat', at(7)).doc!;
    expect(eventRewardees(after, after.events[0]!, contributions)).toEqual(['ann']);
  });

  it('counts any contribution for an event joined before the record (no baseline), none without one', () => {
    const doc = createEvent(guildOf('lee', 'ann', 'bob'), 'lee', 'e1', raid, at(5)).doc;
    const legacy = { ...doc.events[0]!, participants: ['ann', 'bob'] };
    expect(eventRewardees({ ...doc, events: [legacy] }, legacy, new Map([['ann', 1]]))).toEqual(['ann']);
  });

  it('keeps an ended event in the guild until it is closed; closing removes it once and writes the end in the activity', () => {
    let doc = createEvent(guildOf('lee', 'ann'), 'lee', 'e1', raid, at(5)).doc;
    const ended = at(5 + week);
    expect(activeEvents(doc, ended)).toEqual([]);
    expect(endedEvents(doc, ended).map((e) => e.id)).toEqual(['e1']);
    // A new event does not drop the unpaid one.
    doc = createEvent(doc, 'lee', 'e2', { ...raid, name: 'Second' }, ended).doc;
    expect(doc.events.map((e) => e.id)).toEqual(['e1', 'e2']);
    const closed = closeEvent(doc, 'e1', 2, ended);
    expect(closed.events.map((e) => e.id)).toEqual(['e2']);
    expect(closed.version).toBe(doc.version + 1);
    expect(closed.activity[0]).toMatchObject({ type: 'EVENT_ENDED', text: 'Raid ended: 2 members earned its rewards' });
    expect(closeEvent(closed, 'e1', 2, ended)).toBe(closed);
  });
});

describe('guild level', () => {
  it('needs 1,000 × n XP for level n', () => {
    expect(guildLevel(0)).toEqual({ level: 1, currentXp: 0, xpForNextLevel: 1000 });
    expect(guildLevel(999)).toEqual({ level: 1, currentXp: 999, xpForNextLevel: 1000 });
    expect(guildLevel(1000)).toEqual({ level: 2, currentXp: 0, xpForNextLevel: 2000 });
    expect(guildLevel(3500)).toEqual({ level: 3, currentXp: 500, xpForNextLevel: 3000 });
  });
});

describe('an ended event\'s reward (docs/adr/0128)', () => {
  const raid = { id: 'e1', type: 'RAID' as const, name: 'Fraction Raid', endsAt: '2026-03-09T10:00:00.000Z' };
  it('is the type\'s coins, gems and XP, paid once under the event\'s cause, with the notification\'s text', () => {
    expect(eventReward(raid, 'Number Ninjas')).toEqual({
      cause: 'guild-event:e1:reward',
      eventId: 'e1',
      endedAt: new Date('2026-03-09T10:00:00.000Z'),
      coins: 100,
      gems: 5,
      xp: 300,
      eventName: 'Fraction Raid',
      guildName: 'Number Ninjas',
      title: 'Guild event rewards!',
      message: 'Fraction Raid in Number Ninjas has ended. You earned 100 coins, 5 gems, 300 XP for taking part.',
    });
  });
  it('a SOCIAL event gives its coins and XP and no gems', () => {
    expect(EVENT_REWARDS.SOCIAL.gems).toBe(0);
    expect(eventReward({ ...raid, type: 'SOCIAL' }, 'Ninjas')).toMatchObject({ coins: 25, gems: 0, xp: 50, message: 'Fraction Raid in Ninjas has ended. You earned 25 coins, 50 XP for taking part.' });
  });
});
