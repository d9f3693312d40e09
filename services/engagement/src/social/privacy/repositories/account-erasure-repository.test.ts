import { DELETED_USER_ID, DELETED_USER_NAME } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import type { ChallengeDoc } from '../../challenges/domain/challenges.js';
import type { GuildDoc } from '../../guilds/domain/guilds.js';
import { anonymisedChallenge, anonymisedGuild } from './account-erasure-repository.js';

const side = (userId: string, name: string, score: number | null) => ({ userId, name, level: 3, result: score === null ? null : { score, correct: 2, time: 40, finishedAt: '2026-11-28T10:00:00.000Z' } });
const challenge = (over: Partial<ChallengeDoc> = {}): ChallengeDoc => ({
  _id: 'c1',
  version: 7,
  status: 'COMPLETED',
  challenger: side('gone', 'Gone Kid', 300),
  opponent: side('stay', 'Stay Kid', 100),
  topic: 'Fractions',
  problemCount: 3,
  timeLimit: 30,
  wagerCoins: 30,
  wagerGems: 2,
  seed: 'seed',
  createdAt: new Date('2026-11-28T09:00:00Z'),
  expiresAt: new Date('2026-11-29T09:00:00Z'),
  acceptedAt: new Date('2026-11-28T09:01:00Z'),
  endedAt: new Date('2026-11-28T10:00:00Z'),
  winnerId: 'gone',
  paid: true,
  ...over,
});

describe('anonymisedChallenge', () => {
  it("shows the erased side, and a win of theirs, as the deleted user; the other side and the result stay", () => {
    const anon = anonymisedChallenge(challenge(), 'gone');
    expect(anon.challenger).toEqual({ ...side('gone', 'Gone Kid', 300), userId: DELETED_USER_ID, name: DELETED_USER_NAME });
    expect(anon.opponent).toEqual(side('stay', 'Stay Kid', 100));
    expect(anon.winnerId).toBe(DELETED_USER_ID);
    expect(anon.version).toBe(7);
  });
  it("leaves a challenge the account is not in, and the other side's win, as they are", () => {
    expect(anonymisedChallenge(challenge(), 'someone-else')).toEqual(challenge());
    expect(anonymisedChallenge(challenge({ winnerId: 'stay' }), 'gone').winnerId).toBe('stay');
  });
});

const guild = (): GuildDoc => ({
  _id: 'g1',
  name: 'Fraction Ninjas',
  icon: '🐉',
  description: '',
  createdAt: new Date('2026-11-01T00:00:00Z'),
  members: [
    { userId: 'lead', username: 'leader_kid', role: 'LEADER', joinedAt: '2026-11-01T00:00:00.000Z' },
    { userId: 'gone', username: 'gone_kid', role: 'MEMBER', joinedAt: '2026-11-02T00:00:00.000Z' },
  ],
  events: [{ id: 'e1', type: 'RAID', name: 'Raid', description: '', maxParticipants: 5, participants: ['lead', 'gone'], createdBy: 'gone', createdAt: '2026-11-03T00:00:00.000Z', endsAt: '2026-11-10T00:00:00.000Z', baselines: { lead: 10, gone: 20 } }],
  activity: [
    { type: 'JOINED', username: 'gone_kid', text: 'gone_kid joined the guild', at: '2026-11-02T00:00:00.000Z' },
    { type: 'KICKED', username: 'other_kid', text: 'other_kid was removed by gone_kid', at: '2026-11-04T00:00:00.000Z' },
    { type: 'CREATED', username: 'leader_kid', text: 'leader_kid created the guild', at: '2026-11-01T00:00:00.000Z' },
  ],
  version: 4,
});

describe('anonymisedGuild', () => {
  it('takes the account off the members and events and shows its lines as the deleted user, one version newer', () => {
    const anon = anonymisedGuild(guild(), 'gone', 'gone_kid');
    expect(anon.members.map((m) => m.userId)).toEqual(['lead']);
    expect(anon.events[0]).toMatchObject({ participants: ['lead'], createdBy: DELETED_USER_ID, baselines: { lead: 10 } });
    expect(anon.events[0]!.baselines).not.toHaveProperty('gone');
    expect(anon.activity.map((a) => [a.username, a.text])).toEqual([
      [DELETED_USER_NAME, `${DELETED_USER_NAME} joined the guild`],
      ['other_kid', `other_kid was removed by ${DELETED_USER_NAME}`],
      ['leader_kid', 'leader_kid created the guild'],
    ]);
    expect(anon.version).toBe(5);
  });
  it('answers the same document when nothing names the account', () => {
    const doc = guild();
    expect(anonymisedGuild(doc, 'nobody', 'nobody_kid')).toBe(doc);
  });
});
