/**
 * POST /api/auth/children/{childId}/chat (docs/adr/0171): a parent turns a linked child's guild
 * chat off and on; the child card says so; each change is published as auth.child.chat_changed
 * (which realtime's projection follows); an unlinked child or a non-parent is refused.
 */
import { randomBytes } from 'node:crypto';
import { AuthSubjects, type EventEnvelope } from '@mathquest/contracts';
import { connectEventBus, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, uniqueDbName } from '@mathquest/service-kit/testing';
import { AckPolicy, DeliverPolicy, JSONCodec } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAuthApp } from '../helpers/build-test-app.js';

let app: ServiceApp;
let bus: EventBus;

beforeAll(async () => {
  app = await buildTestAuthApp({ mongoDb: uniqueDbName('auth-chat') });
  bus = await connectEventBus(testInfra().natsUrl, 'auth-chat-test');
});
afterAll(async () => {
  await app?.close();
  await bus?.close();
});

async function account(role: 'STUDENT' | 'PARENT') {
  const id = randomBytes(4).toString('hex');
  const body = { email: `u_${id}@example.com`, password: 'password1', confirmPassword: 'password1', username: `u_${id}`, displayName: 'Someone', role, ...(role === 'STUDENT' ? { gradeLevel: 5 } : {}) };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  expect(res.statusCode).toBe(201);
  const data = res.json().data as { user: { id: string }; accessToken: string };
  return { id: data.user.id, email: body.email, password: body.password, headers: { authorization: `Bearer ${data.accessToken}` } };
}

type ChatEvent = EventEnvelope<string, { studentId: string; parentId: string; enabled: boolean; changedAt: string }>;

/** The auth.child.chat_changed events of `studentId` on JetStream, once `count` arrived (bounded wait). */
async function chatEvents(studentId: string, count: number): Promise<ChatEvent[]> {
  const consumer = await bus.jsm.consumers.add('AUTH', { ack_policy: AckPolicy.None, deliver_policy: DeliverPolicy.All, filter_subject: AuthSubjects.CHILD_CHAT_CHANGED, inactive_threshold: 30_000_000_000 });
  const c = await bus.js.consumers.get('AUTH', consumer.name);
  const codec = JSONCodec<ChatEvent>();
  const found: ChatEvent[] = [];
  const deadline = Date.now() + 15_000;
  while (found.length < count && Date.now() < deadline) {
    for await (const m of await c.fetch({ max_messages: 500, expires: 1000 })) {
      const e = codec.decode(m.data);
      if (e.data.studentId === studentId) found.push(e);
    }
  }
  await bus.jsm.consumers.delete('AUTH', consumer.name);
  return found;
}

describe("a parent and a child's chat", () => {
  it('turns it off and on, shows it on the child card and publishes each change', async () => {
    const [kid, parent] = [await account('STUDENT'), await account('PARENT')];
    const link = await app.inject({ method: 'POST', url: '/api/auth/children/link', headers: parent.headers, payload: { email: kid.email, password: kid.password } });
    expect(link.statusCode).toBe(200);
    expect(link.json().data.children[0].chatEnabled).toBe(true);

    const off = await app.inject({ method: 'POST', url: `/api/auth/children/${kid.id}/chat`, headers: parent.headers, payload: { enabled: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ success: true, data: { childId: kid.id, chatEnabled: false } });
    const list = await app.inject({ method: 'GET', url: '/api/auth/children', headers: parent.headers });
    expect(list.json().data.children[0].chatEnabled).toBe(false);

    const on = await app.inject({ method: 'POST', url: `/api/auth/children/${kid.id}/chat`, headers: parent.headers, payload: { enabled: true } });
    expect(on.json().data.chatEnabled).toBe(true);

    const events = await chatEvents(kid.id, 2);
    expect(events.map((e) => [e.data.parentId, e.data.enabled])).toEqual([
      [parent.id, false],
      [parent.id, true],
    ]);
    expect(Date.parse(events[1]!.data.changedAt)).toBeGreaterThanOrEqual(Date.parse(events[0]!.data.changedAt));
  });

  it("refuses a child who is not linked, a student's call and a body without enabled", async () => {
    const [kid, other, parent] = [await account('STUDENT'), await account('STUDENT'), await account('PARENT')];
    await app.inject({ method: 'POST', url: '/api/auth/children/link', headers: parent.headers, payload: { email: kid.email, password: kid.password } });
    const unlinked = await app.inject({ method: 'POST', url: `/api/auth/children/${other.id}/chat`, headers: parent.headers, payload: { enabled: false } });
    expect(unlinked.statusCode).toBe(404);
    expect(unlinked.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    expect((await app.inject({ method: 'POST', url: `/api/auth/children/${kid.id}/chat`, headers: kid.headers, payload: { enabled: false } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `/api/auth/children/${kid.id}/chat`, headers: parent.headers, payload: {} })).statusCode).toBe(400);
  });
});
