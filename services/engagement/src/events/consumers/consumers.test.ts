import { CoreParticipantsBySubject, EventParticipantsBySubject } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { answerSubmittedConsumer } from './game-answer-submitted.js';
import { levelUpConsumer } from './game-level-up.js';
import { progressUpdatedConsumer } from './game-progress-updated.js';
import { sessionEndedConsumer, speedRunEndedConsumer } from './game-session-ended.js';

describe("the rewards module's consumers", () => {
  it('are listed in the event catalogue (docs/events.md is generated from it)', () => {
    const none = async () => undefined;
    const specs = [answerSubmittedConsumer(none), levelUpConsumer(none), progressUpdatedConsumer(none), sessionEndedConsumer(none), speedRunEndedConsumer(none)];
    for (const spec of specs) {
      for (const subject of spec.subjects) {
        expect(EventParticipantsBySubject[subject].consumers).toContainEqual(expect.objectContaining({ service: 'engagement', durable: spec.durable }));
      }
    }
    expect(EventParticipantsBySubject['engagement.wallet.changed'].producer).toBe('engagement');
    expect(EventParticipantsBySubject['engagement.xp.granted'].producer).toBe('engagement');
    expect(CoreParticipantsBySubject['push.socket.user'].producer).toBe('engagement');
  });
});
