/**
 * The step-by-step tutor's use reaches the teacher (docs/product/teacher.md, tutor use;
 * docs/adr/0145): a student of the class and a student of no class use the tutor in the game, all
 * through the gateway; the game publishes game.tutor.updated, the teacher service keeps each
 * student's newest figures, and the classroom analytics show the member's (and only the member's)
 * walkthroughs, steps seen and steps right, per student and per skill. Real game and teacher
 * services, storage, NATS and Redis.
 *
 * The served problem is drawn at random; the test pins it in the game's own storage to a generated
 * problem of a fixed skill, difficulty and seed (as the game's tutor tests do), so the walkthrough
 * and its figures are the same on every run.
 */
import { generateProblem, listSkills, tutor, type Problem } from '@mathquest/maths';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeacherStack, type TeacherStack, type TeacherStackUser as TestUser } from '../helpers/practice-stack.js';
import { gatewayConfig, readyGateway } from '../helpers/stack.js';

/** 1/12 + 1/6: blanks "2/12", "3/12", "1/4"; "2/18" is a predicted wrong answer. */
const PINNED: Problem = generateProblem('g5.nf.add-unlike-fractions', 1, 'tutor78');
const BLANKS = tutor.tutorSteps(PINNED).flatMap((s, index) => (s.kind === 'fill' ? [{ index, value: s.value }] : []));
const SKILL = listSkills().find((s) => s.skillId === PINNED.skillId)!;

let stack: TeacherStack;
let gateway: FastifyInstance;
let teacher: TestUser;
let member: TestUser;
let outsider: TestUser;

/** Poll `check` until it returns a value (not undefined), at most `ms`. */
async function eventually<T>(check: () => Promise<T | undefined>, what: string, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  stack = await startTeacherStack();
  gateway = await readyGateway(await gatewayConfig({ GAME_URL: stack.urls.game }, { TEACHER_URL: stack.urls.teacher }));
  [teacher, member, outsider] = await Promise.all([stack.register('TEACHER', 'teacher'), stack.register('STUDENT', 'member'), stack.register('STUDENT', 'outsider')]);
  await eventually(async () => ((await stack.knownToTeacher(member.id)) ? true : undefined), 'the directory');
}, 180_000);

afterAll(async () => {
  await gateway?.close();
  await stack?.close();
});

const call = (method: 'GET' | 'POST', url: string, user: TestUser, payload?: object) => gateway.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });

/** Through the gateway: a session, a problem pinned to PINNED, answered wrong, then a walkthrough with one blank right and one shown. */
async function walkThrough(student: TestUser): Promise<void> {
  const started = await call('POST', '/api/game/session/start', student, { mode: 'SOLO_PRACTICE', deviceType: 'web' });
  expect(started.statusCode).toBe(201);
  const sessionId = started.json().data.session.id as string;
  const next = await call('GET', `/api/game/problem/next?sessionId=${sessionId}`, student);
  const problemId = next.json().data.id as string;
  await stack.gameDb.db!.collection<{ _id: string }>('served_problems').updateOne({ _id: problemId }, { $set: { problem: PINNED } });
  const wrong = await call('POST', '/api/game/problem/submit', student, { sessionId, problemId, answer: '2/18', timeSpent: 20, hintsUsed: 0 });
  expect(wrong.json().data).toMatchObject({ graded: true, isCorrect: false });
  expect((await call('POST', '/api/game/tutor/start', student, { problemId })).statusCode).toBe(200);
  const right = await call('POST', '/api/game/tutor/step', student, { problemId, step: BLANKS[0]!.index, answer: BLANKS[0]!.value });
  expect(right.json().data.correct).toBe(true);
  expect((await call('POST', '/api/game/tutor/show', student, { problemId, step: BLANKS[1]!.index })).statusCode).toBe(200);
}

describe("the tutor's use in the classroom analytics", () => {
  it("shows a member's walkthroughs, steps seen and steps right over 7 and 30 days, per student and per skill, and no one else's", async () => {
    const created = await call('POST', '/api/teacher/classrooms', teacher, { name: 'Tutor class', gradeLevel: 5, subject: 'Math' });
    expect(created.statusCode).toBe(201);
    const classroom = created.json().data as { id: string; classCode: string };
    expect((await call('POST', '/api/teacher/join', member, { classCode: classroom.classCode })).statusCode).toBeLessThan(300);

    const analytics = async () => {
      const res = await call('GET', `/api/teacher/classrooms/${classroom.id}/analytics`, teacher);
      expect(res.statusCode).toBe(200);
      return res.json().data.tutor;
    };
    const none = { walkthroughs: 0, stepsSeen: 0, stepsRight: 0, students: 0 };
    expect(await analytics()).toEqual({ last7: none, last30: none, students: [], skills: [] });

    await walkThrough(member);
    await walkThrough(outsider);

    // Seen: the steps up to the third blank; right: the first blank.
    const figures = { walkthroughs: 1, stepsSeen: BLANKS[2]!.index + 1, stepsRight: 1 };
    // The outsider's figures reached the teacher service too (so leaving them out below is the class's rule, not a delay).
    await eventually(async () => ((await stack.tutorDaysAtTeacher(outsider.id))?.[0]?.stepsSeen === figures.stepsSeen ? true : undefined), "the outsider's tutor use");
    const use = await eventually(async () => {
      const t = await analytics();
      return t.last7.stepsSeen === figures.stepsSeen ? t : undefined;
    }, "the member's tutor use in the analytics");
    expect(use.last7).toEqual({ ...figures, students: 1 });
    expect(use.last30).toEqual({ ...figures, students: 1 });
    const skill = { skillId: SKILL.skillId, topic: SKILL.topic, subtopic: SKILL.subtopic, ...figures };
    expect(use.students).toEqual([{ studentId: member.id, last7: figures, last30: figures, skills: [{ ...skill, lastDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }] }]);
    expect(use.skills).toEqual([{ ...skill, students: 1 }]);
  });
});
