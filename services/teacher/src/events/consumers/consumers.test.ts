import { EventParticipantsBySubject } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { userRegisteredConsumer, userUpdatedConsumer } from './auth-users.js';
import { answerSubmittedConsumer } from './game-answers.js';
import { sessionEndedConsumer } from './game-session-ended.js';
import { tutorUpdatedConsumer } from './game-tutor.js';

describe("the teacher service's consumers", () => {
  it('are listed in the event catalogue (docs/events.md is generated from it)', () => {
    const none = async () => undefined;
    const specs = [userRegisteredConsumer(none), userUpdatedConsumer(none), answerSubmittedConsumer(none), sessionEndedConsumer(none), tutorUpdatedConsumer(none)];
    for (const spec of specs) {
      for (const subject of spec.subjects) {
        expect(EventParticipantsBySubject[subject].consumers).toContainEqual(expect.objectContaining({ service: 'teacher', durable: spec.durable }));
      }
    }
    for (const subject of ['teacher.assignment.published', 'teacher.classroom.members.changed', 'teacher.submission.graded'] as const) {
      expect(EventParticipantsBySubject[subject].producer).toBe('teacher');
    }
  });
});
