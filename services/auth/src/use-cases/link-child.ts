import { AuthSubjects, CHILD_LIMIT_MESSAGE, ErrorCode, MAX_LINKED_CHILDREN, UserUpdatedEventSchema } from '@mathquest/contracts';
import { AppError, forbidden } from '@mathquest/service-kit';
import { isLinkableChild, type UserRecord } from '../domain/users.js';
import { outboxEntry } from '../events/outbox.js';
import type { AuthContext } from './context.js';
import { userFacts } from './create-account.js';
import { checkSignIn, type SignInClient } from './password-guard.js';

/**
 * The one answer to every failed link (docs/adr/0012): an unknown email, a wrong password and
 * the right password of an account that is not a student look the same, so the endpoint tells
 * nothing about which emails exist or which passwords are right. 400, not 401: the parent's own
 * session is fine, and a 401 would make the web client log them out.
 */
export const LINK_REFUSED = { status: 400, code: ErrorCode.INVALID_CREDENTIALS, message: 'No student account matches this email and password' } as const;

/** 409: the family already has MAX_LINKED_CHILDREN students linked (the Family plan's limit). */
const childLimitReached = () => new AppError(409, ErrorCode.CHILD_LIMIT_REACHED, CHILD_LIMIT_MESSAGE);

/**
 * A parent links a student with the student's own email and password (which shows the family
 * controls that account). Linking a child already linked to this parent is a success that
 * changes nothing; a child may be linked to several parents (two guardians); a parent links at
 * most MAX_LINKED_CHILDREN students.
 */
export async function linkChild(ctx: AuthContext, parentId: string, email: string, password: string, client: SignInClient): Promise<UserRecord[]> {
  // The password is checked first, whatever else is wrong, so every refusal costs the same; it is
  // a sign-in to the student's account as far as its lockout goes (docs/adr/0165).
  const student = await checkSignIn(ctx, email, password, client);
  if (!isLinkableChild(student)) throw new AppError(LINK_REFUSED.status, LINK_REFUSED.code, LINK_REFUSED.message);
  const parent = await ctx.users.findById(parentId);
  if (!parent || parent.role !== 'PARENT') throw forbidden('Only parents can link a student account');
  let childIds = parent.childIds;
  if (!childIds.includes(student.id)) {
    if (childIds.length >= MAX_LINKED_CHILDREN) throw childLimitReached();
    const data = UserUpdatedEventSchema.shape.data.parse({ ...userFacts(parent), childIds: [...childIds, student.id] });
    const entry = outboxEntry(AuthSubjects.USER_UPDATED, data, parent.id);
    const updated = await ctx.users.linkChild(parent.id, student.id, entry, MAX_LINKED_CHILDREN);
    if (updated === 'full') throw childLimitReached(); // another link took the last place meanwhile
    if (!updated) throw forbidden('Only parents can link a student account');
    await ctx.outbox.publishEntries(parent.id, [entry]);
    childIds = updated.childIds;
  }
  return ctx.users.findStudentsByIds(childIds);
}
