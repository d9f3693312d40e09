import { describe, expect, it } from 'vitest';
import type { SubmitAnswerResult } from '@mathquest/contracts';
import { appliedAnswer, newStudentState, RECENT_ANSWERS, RECENT_RESULTS, RECENT_SKILLS, withRecentAnswer, withRecentSkill, type RecentAnswer } from './student.js';

const result = (n: number) => ({ problemId: `p${n}`, xpEarned: n }) as unknown as SubmitAnswerResult;

describe('student state', () => {
  it('starts a new student at the token’s grade (5 without one) with nothing credited', () => {
    expect(newStudentState('u1', 7)).toMatchObject({ _id: 'u1', version: 0, gradeLevel: 7, recent: [], outbox: [], progress: { totalXp: 0, totalProblems: 0 } });
    expect(newStudentState('u1', undefined).gradeLevel).toBe(5);
  });

  it('remembers the last 10 answers by id and key, with the results of the newest 3 only', () => {
    let recent: RecentAnswer[] = [];
    for (let n = 1; n <= 14; n++) recent = withRecentAnswer(recent, { problemId: `p${n}`, key: `k${n}`, result: result(n) });
    expect(recent).toHaveLength(RECENT_ANSWERS);
    expect(recent.map((r) => r.problemId)).toEqual(['p5', 'p6', 'p7', 'p8', 'p9', 'p10', 'p11', 'p12', 'p13', 'p14']);
    expect(recent.filter((r) => r.result).map((r) => r.problemId)).toEqual(['p12', 'p13', 'p14']);
    expect(RECENT_RESULTS).toBe(3);
    expect(recent[0]).toEqual({ problemId: 'p5', key: 'k5' });
    const student = { ...newStudentState('u1', 5), recent };
    expect(appliedAnswer(student, 'p13')).toMatchObject({ key: 'k13', result: { xpEarned: 13 } });
    expect(appliedAnswer(student, 'p4')).toBeUndefined();
  });

  it('keeps the skills of the last 10 served problems, newest last', () => {
    let skills: string[] = [];
    for (let n = 1; n <= 12; n++) skills = withRecentSkill(skills, `s${n}`);
    expect(skills).toHaveLength(RECENT_SKILLS);
    expect(skills.at(0)).toBe('s3');
    expect(skills.at(-1)).toBe('s12');
  });
});
