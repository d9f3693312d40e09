import { EventParticipantsBySubject } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { answerSubmittedConsumer } from './game-answer-submitted.js';

describe("engagement's consumers", () => {
  it('are listed in the event catalogue (docs/events.md is generated from it)', () => {
    const spec = answerSubmittedConsumer(async () => undefined);
    for (const subject of spec.subjects) {
      expect(EventParticipantsBySubject[subject].consumers).toContainEqual(expect.objectContaining({ service: 'engagement', durable: spec.durable }));
    }
    expect(EventParticipantsBySubject['engagement.wallet.changed'].producer).toBe('engagement');
  });
});
