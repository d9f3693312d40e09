import { z } from 'zod';
import { PlanSchema, RoleSchema } from '../common.js';
import { AccountLimitsSchema } from '../rules/limited-accounts.js';
import { LanguageSchema } from './language.js';

/**
 * Auth's part of an account export (docs/product/privacy.md#what-the-file-holds): the account
 * itself, its family links and, for a student a teacher created, the roster row. Never the
 * password hash, a refresh token or a roster secret.
 */
export const AuthAccountExportSchema = z.object({
  id: z.string(),
  role: RoleSchema,
  email: z.string().nullable(),
  username: z.string(),
  displayName: z.string(),
  plan: PlanSchema,
  timeZone: z.string(),
  gradeLevel: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  /** The interface's language (docs/product/i18n.md). */
  language: LanguageSchema,
  /** A self-registered student's year of birth, the only part of the birth date kept (docs/adr/0239); null when not given. */
  birthYear: z.number().int().nullable(),
  /** 'PENDING_PARENT_APPROVAL' while the account waits for a parent's approval (docs/adr/0239); null otherwise. */
  limits: AccountLimitsSchema.nullable(),
  createdAt: z.string(),
  /** A parent's linked children (their ids); a student's parents (ids of the parents linked to it). */
  childIds: z.array(z.string()),
  parentIds: z.array(z.string()),
  /** Parents who turned the student's guild chat off (docs/adr/0171). */
  chatOffByParents: z.array(z.string()),
  /** The roster row of a student a teacher created (docs/adr/0200); null otherwise. */
  roster: z
    .object({ classroomId: z.string(), givenName: z.string(), familyName: z.string(), grade: z.number().int(), createdAt: z.string() })
    .nullable(),
  /** The account's sign-in sessions (one per sign-in; never their tokens). */
  sessions: z.array(z.object({ id: z.string(), createdAt: z.string(), expiresAt: z.string(), endedAt: z.string().nullable() })),
});
export type AuthAccountExport = z.infer<typeof AuthAccountExportSchema>;
