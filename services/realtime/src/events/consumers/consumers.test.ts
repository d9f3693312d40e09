import { CoreParticipantsBySubject, EventParticipantsBySubject } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import type { ChatSettingsRepository } from '../../repositories/chat-settings-repository.js';
import type { EngagementFactsRepository } from '../../repositories/engagement-facts-repository.js';
import { parentChatConsumer, teacherChatConsumer } from './chat-settings.js';
import { engagementFactsConsumers } from './engagement-facts.js';
import { leaderboardUpdatedConsumer } from './engagement-leaderboard-updated.js';
import { socketPushSubscription } from './socket-push.js';

describe("realtime's consumers", () => {
  it('are listed in the event catalogue (docs/events.md is generated from it)', () => {
    const settings = {} as ChatSettingsRepository;
    const none = async () => undefined;
    const facts = engagementFactsConsumers({} as EngagementFactsRepository, { leftGuild: () => undefined, dissolved: none });
    for (const spec of [leaderboardUpdatedConsumer(() => undefined), parentChatConsumer(settings, none), teacherChatConsumer(settings, none), ...facts]) {
      for (const subject of spec.subjects) {
        expect(EventParticipantsBySubject[subject].consumers).toContainEqual(expect.objectContaining({ service: 'realtime', durable: spec.durable }));
      }
    }
    const push = socketPushSubscription(() => undefined);
    expect(CoreParticipantsBySubject[push.subject].subscribers).toContainEqual(expect.objectContaining({ service: 'realtime', queue: push.queue ?? null }));
  });

  it('subscribes to the pushes on every instance, in no queue group (docs/adr/0068)', () => {
    expect(socketPushSubscription(() => undefined).queue).toBeUndefined();
  });
});
