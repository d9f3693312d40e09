import { adaptive, listSkills } from '@mathquest/maths';
import type { mongo } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { newStudentState, type StudentState } from '../domain/student.js';
import { createStudentRepository, estimatedStateBytes, type StudentDoc } from './students.js';

/** Student documents in memory, counting the reads that reach "storage". */
function memoryCollection() {
  const docs = new Map<string, StudentDoc>();
  const reads = { count: 0 };
  const collection = {
    async insertOne(doc: StudentDoc) {
      docs.set(doc._id, structuredClone(doc));
      return { acknowledged: true, insertedId: doc._id };
    },
    async findOne(filter: { _id: string }) {
      reads.count++;
      const doc = docs.get(filter._id);
      return doc ? structuredClone(doc) : null;
    },
  };
  return { collection: collection as unknown as mongo.Collection<StudentDoc>, reads };
}

/** A student after a term of one grade's practice: every skill of grade 6 with a full history. */
function termStudent(id: string): StudentState {
  const now = Date.UTC(2026, 10, 28);
  const skills = listSkills()
    .filter((s) => s.grade === 6)
    .map((s) => ({
      ...adaptive.newSkillState(s.skillId, 0),
      n: 60,
      history: Array.from({ length: adaptive.HISTORY_LENGTH }, (_, i) => ({ difficulty: 3 as const, correct: i % 2 === 0, hintsUsed: 0, activeSeconds: 30, at: now - i * 86_400_000 })),
    }));
  return { ...newStudentState(id, 6), skills };
}

const writeOf = (state: StudentState) => {
  const { activeSessionId: _a, xpGrants: _x, tutor: _t, speedBest: _s, ...write } = state;
  return write;
};

describe('the student cache (docs/adr/0214)', () => {
  it('estimates a state by what makes it grow: a term student at least its JSON (measured on the heap: 55 KB for 27 skills)', () => {
    const fresh = newStudentState('s1', 6);
    const term = termStudent('s2');
    expect(term.skills.length).toBeGreaterThan(20);
    expect(estimatedStateBytes(term)).toBeGreaterThanOrEqual(JSON.stringify(term).length);
    expect(estimatedStateBytes(term)).toBeGreaterThan(8 * estimatedStateBytes(fresh));
  });

  it('stays within its memory bound however many students it is given: the oldest are read again', async () => {
    const { collection, reads } = memoryCollection();
    const repo = createStudentRepository(collection, { size: 5_000, mb: 1 });
    const ids = Array.from({ length: 100 }, (_, i) => `term${i}`);
    for (const id of ids) expect(await repo.write(null, { ...writeOf(termStudent(id)), _id: id })).toBe(true);
    const perStudent = estimatedStateBytes(termStudent('x'));
    const fits = Math.floor((1024 * 1024) / perStudent);
    expect(fits).toBeLessThan(50);

    // The newest ones come from memory, without a read.
    for (const id of ids.slice(-Math.min(10, fits))) await repo.get(id);
    expect(reads.count).toBe(0);
    // The oldest were dropped to stay within 1 MB: read from storage.
    expect((await repo.get(ids[0]!))?._id).toBe(ids[0]);
    expect(reads.count).toBe(1);
  });

  it('holds the students playing now: one who answered nothing for the idle time is read again, one still playing is not', async () => {
    const { collection, reads } = memoryCollection();
    let t = 1; // the cache's clock, as performance.now, never reads 0
    const repo = createStudentRepository(collection, { idleMinutes: 5, now: () => t });
    for (const id of ['resting', 'playing']) expect(await repo.write(null, { ...writeOf(termStudent(id)), _id: id })).toBe(true);
    for (let minute = 1; minute <= 6; minute++) {
      t = 1 + minute * 60_000;
      await repo.get('playing');
    }
    expect(reads.count).toBe(0);
    expect((await repo.get('resting'))?._id).toBe('resting');
    expect(reads.count).toBe(1);
  });
});
