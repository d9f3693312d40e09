import { describe, expect, it } from 'vitest';
import { isAppError } from '@mathquest/service-kit';
import type { AssignmentProjectionDoc, AssignmentRepository, ClassMembersDoc } from '../repositories/assignments.js';
import { playableAssignment } from './assignment-access.js';

const ASSIGNMENT: AssignmentProjectionDoc = {
  _id: 'a1',
  classroomId: 'c1',
  title: 'Fractions',
  problemIds: ['p1', 'p2'],
  dueDate: null,
  allowLateSubmissions: false,
  timeLimit: null,
};

/** A projection whose members gain the student after `readsBeforeJoin` reads, as an event arriving late would. */
function projection(readsBeforeJoin: number, assignment: AssignmentProjectionDoc | null = ASSIGNMENT) {
  let memberReads = 0;
  const assignments = {
    getAssignment: async () => assignment,
    getMembers: async (): Promise<ClassMembersDoc> => {
      memberReads += 1;
      return { _id: 'c1', memberIds: memberReads > readsBeforeJoin ? ['s1'] : [], version: memberReads };
    },
  } as Pick<AssignmentRepository, 'getAssignment' | 'getMembers'> as AssignmentRepository;
  return { assignments: assignments, memberReads: () => memberReads };
}

async function refusal(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (err) {
    return isAppError(err) ? err.statusCode : -1;
  }
}

describe('playableAssignment: the class members follow the teacher service by an event', () => {
  it('waits for a join that has not reached the game yet', async () => {
    const p = projection(2);
    await expect(playableAssignment(p, 's1', 'a1', new Date())).resolves.toEqual(ASSIGNMENT);
    expect(p.memberReads()).toBe(3);
  });

  it('refuses a student who never joins, after a bounded number of reads', async () => {
    const p = projection(Number.POSITIVE_INFINITY);
    expect(await refusal(playableAssignment(p, 's1', 'a1', new Date()))).toBe(404);
    expect(p.memberReads()).toBeGreaterThan(1);
    expect(p.memberReads()).toBeLessThanOrEqual(20);
  }, 10_000);

  it('refuses an unknown assignment at once, without reading the members', async () => {
    const p = projection(0, null);
    expect(await refusal(playableAssignment(p, 's1', 'missing', new Date()))).toBe(404);
    expect(p.memberReads()).toBe(0);
  });
});
