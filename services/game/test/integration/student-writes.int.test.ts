/**
 * A student write sets only what changed from the version it is conditional on (docs/adr/0279):
 * on the real storage server, the stored document after each kind of change is the state the
 * repository cached, and an answer of a term-long student sends a small part of the document.
 */
import { adaptive, listSkills } from '@mathquest/maths';
import { testInfra, uniqueDbName } from '@mathquest/service-kit/testing';
import { BSON, MongoClient, type Collection } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStudentState, type StudentState } from '../../src/domain/student.js';
import { withLoggedAnswer } from '../../src/domain/practice-log.js';
import { decodeSkills } from '../../src/repositories/skill-codec.js';
import { createStudentRepository, type StudentDoc, type StudentRepository, type StudentWrite } from '../../src/repositories/students.js';

let client: MongoClient;
let collection: Collection<StudentDoc>;
/** The `$set` of every update sent to the students collection, and its size in BSON bytes. */
const updates: Array<{ set: Record<string, unknown>; bytes: number }> = [];

beforeAll(async () => {
  client = new MongoClient(testInfra().mongoUrl, { monitorCommands: true });
  client.on('commandStarted', (e) => {
    if (e.commandName !== 'update' || e.command.update !== 'students') return;
    const set = (e.command.updates as Array<{ u: { $set: Record<string, unknown> } }>)[0]!.u.$set;
    updates.push({ set, bytes: BSON.calculateObjectSize(set) });
  });
  await client.connect();
  collection = client.db(uniqueDbName('game_student_writes')).collection<StudentDoc>('students');
});

afterAll(async () => {
  await client?.close();
});

const DAY_MS = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const start = Date.UTC(2026, 9, 1);

/** A student after a term of one grade's practice: every skill of grade 6 with a full history, 30 practice days, 10 sessions. */
function termStudent(id: string): StudentState {
  const skills = listSkills()
    .filter((s) => s.grade === 6)
    .map((s) => ({
      ...adaptive.newSkillState(s.skillId, 0),
      n: 60,
      history: Array.from({ length: adaptive.HISTORY_LENGTH }, (_, i) => ({ difficulty: 3 as const, correct: i % 2 === 0, hintsUsed: 0, activeSeconds: 30, at: start - i * DAY_MS })),
    }));
  let practice = withLoggedAnswer(undefined, { today: dayOf(start), topic: 'ratios', sessionId: 's0', isCorrect: true, seconds: 20, xp: 10 });
  for (let d = 1; d < 30; d++) {
    for (const topic of ['ratios', 'expressions', 'statistics']) {
      practice = withLoggedAnswer(practice, { today: dayOf(start + d * DAY_MS), topic, sessionId: `s${d % 10}`, isCorrect: d % 2 === 0, seconds: 20, xp: 10 });
    }
  }
  return { ...newStudentState(id, 6), skills, practice };
}

const writeOf = (state: StudentState): StudentWrite & { _id: string } => {
  const { activeSessionId: _a, xpGrants: _x, tutor: _t, speedBest: _s, ...write } = state;
  return write;
};

/** The stored document as a state, for comparison with the repository's cached one. */
async function stored(id: string): Promise<StudentState> {
  const doc = (await collection.findOne({ _id: id }))!;
  return { ...doc, skills: decodeSkills(doc.skills) } as StudentState;
}

/** The next state of an answer on skill `k` (one skill changed in place, one practice day, one session), as submit-answer builds it. */
function answered(state: StudentState, k: number, today: string, sessionId: string): StudentState {
  const skill = state.skills[k]!;
  return {
    ...state,
    version: state.version + 1,
    progress: { ...state.progress, totalXp: state.progress.totalXp + 10 },
    skills: state.skills.map((s, i) => (i === k ? { ...skill, n: skill.n + 1, theta: skill.theta + 0.1 } : s)),
    practice: withLoggedAnswer(state.practice, { today, topic: 'ratios', sessionId, isCorrect: true, seconds: 20, xp: 10 }),
    outbox: [],
    updatedAt: new Date(),
  };
}

async function writeAndCompare(repo: StudentRepository, before: StudentState, next: StudentState): Promise<{ set: Record<string, unknown>; bytes: number }> {
  const sent = updates.length;
  expect(await repo.write(before, writeOf(next))).toBe(true);
  expect(updates.length).toBe(sent + 1);
  // What the repository caches is what is stored, field for field and entry for entry.
  const cached = (await repo.get(next._id))!;
  expect(writeOf(await stored(next._id))).toEqual(writeOf(cached));
  return updates.at(-1)!;
}

describe('a student write sets only what changed (docs/adr/0279)', () => {
  it("sends one skill entry and one practice day for a term-long student's answer, and the stored document is the cached state", async () => {
    const repo = createStudentRepository(collection);
    const term = termStudent('term-1');
    expect(await repo.write(null, writeOf(term))).toBe(true);
    const doc = (await collection.findOne({ _id: 'term-1' }))!;
    const docBytes = BSON.calculateObjectSize(doc);

    const today = dayOf(start + 29 * DAY_MS);
    const next = answered(term, 5, today, 's9');
    const { set, bytes } = await writeAndCompare(repo, term, next);
    expect(Object.keys(set).sort()).toEqual(['outbox', 'practice.days.29', 'practice.sessions.9', 'progress', 'skills.5', 'updatedAt', 'version']);
    expect(bytes).toBeLessThan(docBytes / 5);

    // The next answer, from the cached state: the skill changed keeps its place.
    const again = answered((await repo.get('term-1'))!, 0, today, 's9');
    expect(Object.keys((await writeAndCompare(repo, (await repo.get('term-1'))!, again)).set)).toContain('skills.0');
  });

  it('appends a skill practised for the first time, and sets a window that moved on (a new day) whole', async () => {
    const repo = createStudentRepository(collection);
    const term = termStudent('term-2');
    expect(await repo.write(null, writeOf(term))).toBe(true);

    const fresh = adaptive.newSkillState(listSkills().find((s) => s.grade === 7)!.skillId, 0);
    const withNew: StudentState = { ...term, version: term.version + 1, skills: [...term.skills, fresh], outbox: [], updatedAt: new Date() };
    const appended = await writeAndCompare(repo, term, withNew);
    expect(Object.keys(appended.set)).toContain(`skills.${term.skills.length}`);
    expect(Object.keys(appended.set)).not.toContain('skills');

    // A new school day: the oldest day leaves the 30-day log, every day moves up one place.
    const nextDay = answered(withNew, 2, dayOf(start + 30 * DAY_MS), 'new-session');
    const moved = await writeAndCompare(repo, withNew, nextDay);
    expect(Object.keys(moved.set)).toEqual(expect.arrayContaining(['practice.days', 'practice.sessions', 'skills.2']));
  });

  it('still refuses a write from a stale copy: the version check, not the diff, decides', async () => {
    const repo = createStudentRepository(collection);
    const other = createStudentRepository(collection);
    const term = termStudent('term-3');
    expect(await repo.write(null, writeOf(term))).toBe(true);
    const today = dayOf(start + 29 * DAY_MS);
    expect(await other.write(term, writeOf(answered(term, 1, today, 's9')))).toBe(true);
    expect(await repo.write(term, writeOf(answered(term, 2, today, 's9')))).toBe(false);
    // The stored document is the other writer's state.
    expect((await stored('term-3')).skills[1]!.n).toBe(61);
    expect((await stored('term-3')).skills[2]!.n).toBe(60);
  });
});
