import { EventParticipantsBySubject } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { leaderboardUpdatedConsumer } from './engagement-leaderboard-updated.js';
import { socketPushConsumer } from './engagement-socket-push.js';

describe("realtime's consumers", () => {
  it('are listed in the event catalogue (docs/events.md is generated from it)', () => {
    for (const spec of [socketPushConsumer(() => undefined), leaderboardUpdatedConsumer(() => undefined)]) {
      for (const subject of spec.subjects) {
        expect(EventParticipantsBySubject[subject].consumers).toContainEqual(expect.objectContaining({ service: 'realtime', durable: spec.durable }));
      }
    }
  });
});
