import { UserRegisteredEventSchema } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../domain/users.js';
import { userFacts } from './create-account.js';

const teacher: UserRecord = {
  id: 't1', email: 't@school.org', username: 'ms_lee', displayName: 'Ms. Lee', role: 'TEACHER', plan: 'FREE', timeZone: 'UTC', gradeLevel: null, schoolName: 'Lincoln Middle School', childIds: [], createdAt: new Date(),
};

describe("the user facts auth's events carry", () => {
  it("carry a teacher's school, and null for users without one", () => {
    expect(userFacts(teacher)).toMatchObject({ userId: 't1', role: 'TEACHER', username: 'ms_lee', schoolName: 'Lincoln Middle School' });
    const { schoolName: _, ...withoutSchool } = teacher;
    expect(userFacts(withoutSchool).schoolName).toBeNull();
  });

  it('fit the auth.user.registered contract', () => {
    const event = { id: '7d0f1f44-6c1d-4d8e-9d59-1a1f7d9a2b3c', type: 'auth.user.registered', occurredAt: new Date().toISOString(), data: userFacts(teacher) };
    expect(UserRegisteredEventSchema.safeParse(event).success).toBe(true);
  });
});
