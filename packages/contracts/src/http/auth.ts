import { z } from 'zod';
import { GradeLevelSchema, IdSchema, NOT_BLANK, PlanSchema, RoleSchema, TimeZoneSchema, successEnvelope } from '../common.js';
import { StudentProgressSchema, type StudentProgress } from '../events/game.js';
import { AccountLimitsSchema, BIRTH_YEAR_MIN } from '../rules/limited-accounts.js';
import { LanguageCodeSchema, LanguageSchema } from './language.js';

/** Field rules and caps of docs/product/accounts.md. Messages are shown to people as they are. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_PATTERN = /^[a-z0-9_]{3,20}$/;

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  // The check z.email() makes, applied to the trimmed text in the same chain (not a pipe), so the
  // OpenAPI document states the format and pattern the server enforces.
  .regex(z.regexes.email, 'Please enter a valid email address')
  .meta({ format: 'email' });

/**
 * A password being chosen (sign-up, change, teacher creation). Logging in never applies these
 * rules (see LoginRequestSchema), so a login answer reveals nothing about them.
 */
export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX, 'Password must be at most 128 characters')
  .regex(NOT_BLANK, 'Password cannot be only spaces');

/** What a login-like check accepts: any non-empty string up to the cap, compared with the stored hash. */
const PresentedPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX, 'Password must be at most 128 characters');

/**
 * Characters that render as nothing but would make a name look empty or lie about its text:
 * C0/C1 controls and DEL (\p{Cc}, spelled out as ranges so the OpenAPI document's pattern reads
 * the same in every regex dialect), the line and paragraph separators, and the bidi embeddings,
 * overrides and isolates (U+202A-U+202E, U+2066-U+2069) that can reverse how the rest of a page reads.
 */
const CONTROL_OR_BIDI = '\\x00-\\x1F\\x7F-\\x9F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069';
const NO_CONTROL_OR_BIDI = new RegExp(`^[^${CONTROL_OR_BIDI}]*$`);
/**
 * Whitespace and zero-width characters (U+200B-U+200D, U+FEFF) at either end are trimmed, so a
 * name of only those is empty. Inside a name they stay: U+200D joins emoji sequences.
 */
const INVISIBLE = '\\s\\u200B-\\u200D\\uFEFF';
const INVISIBLE_EDGES = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'g');
/** One character that trimming keeps: what makes a trimmed name non-empty, as a pattern. */
const HAS_VISIBLE = new RegExp(`[^${INVISIBLE}]`);
const trimInvisible = (s: string) => s.replace(INVISIBLE_EDGES, '');

export const UsernameSchema = z
  .string({ error: 'Username is required' })
  .overwrite(trimInvisible)
  .toLowerCase()
  .regex(USERNAME_PATTERN, 'Username must be 3 to 20 characters: letters, digits or _');

export const DisplayNameSchema = z
  .string({ error: 'Display name is required' })
  .overwrite(trimInvisible)
  .min(1, 'Display name is required')
  .max(40, 'Display name must be at most 40 characters')
  .regex(NO_CONTROL_OR_BIDI, 'Display name must not contain control or text-direction characters')
  // Implied by min(1) after trimming; stated again so the document's pattern refuses what trimming empties.
  .regex(HAS_VISIBLE, 'Display name is required');

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  // Login never reveals password rules: any non-empty string up to the cap is checked against the hash.
  password: PresentedPasswordSchema,
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** Self sign-up: STUDENT or PARENT only; teachers are created by an operator (docs/adr/0012). */
export const SignupRoleSchema = z.enum(['STUDENT', 'PARENT'], {
  error: 'Role must be STUDENT or PARENT',
});

export const RegisterRequestSchema = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: z.string({ error: 'Please confirm your password' }).max(PASSWORD_MAX, 'Password must be at most 128 characters'),
    username: UsernameSchema,
    displayName: DisplayNameSchema,
    role: SignupRoleSchema,
    gradeLevel: GradeLevelSchema.optional(),
    /**
     * Students: the year of birth (only the year is asked and kept). A student who may be under 13
     * by it gets a limited account until a parent approves it (docs/adr/0239). Optional so older
     * clients keep working: a student without one is not limited (the web form always asks).
     */
    birthYear: z
      .number({ error: 'Birth year must be a year such as 2015' })
      .int('Birth year must be a year such as 2015')
      .min(BIRTH_YEAR_MIN, 'Birth year must be a year such as 2015')
      .max(2100, 'Birth year must be a year such as 2015')
      .optional(),
    /** Optional IANA zone for day streaks; the web sends the browser's zone. Defaults to UTC. */
    timeZone: TimeZoneSchema.optional(),
    /** The interface's language (the one the sign-up form was shown in); an unknown code or none is 'en'. */
    language: LanguageCodeSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.password !== body.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match' });
    }
    if (body.role === 'STUDENT' && body.gradeLevel === undefined) {
      ctx.addIssue({ code: 'custom', path: ['gradeLevel'], message: 'Grade level is required for students (4 to 8)' });
    }
    if (body.role !== 'STUDENT' && body.gradeLevel !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['gradeLevel'], message: 'Only students choose a grade level' });
    }
    if (body.role !== 'STUDENT' && body.birthYear !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['birthYear'], message: 'Only students give a birth year' });
    }
  })
  // The rules between fields, which a JSON schema cannot state, told to readers of the OpenAPI document.
  .meta({ description: 'confirmPassword must equal password. A STUDENT gives a gradeLevel (4 to 8) and may give a birthYear; a PARENT gives neither.' });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const RefreshTokenRequestSchema = z.object({
  refreshToken: z.string({ error: 'refreshToken is required' }).min(1, 'refreshToken is required').max(4096, 'refreshToken is too long'),
});
export type RefreshTokenRequest = z.infer<typeof RefreshTokenRequestSchema>;

/**
 * The student's progress as the session user carries it (docs/product/accounts.md#the-session--built):
 * figures of the student progress (events/game.ts) under the names this API has always used
 * (`currentLevel`, `averageAccuracy`, `totalTimeSpent` in whole minutes), the grade and the wallet.
 */
export const StudentProfileSchema = StudentProgressSchema.pick({
  totalXp: true,
  xpToNextLevel: true,
  xpForCurrentLevel: true,
  currentStreak: true,
  longestStreak: true,
  totalProblems: true,
  totalCorrect: true,
}).extend({
  gradeLevel: z.number().int(),
  currentLevel: StudentProgressSchema.shape.level,
  coins: z.number().int(),
  gems: z.number().int(),
  /** Minutes, whole (the progress counts seconds). */
  totalTimeSpent: z.number().int(),
  /** Percent 0-100 with one decimal: the progress's `accuracy`. */
  averageAccuracy: StudentProgressSchema.shape.accuracy,
});
export type StudentProfile = z.infer<typeof StudentProfileSchema>;

/** The session user's `studentProfile` from the student's progress, wallet and grade: the one mapping between the two shapes. */
export function studentProfileOf(progress: StudentProgress, wallet: { coins: number; gems: number }, gradeLevel: number): StudentProfile {
  return {
    gradeLevel,
    currentLevel: progress.level,
    totalXp: progress.totalXp,
    xpToNextLevel: progress.xpToNextLevel,
    xpForCurrentLevel: progress.xpForCurrentLevel,
    currentStreak: progress.currentStreak,
    longestStreak: progress.longestStreak,
    coins: wallet.coins,
    gems: wallet.gems,
    totalProblems: progress.totalProblems,
    totalCorrect: progress.totalCorrect,
    totalTimeSpent: Math.floor(progress.totalTimeSpent / 60),
    averageAccuracy: progress.accuracy,
  };
}

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: RoleSchema,
  plan: PlanSchema,
  timeZone: z.string(),
  /** The interface's language (docs/product/i18n.md). */
  language: LanguageSchema,
  profile: z.object({ displayName: z.string(), username: z.string() }),
  /** Present for students only. */
  studentProfile: StudentProfileSchema.nullable(),
  /** Parents: ids of linked students. */
  childIds: z.array(z.string()),
  createdAt: z.string(),
  /** Present while the account is limited until a parent approves it (docs/adr/0239). */
  limits: AccountLimitsSchema.optional(),
});
export type User = z.infer<typeof UserSchema>;

export const AuthResultSchema = z.object({
  user: UserSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type AuthResult = z.infer<typeof AuthResultSchema>;
export const AuthResponseSchema = successEnvelope(AuthResultSchema);

export const MeResponseSchema = successEnvelope(UserSchema);

export const TokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof TokenPairSchema>;
export const RefreshTokenResponseSchema = successEnvelope(TokenPairSchema);

export const LogoutResponseSchema = successEnvelope(z.object({ loggedOut: z.literal(true) }));

/**
 * A signed-in user changes their password. The current one is checked like a login (no rules
 * revealed); the new one follows the sign-up rules. Every other session of the user ends
 * (docs/adr/0013); the session making the change stays signed in.
 */
export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: PresentedPasswordSchema,
    newPassword: PasswordSchema,
  })
  .superRefine((body, ctx) => {
    if (body.newPassword === body.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'The new password must differ from the current one' });
    }
  })
  .meta({ description: 'newPassword must differ from currentPassword.' });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
export const ChangePasswordResponseSchema = successEnvelope(
  z.object({
    passwordChanged: z.literal(true),
    /** How many other sessions (devices) were signed out. */
    otherSessionsEnded: z.number().int().min(0),
  }),
);

/**
 * A parent links a student account. The student's own email and password are asked for,
 * which proves the family controls that account (a link code flow can replace this later).
 */
/** The Family plan's 'up to 5 student accounts': a parent links at most this many (docs/product/accounts.md). */
export const MAX_LINKED_CHILDREN = 5;
export const CHILD_LIMIT_MESSAGE = `A family can link at most ${MAX_LINKED_CHILDREN} student accounts`;

export const LinkChildRequestSchema = z.object({
  email: EmailSchema,
  password: PresentedPasswordSchema,
});
export type LinkChildRequest = z.infer<typeof LinkChildRequestSchema>;

export const ChildSummarySchema = z.object({
  id: z.string(),
  profile: z.object({ displayName: z.string(), username: z.string() }),
  studentProfile: StudentProfileSchema,
  /** Whether this parent left the child's guild chat on (docs/adr/0171); a teacher may also have turned it off. */
  chatEnabled: z.boolean(),
  /** Present while the child's account waits for a parent's approval (docs/adr/0239). */
  limits: AccountLimitsSchema.optional(),
});
export type ChildSummary = z.infer<typeof ChildSummarySchema>;
export const ChildrenResponseSchema = successEnvelope(z.object({ children: z.array(ChildSummarySchema) }));

/** POST /children/{childId}/chat: a parent turns a linked child's guild chat off or on (docs/adr/0171). */
export const ChildChatRequestSchema = z.object({ enabled: z.boolean() });
export type ChildChatRequest = z.infer<typeof ChildChatRequestSchema>;
export const ChildChatResponseSchema = successEnvelope(z.object({ childId: z.string(), chatEnabled: z.boolean() }));

/** POST /children/{childId}/approve: a linked parent lifts a limited child's limits (docs/adr/0239). */
export const ApproveChildResponseSchema = successEnvelope(z.object({ childId: z.string(), approved: z.literal(true) }));

/**
 * A parent's children grant (docs/adr/0029-answer-path-five-operations.md): auth, which owns the
 * links, signs the ids of the parent's children into every answer that lists them (this response
 * header, ES256 with auth's key, for CHILDREN_GRANT_TTL_SECONDS). The gateway takes it off the
 * response and shows it to the game and the wallet, which then give that parent those children's
 * progress and balances. Never sent to a browser.
 */
export const CHILDREN_GRANT_HEADER = 'x-mathquest-children-grant';
export const CHILDREN_GRANT_AUDIENCE = 'mathquest-children';
export const CHILDREN_GRANT_TTL_SECONDS = 60;
export const ChildrenGrantClaimsSchema = z.object({
  /** The parent. */
  sub: z.string(),
  /** Each child's id and time zone (a day streak is shown for the child's own day). */
  children: z.array(z.object({ id: z.string(), tz: z.string() })),
});
export type ChildrenGrantClaims = z.infer<typeof ChildrenGrantClaimsSchema>;

export const UserIdParamsSchema = z.object({ id: IdSchema });

/** A parent unlocked a linked child's sign-in (POST /api/auth/children/:id/unlock, docs/adr/0165). */
export const UnlockChildResponseSchema = successEnvelope(z.object({ unlocked: z.literal(true) }));

/** Claims of the access token (docs/adr/0042: grade, plan and tz ride along so services need no call to auth). */
export const AccessTokenClaimsSchema = z.object({
  sub: z.string(),
  role: RoleSchema,
  username: z.string(),
  plan: PlanSchema,
  tz: z.string(),
  grade: z.number().int().optional(),
  /** Present while the account is limited until a parent approves it (docs/adr/0239); services refuse chat, friends and challenges then. */
  limits: AccountLimitsSchema.optional(),
  /**
   * The account's language when it is not English (docs/maths/languages.md): the game words the
   * problems it serves in it. Absent: English (and tokens signed before it was carried).
   */
  lang: LanguageSchema.optional(),
  /**
   * Session (refresh-token family) id. Revoking the session (logout, password change, refresh
   * re-use) makes every service refuse its access tokens within seconds (docs/adr/0013). Auth
   * always sets it; optional so tokens signed by test helpers without it still parse.
   */
  sid: z.string().optional(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;
