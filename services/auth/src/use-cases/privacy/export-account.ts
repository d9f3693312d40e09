import { AccountExportSchema, languageOf, type AccountExport, type AuthAccountExport } from '@mathquest/contracts';
import { AppError, type AuthUser } from '@mathquest/service-kit';
import { ErrorCode } from '@mathquest/contracts';
import type { UserRecord } from '../../domain/users.js';
import type { AuthContext } from '../context.js';
import { accountFor } from './account-access.js';

/** Auth's own part: the account, its family links, its roster row and its sessions (never a secret or a token). */
async function authPart(ctx: AuthContext, account: UserRecord): Promise<AuthAccountExport> {
  const [parents, roster, sessions] = await Promise.all([ctx.users.parentsOf(account.id), ctx.rosters.student(account.id), ctx.sessions.listOfUser(account.id)]);
  return {
    id: account.id,
    role: account.role,
    // A roster account's key is a synthetic address, not the child's: there is no e-mail to show.
    email: account.email.endsWith('@roster.invalid') ? null : account.email,
    username: account.username,
    displayName: account.displayName,
    plan: account.plan,
    timeZone: account.timeZone,
    gradeLevel: account.gradeLevel,
    schoolName: account.schoolName ?? null,
    language: languageOf(account.language),
    birthYear: account.birthYear ?? null,
    limits: account.limits ?? null,
    createdAt: account.createdAt.toISOString(),
    childIds: account.childIds,
    parentIds: parents.map((p) => p.id),
    chatOffByParents: account.chatOffByParents ?? [],
    roster: roster ? { classroomId: roster.classroomId, givenName: roster.givenName, familyName: roster.familyName, grade: roster.grade, createdAt: roster.createdAt.toISOString() } : null,
    sessions: sessions.map((s) => ({ id: s.id, createdAt: s.createdAt.toISOString(), expiresAt: s.expiresAt.toISOString(), endedAt: s.revokedAt ? s.revokedAt.toISOString() : null })),
  };
}

/**
 * One file of everything every service holds about the account (docs/product/privacy.md): auth
 * signs an export grant for this account, collects each service's part and checks the whole
 * against the published schema. Any part missing is 503 (UPSTREAM_UNAVAILABLE), never a partial file.
 */
export async function exportAccount(ctx: AuthContext, caller: AuthUser, userId: string): Promise<{ file: AccountExport; username: string }> {
  const { account } = await accountFor(ctx, caller, userId);
  const grant = ctx.exportGrants.sign(account.id, caller.id);
  const [own, parts] = await Promise.all([authPart(ctx, account), ctx.exportParts.fetchAll(account.id, grant)]);
  const parsed = AccountExportSchema.safeParse({ schemaVersion: 1, exportedAt: ctx.now().toISOString(), account: own, ...parts });
  if (!parsed.success) throw new AppError(503, ErrorCode.UPSTREAM_UNAVAILABLE, 'The data could not be put together. Please try again in a moment.', { cause: parsed.error });
  return { file: parsed.data, username: account.username };
}
