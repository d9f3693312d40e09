import { CoreParticipantsBySubject, EventParticipantsBySubject } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { leaderboardUpdatedConsumer } from './engagement-leaderboard-updated.js';
import { SOCKET_PUSH_QUEUE, socketPushQueue, socketPushSubscription } from './socket-push.js';

describe("realtime's consumers", () => {
  it('are listed in the event catalogue (docs/events.md is generated from it)', () => {
    const spec = leaderboardUpdatedConsumer(() => undefined);
    for (const subject of spec.subjects) {
      expect(EventParticipantsBySubject[subject].consumers).toContainEqual(expect.objectContaining({ service: 'realtime', durable: spec.durable }));
    }
    const push = socketPushSubscription(() => undefined);
    expect(CoreParticipantsBySubject[push.subject].subscribers).toContainEqual(expect.objectContaining({ service: 'realtime', queue: push.queue }));
  });

  it('subscribes to the pushes in one queue group, one per cluster of instances', () => {
    expect(socketPushSubscription(() => undefined).queue).toBe(SOCKET_PUSH_QUEUE);
    expect(socketPushQueue('rt-1a')).toBe('realtime-rt-1a');
    expect(socketPushSubscription(() => undefined, 'rt-1a').queue).toBe('realtime-rt-1a');
  });
});
