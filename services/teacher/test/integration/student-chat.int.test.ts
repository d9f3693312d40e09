/**
 * POST /api/teacher/classrooms/{id}/students/{studentId}/chat (docs/adr/0171): the teacher turns a
 * student's guild chat off or on from one of their classrooms; the student list shows it; each
 * change is published as teacher.student.chat_changed; another teacher's classroom and a student
 * who is not a member are refused.
 */
import { TeacherSubjects, type EventEnvelope } from '@mathquest/contracts';
import type { EventBus, ServiceApp } from '@mathquest/service-kit';
import { AckPolicy, DeliverPolicy, JSONCodec } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeacherDeps } from '../../src/use-cases/deps.js';
import { buildTestTeacherApp, eventually, registerUser, type TestUser } from '../helpers/teacher-test-app.js';

let app: ServiceApp & { teacherDeps: TeacherDeps };
let bus: EventBus;
let teacher: TestUser;
let otherTeacher: TestUser;
let kid: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  const built = await buildTestTeacherApp('teacher_chat');
  ({ app, bus } = built);
  teacher = await registerUser(bus, built.keys.privateKeyPem, 'TEACHER', 'chat_teacher');
  otherTeacher = await registerUser(bus, built.keys.privateKeyPem, 'TEACHER', 'chat_other');
  kid = await registerUser(bus, built.keys.privateKeyPem, 'STUDENT', 'chat_kid');
  outsider = await registerUser(bus, built.keys.privateKeyPem, 'STUDENT', 'chat_out');
  await eventually(async () => ((await app.teacherDeps.directory.get(outsider.id)) ? true : undefined), 'the directory to learn the users');
});
afterAll(async () => {
  await bus?.close();
  await app?.close();
});

const call = (method: 'GET' | 'POST', url: string, user: TestUser, payload?: object) => app.inject({ method, url: `/api/teacher${url}`, headers: user.auth, ...(payload ? { payload } : {}) });

type ChatEvent = EventEnvelope<string, { studentId: string; classroomId: string; teacherId: string; enabled: boolean }>;

async function chatEvents(classroomId: string, count: number): Promise<ChatEvent[]> {
  const consumer = await bus.jsm.consumers.add('TEACHER', { ack_policy: AckPolicy.None, deliver_policy: DeliverPolicy.All, filter_subject: TeacherSubjects.STUDENT_CHAT_CHANGED, inactive_threshold: 30_000_000_000 });
  const c = await bus.js.consumers.get('TEACHER', consumer.name);
  const codec = JSONCodec<ChatEvent>();
  const found: ChatEvent[] = [];
  const deadline = Date.now() + 15_000;
  while (found.length < count && Date.now() < deadline) {
    for await (const m of await c.fetch({ max_messages: 500, expires: 1000 })) {
      const e = codec.decode(m.data);
      if (e.data.classroomId === classroomId) found.push(e);
    }
  }
  await bus.jsm.consumers.delete('TEACHER', consumer.name);
  return found;
}

describe("a teacher and a student's chat", () => {
  it('turns it off and on for a member, shows it in the student list and publishes each change once', async () => {
    const c = (await call('POST', '/classrooms', teacher, { name: 'Chat class', gradeLevel: 6, subject: 'Math' })).json().data as { id: string };
    expect((await call('POST', `/classrooms/${c.id}/students`, teacher, { username: kid.username })).json().data.chatEnabled).toBe(true);

    const off = await call('POST', `/classrooms/${c.id}/students/${kid.id}/chat`, teacher, { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ success: true, data: { classroomId: c.id, studentId: kid.id, chatEnabled: false } });
    // Again: already off, nothing changes and nothing more is published.
    expect((await call('POST', `/classrooms/${c.id}/students/${kid.id}/chat`, teacher, { enabled: false })).json().data.chatEnabled).toBe(false);
    expect((await call('GET', `/classrooms/${c.id}`, teacher)).json().data.students[0].chatEnabled).toBe(false);
    expect((await call('POST', `/classrooms/${c.id}/students/${kid.id}/chat`, teacher, { enabled: true })).json().data.chatEnabled).toBe(true);

    const events = await chatEvents(c.id, 2);
    expect(events.map((e) => [e.data.studentId, e.data.teacherId, e.data.enabled])).toEqual([
      [kid.id, teacher.id, false],
      [kid.id, teacher.id, true],
    ]);
  });

  it('gives the chat back from a classroom the student leaves (removed, or the classroom deleted)', async () => {
    const classes = [];
    for (const name of ['Chat class 3', 'Chat class 4']) {
      const c = (await call('POST', '/classrooms', teacher, { name, gradeLevel: 6, subject: 'Math' })).json().data as { id: string };
      await call('POST', `/classrooms/${c.id}/students`, teacher, { username: kid.username });
      expect((await call('POST', `/classrooms/${c.id}/students/${kid.id}/chat`, teacher, { enabled: false })).json().data.chatEnabled).toBe(false);
      classes.push(c);
    }
    expect((await app.inject({ method: 'DELETE', url: `/api/teacher/classrooms/${classes[0]!.id}/students/${kid.id}`, headers: teacher.auth })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/teacher/classrooms/${classes[1]!.id}`, headers: teacher.auth })).statusCode).toBe(200);
    for (const c of classes) expect((await chatEvents(c.id, 2)).map((e) => [e.data.studentId, e.data.enabled])).toEqual([[kid.id, false], [kid.id, true]]);
  });

  it("refuses another teacher's classroom, a student who is not a member, and a student caller", async () => {
    const c = (await call('POST', '/classrooms', teacher, { name: 'Chat class 2', gradeLevel: 6, subject: 'Math' })).json().data as { id: string };
    await call('POST', `/classrooms/${c.id}/students`, teacher, { username: kid.username });
    expect((await call('POST', `/classrooms/${c.id}/students/${kid.id}/chat`, otherTeacher, { enabled: false })).statusCode).toBe(404);
    const notMember = await call('POST', `/classrooms/${c.id}/students/${outsider.id}/chat`, teacher, { enabled: false });
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND', message: 'That student is not in this classroom' } });
    expect((await call('POST', `/classrooms/${c.id}/students/${kid.id}/chat`, kid, { enabled: false })).statusCode).toBe(403);
  });
});
