import { CoreParticipantsBySubject, EventParticipantsBySubject } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { challengeFinishedConsumer } from './challenges/events/game-challenge-consumer.js';
import { boardsWatchedSubscription, presenceSubscription } from './directory/events/realtime-presence-consumers.js';
import { classroomMembersConsumer, userRegisteredConsumer, userUpdatedConsumer } from './directory/events/social-directory-consumers.js';

describe("the social module's consumers", () => {
  it('are listed in the event catalogue (docs/events.md is generated from it)', () => {
    const none = async () => undefined;
    const specs = [userRegisteredConsumer(none), userUpdatedConsumer(none), classroomMembersConsumer(none), challengeFinishedConsumer(none)];
    for (const spec of specs) {
      for (const subject of spec.subjects) {
        expect(EventParticipantsBySubject[subject].consumers).toContainEqual(expect.objectContaining({ service: 'engagement', durable: spec.durable }));
      }
    }
    expect(EventParticipantsBySubject['engagement.leaderboard.updated'].producer).toBe('engagement');
    // Realtime's announcements, each to one engagement instance (a queue group).
    const stores = { apply: none, watch: none, dropLapsed: none };
    for (const sub of [presenceSubscription(stores), boardsWatchedSubscription(stores)]) {
      expect(CoreParticipantsBySubject[sub.subject].subscribers).toContainEqual(expect.objectContaining({ service: 'engagement', queue: sub.queue }));
    }
  });
});
