import { EventParticipantsBySubject } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { userRegisteredConsumer, userUpdatedConsumer } from './auth-users.js';
import { assignmentAnsweredConsumer } from './game-answers.js';
import { sessionEndedConsumer } from './game-session-ended.js';
import { tutorUpdatedConsumer } from './game-tutor.js';

describe("the teacher service's consumers", () => {
  it('are listed in the event catalogue (docs/events.md is generated from it)', () => {
    const none = async () => undefined;
    const specs = [userRegisteredConsumer(none), userUpdatedConsumer(none), assignmentAnsweredConsumer(none), sessionEndedConsumer(none), tutorUpdatedConsumer(none)];
    for (const spec of specs) {
      for (const subject of spec.subjects) {
        expect(EventParticipantsBySubject[subject].consumers).toContainEqual(expect.objectContaining({ service: 'teacher', durable: spec.durable }));
      }
    }
    // Practice answers never reach the teacher service (docs/adr/0055): it reads game.assignment.answered, not game.answer.submitted.
    expect(specs.flatMap((spec) => spec.subjects)).not.toContain('game.answer.submitted');
    expect(EventParticipantsBySubject['game.answer.submitted'].consumers.map((c) => c.service)).not.toContain('teacher');
    expect(assignmentAnsweredConsumer(none)).toMatchObject({ durable: 'teacher-submissions-assignment-answered', subjects: ['game.assignment.answered'] });
    for (const subject of ['teacher.assignment.published', 'teacher.classroom.members.changed', 'teacher.submission.graded'] as const) {
      expect(EventParticipantsBySubject[subject].producer).toBe('teacher');
    }
  });
});
