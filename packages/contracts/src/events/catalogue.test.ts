import { randomUUID } from 'node:crypto';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { AnswerSubmittedEventSchema, GameSubjects, type AnswerSubmittedEvent } from './game.js';
import { EVENT_SUBJECTS, EventSchemas, isEventSubject, streamOf, type EventData, type EventOf } from './catalogue.js';
import { EventParticipantsBySubject } from './participants.js';
import { AuthSubjects } from './auth.js';
import { EngagementSubjects } from './engagement.js';
import { TeacherSubjects } from './teacher.js';
import { AccountErasedSubjects } from './privacy.js';

describe('the event map', () => {
  it('holds every subject of the subject maps, each with the schema of its own type', () => {
    const declared = [...Object.values(AuthSubjects), ...Object.values(GameSubjects), ...Object.values(EngagementSubjects), ...Object.values(TeacherSubjects), ...Object.values(AccountErasedSubjects)].sort();
    expect([...EVENT_SUBJECTS].sort()).toEqual(declared);
    for (const subject of EVENT_SUBJECTS) {
      expect(EventSchemas[subject].shape.type.value).toBe(subject);
    }
  });

  it('lists producer and consumers of exactly the subjects it holds', () => {
    expect(Object.keys(EventParticipantsBySubject).sort()).toEqual([...EVENT_SUBJECTS].sort());
  });

  it('knows its subjects and their streams', () => {
    expect(isEventSubject('game.answer.submitted')).toBe(true);
    expect(isEventSubject('game.answer')).toBe(false);
    expect(isEventSubject('toString')).toBe(false);
    expect(streamOf('auth.user.updated')).toBe('AUTH');
    expect(streamOf('game.answer.submitted')).toBe('GAME');
    expect(streamOf('engagement.wallet.changed')).toBe('ENGAGEMENT');
  });

  it('types an event by its subject', () => {
    expectTypeOf<EventOf<'game.answer.submitted'>>().toEqualTypeOf<AnswerSubmittedEvent>();
    expectTypeOf<EventData<'engagement.wallet.changed'>['version']>().toEqualTypeOf<number>();
    // Over several subjects the events form a union discriminated by type.
    expectTypeOf<EventOf<'game.level.up' | 'game.session.started'>['type']>().toEqualTypeOf<'game.level.up' | 'game.session.started'>();
    const event = {
      id: randomUUID(),
      type: 'game.level.up',
      occurredAt: new Date().toISOString(),
      data: { userId: 'u1', previousLevel: 1, newLevel: 2, totalXp: 250 },
    } satisfies EventOf<'game.level.up'>;
    expect(EventSchemas['game.level.up'].parse(event)).toEqual(event);
    expect(AnswerSubmittedEventSchema.safeParse(event).success).toBe(false);
  });
});
