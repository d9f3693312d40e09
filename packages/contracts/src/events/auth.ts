import { z } from 'zod';
import { PlanSchema, RoleSchema } from '../common.js';
import { LanguageSchema } from '../http/language.js';
import { AccountLimitsSchema } from '../rules/limited-accounts.js';
import { eventEnvelope } from './envelope.js';

export const AuthSubjects = {
  USER_REGISTERED: 'auth.user.registered',
  USER_UPDATED: 'auth.user.updated',
  CHILD_CHAT_CHANGED: 'auth.child.chat_changed',
  ROSTER_STUDENT_ENROLLED: 'auth.roster.student_enrolled',
  ACCOUNT_ERASURE_REQUESTED: 'auth.account.erasure_requested',
} as const;

const UserFacts = z.object({
  userId: z.string(),
  role: RoleSchema,
  username: z.string(),
  displayName: z.string(),
  plan: PlanSchema,
  gradeLevel: z.number().int().nullable(),
  timeZone: z.string(),
  /** A teacher's school (the teacher CLI's --school); null for everyone else and for teachers without one. */
  schoolName: z.string().nullable().default(null),
  /** A student's account limits while a parent has not approved it (docs/adr/0239); null or absent when none. */
  limits: AccountLimitsSchema.nullable().optional(),
  /** The language the user reads MathQuest in (docs/product/i18n.md); absent in events published before it was carried (English). */
  language: LanguageSchema.optional(),
});

export const UserRegisteredEventSchema = eventEnvelope(AuthSubjects.USER_REGISTERED, UserFacts);
export type UserRegisteredEvent = z.infer<typeof UserRegisteredEventSchema>;

export const UserUpdatedEventSchema = eventEnvelope(AuthSubjects.USER_UPDATED, UserFacts.extend({ childIds: z.array(z.string()) }));
export type UserUpdatedEvent = z.infer<typeof UserUpdatedEventSchema>;

/**
 * A parent turned a linked child's chat off or on (docs/adr/0171). `changedAt` orders the changes
 * of one parent for one child: a projection keeps the newest.
 */
export const ChildChatChangedEventSchema = eventEnvelope(
  AuthSubjects.CHILD_CHAT_CHANGED,
  z.object({ studentId: z.string(), parentId: z.string(), enabled: z.boolean(), changedAt: z.string() }),
);
export type ChildChatChangedEvent = z.infer<typeof ChildChatChangedEventSchema>;

/**
 * A teacher created a student account on a classroom's roster (docs/adr/0200); the teacher service
 * makes the student a member of that classroom. Published with the account's
 * `auth.user.registered`, from the same write.
 */
export const RosterStudentEnrolledEventSchema = eventEnvelope(
  AuthSubjects.ROSTER_STUDENT_ENROLLED,
  z.object({ studentId: z.string(), classroomId: z.string(), teacherId: z.string(), enrolledAt: z.string() }),
);
export type RosterStudentEnrolledEvent = z.infer<typeof RosterStudentEnrolledEventSchema>;

/**
 * An account is to be erased (docs/product/privacy.md). Auth has already made it unusable (no
 * sign-in, sessions revoked); every service that holds data about `userId` consumes this event
 * once, on its own durable consumer, removes or anonymises what it holds, and acknowledges with its
 * own `<service>.account.erased` event carrying the same `erasureId`. A service that is down
 * applies it when it returns. Requested twice, it is one erasure (the same `erasureId`).
 */
export const AccountErasureRequestedEventSchema = eventEnvelope(
  AuthSubjects.ACCOUNT_ERASURE_REQUESTED,
  z.object({
    erasureId: z.string(),
    userId: z.string(),
    role: RoleSchema,
    requestedBy: z.object({ userId: z.string(), role: RoleSchema }),
    requestedAt: z.string(),
  }),
);
export type AccountErasureRequestedEvent = z.infer<typeof AccountErasureRequestedEventSchema>;
