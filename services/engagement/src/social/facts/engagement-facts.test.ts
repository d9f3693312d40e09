import type { EventOf, EventSubject } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import type { ChallengeDoc } from '../challenges/domain/challenges.js';
import { engagementFacts, publishingGuildXpStore, RECORD_KEPT_AFTER_MS } from './engagement-facts.js';
import type { GuildXpStore } from '../guilds/repositories/guild-xp-repository.js';

const log = { warn: () => undefined };

function recordingBus(fail = false) {
  const sent: Array<EventOf<EventSubject>> = [];
  return {
    sent,
    bus: {
      publish: async (_subject: EventSubject, event: EventOf<EventSubject>) => {
        if (fail) throw new Error('nats down');
        sent.push(event);
        return { duplicate: false };
      },
    },
  };
}

const challenge = { _id: 'c1', version: 3, status: 'DECLINED', challenger: { userId: 'a', name: 'ann' }, opponent: { userId: 'b', name: 'bob' }, expiresAt: new Date('2026-01-02T00:00:00Z') } as unknown as ChallengeDoc;

describe("engagement's facts", () => {
  it("publishes a challenge's state with its sides' names, an id derived from its version, and when it may be forgotten", async () => {
    const { sent, bus } = recordingBus();
    const facts = engagementFacts(bus, log);
    await facts.challenge(challenge, new Date('2026-01-01T00:00:00Z'));
    await facts.challenge(challenge, new Date('2026-01-01T00:00:00Z'));
    expect(sent).toHaveLength(2);
    expect(sent[0]!.id).toBe(sent[1]!.id);
    expect(sent[0]).toMatchObject({
      type: 'engagement.challenge.changed',
      data: { challengeId: 'c1', version: 3, status: 'DECLINED', challengerId: 'a', challengerName: 'ann', opponentId: 'b', opponentName: 'bob', keepUntil: new Date(Date.parse('2026-01-02T00:00:00Z') + RECORD_KEPT_AFTER_MS).toISOString() },
    });
  });

  it('stamps a fact with the time its state was read', async () => {
    const { sent, bus } = recordingBus();
    await engagementFacts(bus, log).friends('u1', ['f1'], new Date('2026-03-04T05:06:07Z'));
    expect(sent[0]).toMatchObject({ type: 'engagement.friends.changed', occurredAt: '2026-03-04T05:06:07.000Z', data: { userId: 'u1', friendIds: ['f1'] } });
  });

  it('logs a failed publish after a write, and throws it for the backfill', async () => {
    const warned: unknown[] = [];
    await engagementFacts(recordingBus(true).bus, { warn: (o: unknown) => warned.push(o) }).membership('u1', 'g1', true);
    expect(warned).toHaveLength(1);
    await expect(engagementFacts(recordingBus(true).bus, log, 'throw').membership('u1', 'g1', true)).rejects.toThrow('nats down');
  });

  it('the guild store publishes the memberships and leaders it is told of, after storing them', async () => {
    const { sent, bus } = recordingBus();
    const calls: string[] = [];
    const store = { setMember: async () => void calls.push('set'), membershipEnded: async () => void calls.push('ended'), list: async () => void calls.push('list'), unlist: async () => void calls.push('unlist') } as unknown as GuildXpStore;
    const wrapped = publishingGuildXpStore(store, engagementFacts(bus, log));
    await wrapped.setMember('u1', 'g1');
    await wrapped.list('g1', { id: 'g1', name: 'n', icon: 'i', description: '', memberCount: 1 }, 'u1');
    await wrapped.membershipEnded('u1', 'g1');
    await wrapped.unlist('g1', new Date());
    expect(calls).toEqual(['set', 'list', 'ended', 'unlist']);
    expect(sent.map((e) => [e.type, e.data])).toEqual([
      ['engagement.guild.membership.changed', { userId: 'u1', guildId: 'g1', member: true }],
      ['engagement.guild.changed', { guildId: 'g1', leaderId: 'u1', dissolved: false }],
      ['engagement.guild.membership.changed', { userId: 'u1', guildId: 'g1', member: false }],
      ['engagement.guild.changed', { guildId: 'g1', leaderId: null, dissolved: true }],
    ]);
  });
});
