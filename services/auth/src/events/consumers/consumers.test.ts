import { EventParticipantsBySubject } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { progressUpdatedConsumer } from './progress-updated.js';
import { walletChangedConsumer } from './wallet-changed.js';

describe("auth's consumers", () => {
  it('are listed in the event catalogue (docs/events.md is generated from it)', () => {
    const unused = async () => undefined;
    const specs = [progressUpdatedConsumer({ applyProgressBatch: unused }), walletChangedConsumer({ applyWalletBatch: unused })];
    for (const spec of specs) {
      for (const subject of spec.subjects) {
        expect(EventParticipantsBySubject[subject].consumers).toContainEqual(expect.objectContaining({ service: 'auth', durable: spec.durable }));
      }
    }
  });
});
