/**
 * The guild chat's history over HTTP (docs/adr/0221): realtime serves GET /guilds/{id}/messages
 * from the chat list it alone keeps, oldest first, for the guild's members only (its copy of
 * engagement's facts, docs/adr/0195), a reported message left out for all but its author
 * (docs/adr/0172). Real Redis and NATS; the list is written as the chat's sockets write it.
 */
import { randomUUID } from 'node:crypto';
import { testInfra } from '@mathquest/service-kit/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngagementFactsRepository } from '../../src/repositories/engagement-facts-repository.js';
import { createGuildChatRepository } from '../../src/repositories/guild-chat-repository.js';
import { claims, sign, startCluster, type Cluster } from '../helpers/realtime.js';

let redis: Redis;
let cluster: Cluster;

beforeAll(async () => {
  redis = new Redis(testInfra().redisUrl);
  cluster = await startCluster(1);
});
afterAll(async () => {
  await cluster?.close();
  redis?.disconnect();
});

const newId = (p: string) => `${p}-${randomUUID().slice(0, 8)}`;
const history = (userId: string, guildId: string, role = 'STUDENT') =>
  cluster.instances[0]!.inject({ method: 'GET', url: `/api/realtime/guilds/${guildId}/messages`, headers: { authorization: `Bearer ${sign(claims(userId, { role }))}` } });

describe('the guild chat history', () => {
  it('reads the kept messages oldest first, for members only', async () => {
    const [guildId, lee, out, other] = [newId('g'), newId('lee'), newId('out'), newId('oth')];
    const facts = createEngagementFactsRepository(redis);
    await facts.applyMembership(lee, guildId, Date.now());
    await facts.applyMembership(other, newId('g'), Date.now());
    const chat = createGuildChatRepository(redis);
    const msg = (n: number) => ({ id: `m${n}`, guildId, userId: lee, username: 'lee', message: `hello ${n}`, sentAt: new Date(Date.UTC(2026, 0, 1, 10, 0, n)).toISOString() });
    await chat.keep(msg(1));
    await chat.keep(msg(2));
    const mine = await history(lee, guildId);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({ success: true, data: { messages: [msg(1), msg(2)] } });
    // Not in a guild, in another guild: 404 after the bounded wait for a lagging copy.
    expect((await history(out, guildId)).json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND', message: 'No guild with that id' } });
    expect((await history(other, guildId)).json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND', message: 'That is not your guild' } });
    expect((await history(lee, guildId, 'PARENT')).statusCode).toBe(403);
  });

  it('leaves a reported message out for everyone but its author (docs/adr/0172)', async () => {
    const [guildId, lee, bo] = [newId('g'), newId('lee'), newId('bo')];
    const facts = createEngagementFactsRepository(redis);
    for (const id of [lee, bo]) await facts.applyMembership(id, guildId, Date.now());
    const plain = { id: 'p1', guildId, userId: lee, username: 'lee', message: 'hi all', sentAt: new Date(Date.UTC(2026, 0, 1, 10, 0, 1)).toISOString() };
    const held = { id: 'h1', guildId, userId: bo, username: 'bo', message: 'something reported', sentAt: new Date(Date.UTC(2026, 0, 1, 10, 0, 2)).toISOString(), held: true };
    await redis.lpush(`guild:chat:${guildId}`, JSON.stringify(plain), JSON.stringify(held));
    expect((await history(lee, guildId)).json().data.messages).toEqual([plain]);
    expect((await history(bo, guildId)).json().data.messages).toEqual([plain, held]);
  });
});
