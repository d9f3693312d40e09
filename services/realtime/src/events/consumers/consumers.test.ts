import { CoreParticipantsBySubject, EventParticipantsBySubject } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { leaderboardUpdatedConsumer } from './engagement-leaderboard-updated.js';
import { socketPushSubscription } from './socket-push.js';

describe("realtime's consumers", () => {
  it('are listed in the event catalogue (docs/events.md is generated from it)', () => {
    const spec = leaderboardUpdatedConsumer(() => undefined);
    for (const subject of spec.subjects) {
      expect(EventParticipantsBySubject[subject].consumers).toContainEqual(expect.objectContaining({ service: 'realtime', durable: spec.durable }));
    }
    const push = socketPushSubscription(() => undefined);
    expect(CoreParticipantsBySubject[push.subject].subscribers).toContainEqual(expect.objectContaining({ service: 'realtime', queue: push.queue ?? null }));
  });

  it('subscribes to the pushes on every instance, in no queue group (docs/adr/0068)', () => {
    expect(socketPushSubscription(() => undefined).queue).toBeUndefined();
  });
});
