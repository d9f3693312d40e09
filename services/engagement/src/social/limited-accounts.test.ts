import { ErrorCode, hiddenPlayerName } from '@mathquest/contracts';
import type { AuthUser } from '@mathquest/service-kit';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { nameOnBoard, parentApproved } from './limited-accounts.js';

const user = (limits?: 'PENDING_PARENT_APPROVAL'): AuthUser => ({ id: 'kid1', role: 'STUDENT', username: 'kid_one', plan: 'FREE', timeZone: 'UTC', gradeLevel: 5, sessionId: 's1', ...(limits ? { limits } : {}) });
const request = (u: AuthUser) => ({ authUser: u }) as unknown as FastifyRequest;

describe('the limited-account guard (docs/adr/0239)', () => {
  it('refuses a limited account with PARENT_APPROVAL_REQUIRED and a message for a child', async () => {
    await expect(parentApproved('FRIENDS')(request(user('PENDING_PARENT_APPROVAL')))).rejects.toMatchObject({
      statusCode: 403,
      code: ErrorCode.PARENT_APPROVAL_REQUIRED,
      message: 'Ask a parent to approve your account to add friends.',
    });
  });

  it('lets an account without limits through', async () => {
    await expect(parentApproved('CHALLENGES')(request(user()))).resolves.toBeUndefined();
  });
});

describe('names on boards', () => {
  const kid = { userId: 'kid1', username: 'kid_one', limited: true };
  it('others see a limited student as a hidden player; the student sees their own name', () => {
    expect(nameOnBoard(kid, 'someone_else')).toBe(hiddenPlayerName('kid1'));
    expect(nameOnBoard(kid, '')).toBe(hiddenPlayerName('kid1'));
    expect(nameOnBoard(kid, 'kid1')).toBe('kid_one');
    expect(nameOnBoard({ ...kid, limited: false }, 'someone_else')).toBe('kid_one');
  });
});
