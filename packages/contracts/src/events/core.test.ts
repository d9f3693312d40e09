import { randomUUID } from 'node:crypto';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { EVENT_SUBJECTS } from './catalogue.js';
import { CORE_SUBJECT_PREFIX, CORE_SUBJECTS, CoreEventSchemas, CoreParticipantsBySubject, CoreSubjects, isStoredSubject, type CoreEventOf } from './core.js';

describe('the core NATS subjects', () => {
  it('are captured by no JetStream stream (a core publish there would be stored)', () => {
    for (const subject of CORE_SUBJECTS) {
      expect(subject.startsWith(CORE_SUBJECT_PREFIX)).toBe(true);
      expect(isStoredSubject(subject)).toBe(false);
    }
    // The check itself sees the streams' subjects.
    expect(isStoredSubject('engagement.socket.push')).toBe(true);
    expect(isStoredSubject('game.answer.submitted')).toBe(true);
  });

  it('are apart from the stored events, each with the schema of its own type and its participants', () => {
    expect(CORE_SUBJECTS.filter((s) => (EVENT_SUBJECTS as string[]).includes(s))).toEqual([]);
    expect([...CORE_SUBJECTS].sort()).toEqual(Object.values(CoreSubjects).sort());
    expect(Object.keys(CoreParticipantsBySubject).sort()).toEqual([...CORE_SUBJECTS].sort());
    for (const subject of CORE_SUBJECTS) expect(CoreEventSchemas[subject].shape.type.value).toBe(subject);
  });

  it('checks a socket push: known socket events with their own payloads, at least one', () => {
    const push = {
      id: randomUUID(),
      type: 'push.socket.user',
      occurredAt: new Date().toISOString(),
      userId: 'u1',
      data: { userId: 'u1', events: [{ name: 'wallet:updated', payload: { coins: 3, gems: 0 } }] },
    } satisfies CoreEventOf<'push.socket.user'>;
    expect(CoreEventSchemas['push.socket.user'].parse(push)).toEqual(push);
    expect(CoreEventSchemas['push.socket.user'].safeParse({ ...push, data: { userId: 'u1', events: [] } }).success).toBe(false);
    expect(CoreEventSchemas['push.socket.user'].safeParse({ ...push, data: { userId: 'u1', events: [{ name: 'wallet:updated', payload: { coins: 'x' } }] } }).success).toBe(false);
    expect(CoreEventSchemas['push.socket.user'].safeParse({ ...push, type: 'engagement.socket.push' }).success).toBe(false);
    expectTypeOf<CoreEventOf<'push.socket.user'>['data']['userId']>().toEqualTypeOf<string>();
  });
});
