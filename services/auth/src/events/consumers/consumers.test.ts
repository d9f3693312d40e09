import { EventParticipantsBySubject } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../use-cases/context.js';
import { unlockRequestedConsumer } from './unlock-requested.js';

describe("auth's consumers", () => {
  it('are listed in the event catalogue (docs/events.md is generated from it)', () => {
    const spec = unlockRequestedConsumer({} as AuthContext);
    expect(spec).toMatchObject({ durable: 'auth-unlock-requested', subjects: ['teacher.student.unlock.requested'] });
    for (const subject of spec.subjects) {
      expect(EventParticipantsBySubject[subject].consumers).toContainEqual(expect.objectContaining({ service: 'auth', durable: spec.durable }));
      expect(EventParticipantsBySubject[subject].producer).toBe('teacher');
    }
  });
});
