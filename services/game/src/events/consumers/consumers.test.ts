import { EventParticipantsBySubject } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { xpGrantedConsumer } from './engagement-xp-granted.js';

describe("the game's consumers", () => {
  it('are listed in the event catalogue (docs/events.md is generated from it)', () => {
    const spec = xpGrantedConsumer(async () => undefined);
    for (const subject of spec.subjects) {
      expect(EventParticipantsBySubject[subject].consumers).toContainEqual(expect.objectContaining({ service: 'game', durable: spec.durable }));
    }
  });
});
