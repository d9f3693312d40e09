import { EventParticipantsBySubject } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { challengeUpdatedConsumer } from './engagement-challenges.js';
import { xpGrantedConsumer } from './engagement-xp-granted.js';
import { boostGrantedConsumer } from './engagement-boost-granted.js';
import { assignmentPublishedConsumer, classroomMembersConsumer } from './teacher-assignments.js';

describe("the game's consumers", () => {
  it('are listed in the event catalogue (docs/events.md is generated from it)', () => {
    const repo = { saveAssignment: async () => undefined, saveMembers: async () => undefined };
    for (const spec of [xpGrantedConsumer(async () => undefined), boostGrantedConsumer(async () => undefined), assignmentPublishedConsumer(repo), classroomMembersConsumer(repo), challengeUpdatedConsumer({ save: async () => undefined })]) {
      for (const subject of spec.subjects) {
        expect(EventParticipantsBySubject[subject].consumers).toContainEqual(expect.objectContaining({ service: 'game', durable: spec.durable }));
      }
    }
  });
});
