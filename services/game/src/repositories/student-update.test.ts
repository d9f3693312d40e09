import { adaptive, generateProblem } from '@mathquest/maths';
import { describe, expect, it } from 'vitest';
import { updateAfterAnswer } from '../domain/maths-engine.js';
import { withLoggedAnswer } from '../domain/practice-log.js';
import { newStudentState, type StudentState } from '../domain/student.js';
import { encodeSkill } from './skill-codec.js';
import { changedFields, MAX_ENTRY_PATHS } from './student-update.js';

const skill = (id: string, n = 3) => ({ ...adaptive.newSkillState(id, 0), n });
const answer = { today: '2026-11-02', topic: 'ratios', sessionId: 'a', isCorrect: true, seconds: 20, xp: 10 };

function student(): StudentState {
  const practice = withLoggedAnswer(withLoggedAnswer(undefined, { ...answer, today: '2026-11-01' }), answer);
  return { ...newStudentState('s', 6), version: 4, skills: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => skill(id)), practice };
}

const fields = ({ _id: _i, ...rest }: StudentState): Omit<StudentState, '_id'> => rest;

describe('the fields of a student write (docs/adr/0279)', () => {
  it('leaves out what is the same object as in the state read, and writes the outbox always', () => {
    const before = student();
    expect(changedFields(before, fields(before))).toEqual({ outbox: before.outbox });
    const next = { ...fields(before), version: 5, progress: { ...before.progress, totalXp: 10 } };
    expect(changedFields(before, next)).toEqual({ version: 5, progress: next.progress, outbox: before.outbox });
  });

  it('sets the skill entries that changed, encoded, and appends a new one at its index', () => {
    const before = student();
    const changed = { ...before.skills[2]!, n: 4 };
    const fresh = skill('g', 1);
    const next = { ...fields(before), skills: [...before.skills.map((s, i) => (i === 2 ? changed : s)), fresh] };
    expect(changedFields(before, next)).toEqual({ 'skills.2': encodeSkill(changed), 'skills.6': encodeSkill(fresh), outbox: before.outbox });
  });

  it('sets an array whole when it got shorter or more than a few entries changed', () => {
    const before = student();
    expect(changedFields(before, { ...fields(before), skills: before.skills.slice(1) })).toHaveProperty('skills');
    const many = before.skills.map((s, i) => (i <= MAX_ENTRY_PATHS ? { ...s, n: 9 } : s));
    const set = changedFields(before, { ...fields(before), skills: many });
    expect(Object.keys(set).sort()).toEqual(['outbox', 'skills']);
  });

  it("sets one practice day and one session for an answer of the day's session, the whole log for a first answer", () => {
    const before = student();
    const practice = withLoggedAnswer(before.practice, answer);
    expect(changedFields(before, { ...fields(before), practice })).toEqual({ 'practice.days.1': practice.days[1], 'practice.sessions.0': practice.sessions[0], outbox: before.outbox });
    const first = { ...before, practice: undefined };
    expect(changedFields(first, { ...fields(first), practice })).toEqual({ practice, outbox: before.outbox });
  });
});

describe('an answer keeps the skill in its place', () => {
  it('replaces the answered skill where it stands and leaves the others the same objects', () => {
    const problem = generateProblem('g6.rp.unit-rate', 3, 'place');
    const states = [skill('g6.rp.write-ratios', 5), skill('g6.rp.unit-rate', 5), skill('g6.rp.ratio-tables', 5)];
    const after = updateAfterAnswer({ states, studentGrade: 6 }, { problem, isCorrect: true, timeSpent: problem.estTimeSec, hintsUsed: 0, at: new Date(1_795_000_000_000) }).states;
    expect(after.map((s) => s.skillId)).toEqual(states.map((s) => s.skillId));
    expect(after[1]!.n).toBe(6);
    expect(after[0]).toBe(states[0]);
    expect(after[2]).toBe(states[2]);
  });
});
