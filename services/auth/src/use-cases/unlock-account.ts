import { notFound } from '@mathquest/service-kit';
import type { AuthContext } from './context.js';

/**
 * Forget every failed password of a student (every lock scope, docs/adr/0165). Unknown ids and
 * accounts other than students are left alone: a teacher's event may name a deleted account.
 */
export async function unlockStudent(ctx: AuthContext, studentId: string): Promise<boolean> {
  const student = await ctx.users.findById(studentId);
  if (!student || student.role !== 'STUDENT') return false;
  await ctx.lockouts.unlock(student.email);
  return true;
}

/** A parent unlocks one of their linked children; any other id is 404, like a missing one. */
export async function unlockChild(ctx: AuthContext, parentId: string, childId: string): Promise<void> {
  const parent = await ctx.users.findById(parentId);
  if (!parent?.childIds.includes(childId) || !(await unlockStudent(ctx, childId))) throw notFound('No linked student with this id');
}
