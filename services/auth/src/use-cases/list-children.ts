import type { UserRecord } from '../domain/users.js';
import type { AuthContext } from './context.js';

/** A parent's linked students with their progress. */
export async function listChildren(ctx: AuthContext, parentId: string): Promise<UserRecord[]> {
  const parent = await ctx.users.findById(parentId);
  return ctx.users.findStudentsByIds(parent?.childIds ?? []);
}
