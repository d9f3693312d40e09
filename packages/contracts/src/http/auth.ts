import { z } from 'zod';
import { GradeLevelSchema, IdSchema, PlanSchema, RoleSchema, TimeZoneSchema, successEnvelope } from '../common.js';

/** Spec 01 §5 and the issue's caps. Messages are shown to people as they are. */
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

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX, 'Password must be at most 128 characters');

export const UsernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .toLowerCase()
  .regex(USERNAME_PATTERN, 'Username must be 3 to 20 characters: letters, digits or _');

export const DisplayNameSchema = z
  .string({ error: 'Display name is required' })
  .trim()
  .min(1, 'Display name is required')
  .max(40, 'Display name must be at most 40 characters');

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  // Login never reveals password rules: any non-empty string up to the cap is checked against the hash.
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX, 'Password must be at most 128 characters'),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** Self sign-up: STUDENT or PARENT only; teachers are created by an administrator (docs/adr). */
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
    /** Optional IANA zone for day streaks; the web sends the browser's zone. Defaults to UTC. */
    timeZone: TimeZoneSchema.optional(),
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
  })
  // The rules between fields, which a JSON schema cannot state, told to readers of the OpenAPI document.
  .meta({ description: 'confirmPassword must equal password. A STUDENT gives a gradeLevel (4 to 8); a PARENT gives none.' });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const RefreshTokenRequestSchema = z.object({
  refreshToken: z.string({ error: 'refreshToken is required' }).min(1, 'refreshToken is required').max(4096, 'refreshToken is too long'),
});
export type RefreshTokenRequest = z.infer<typeof RefreshTokenRequestSchema>;

/**
 * The student's progress as the session user carries it (spec 01 §3, spec 02 §3 profile).
 * A read model in auth, kept up to date from game and engagement events.
 */
export const StudentProfileSchema = z.object({
  gradeLevel: z.number().int(),
  currentLevel: z.number().int(),
  totalXp: z.number().int(),
  /** Total XP at which the next level is reached (cumulative threshold). */
  xpToNextLevel: z.number().int(),
  /** Total XP at which the current level started, so a bar can show progress within the level. */
  xpForCurrentLevel: z.number().int(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  coins: z.number().int(),
  gems: z.number().int(),
  totalProblems: z.number().int(),
  totalCorrect: z.number().int(),
  /** Minutes, whole (spec 02 §3). */
  totalTimeSpent: z.number().int(),
  /** Percent 0-100 with one decimal. */
  averageAccuracy: z.number(),
});
export type StudentProfile = z.infer<typeof StudentProfileSchema>;

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: RoleSchema,
  plan: PlanSchema,
  timeZone: z.string(),
  profile: z.object({ displayName: z.string(), username: z.string() }),
  /** Present for students only. */
  studentProfile: StudentProfileSchema.nullable(),
  /** Parents: ids of linked students. */
  childIds: z.array(z.string()),
  createdAt: z.string(),
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
export const RefreshTokenResponseSchema = successEnvelope(TokenPairSchema);

export const LogoutResponseSchema = successEnvelope(z.object({ loggedOut: z.literal(true) }));

/**
 * A parent links a student account. The student's own email and password are asked for,
 * which proves the family controls that account (a link code flow can replace this later).
 */
export const LinkChildRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX, 'Password must be at most 128 characters'),
});
export type LinkChildRequest = z.infer<typeof LinkChildRequestSchema>;

export const ChildSummarySchema = z.object({
  id: z.string(),
  profile: z.object({ displayName: z.string(), username: z.string() }),
  studentProfile: StudentProfileSchema,
});
export type ChildSummary = z.infer<typeof ChildSummarySchema>;
export const ChildrenResponseSchema = successEnvelope(z.object({ children: z.array(ChildSummarySchema) }));

export const UserIdParamsSchema = z.object({ id: IdSchema });

/** Claims of the access token (ARCHITECTURE §3, plus grade/plan/tz so services need no call to auth). */
export const AccessTokenClaimsSchema = z.object({
  sub: z.string(),
  role: RoleSchema,
  username: z.string(),
  plan: PlanSchema,
  tz: z.string(),
  grade: z.number().int().optional(),
  /** Session (refresh-token family) id; logout revokes this family. Optional so older tokens still parse. */
  sid: z.string().optional(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;
