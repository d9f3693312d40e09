import { ChallengeNoticeEvents, ClientSocketEvents, RoomRequestEvents } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { mayEmit, rolesOfEvent, SOCKET_EVENT_ROLES } from './event-roles.js';

describe('socket event roles', () => {
  it('names the roles of every client event of the contracts, and no other event', () => {
    const events = [...Object.keys(ClientSocketEvents), ...Object.keys(ChallengeNoticeEvents), ...Object.keys(RoomRequestEvents)];
    expect(Object.keys(SOCKET_EVENT_ROLES).sort()).toEqual([...new Set(events)].sort());
    for (const roles of Object.values(SOCKET_EVENT_ROLES)) expect(roles.length).toBeGreaterThan(0);
  });

  it("keeps a student's features to students, rooms to students and teachers, presence to anyone", () => {
    for (const event of ['join:guild', 'guild:message', 'guild:typing', 'guild:report', 'guild:reports', 'guild:review', 'challenge:send', 'challenge:accept', 'challenge:decline', 'join:friends', 'leaderboard:join']) {
      expect([mayEmit('STUDENT', event), mayEmit('PARENT', event), mayEmit('TEACHER', event)], event).toEqual([true, false, false]);
    }
    expect([mayEmit('STUDENT', 'room:create'), mayEmit('PARENT', 'room:create'), mayEmit('TEACHER', 'room:create')]).toEqual([true, false, true]);
    expect([mayEmit('STUDENT', 'user:online'), mayEmit('PARENT', 'user:online'), mayEmit('TEACHER', 'user:online')]).toEqual([true, true, true]);
  });

  it('admits nobody to an event it does not name', () => {
    expect(rolesOfEvent('made:up')).toBeNull();
    expect(rolesOfEvent('constructor')).toBeNull();
    expect(mayEmit('STUDENT', 'made:up')).toBe(false);
  });
});
