import type { ChildSummary } from '@mathquest/contracts';
import { toChildSummary } from '../domain/users.js';
import type { AuthContext } from './context.js';

/** A parent's linked students with their progress. */
export async function listChildren(ctx: AuthContext, parentId: string): Promise<ChildSummary[]> {
  const parent = await ctx.users.findById(parentId);
  return (await ctx.users.findStudentsByIds(parent?.childIds ?? [])).map((child) => toChildSummary(child));
}
