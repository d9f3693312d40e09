/**
 * Class rosters and class-code sign-in (docs/product/teacher.md#class-roster-and-login-cards--built,
 * docs/product/accounts.md#signing-in-with-a-class-code--built, docs/adr/0200). A teacher creates the
 * class's student accounts (one by one, or from a pasted list or a CSV file checked first in a
 * preview); each gets a username and a secret the server picks. Students sign in with the class's
 * sign-in code, their name from the class list, and their secret. The preview's problems come as
 * English sentences and as codes with parameters, which the screen words in the reader's language.
 */
import { z } from 'zod';
import { GRADE_MAX, GRADE_MIN, IdSchema, NOT_BLANK, successEnvelope } from '../common.js';
import { USERNAME_PATTERN } from './auth.js';
import { LanguageSchema } from './language.js';

export const RosterMessages = {
  /** One message for a code that is unknown, turned off, or of a deleted class. */
  NO_SUCH_SIGN_IN_CODE: 'That class code does not work. Check it with your teacher.',
  /** One message for a wrong secret and a name that is not in this class. */
  WRONG_SECRET: 'That secret is not right. Try again, or ask your teacher.',
  TOO_MANY_CODES: 'Too many wrong class codes. Try again in a few minutes.',
  NOT_UTF8: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.',
  NO_ROWS: 'The list has no students.',
} as const;

/** At most this many students in one upload or confirm (a class, with room for a whole year group). */
export const ROSTER_ROWS_MAX = 200;
/** The CSV text an upload may carry, base64-encoded (about 45 KB of text). */
export const ROSTER_CSV_BASE64_MAX = 60_000;
export const ROSTER_NAME_MAX = 40;

/** The sign-in code's alphabet (no 0/O, 1/I/L) and length: 8 characters, shown as ABCD-EFGH. */
export const SIGN_IN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SIGN_IN_CODE_LENGTH = 8;

/** A typed class code: any case, spaces and dashes ignored. */
export function normalizeSignInCode(input: string): string {
  return input.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** A typed secret: any case, any spaces or dashes between its parts. */
export function normalizeSecret(input: string): string {
  return input
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(' ');
}

const name = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(ROSTER_NAME_MAX, `${field} must be at most ${ROSTER_NAME_MAX} characters`)
    .regex(NOT_BLANK, `${field} is required`)
    .regex(/^[^=+\-@\t\r]/, `${field} must not start with = + - or @`);

const grade = z
  .number({ error: `Grade must be a number from ${GRADE_MIN} to ${GRADE_MAX}` })
  .int(`Grade must be a number from ${GRADE_MIN} to ${GRADE_MAX}`)
  .min(GRADE_MIN, `Grade must be a number from ${GRADE_MIN} to ${GRADE_MAX}`)
  .max(GRADE_MAX, `Grade must be a number from ${GRADE_MIN} to ${GRADE_MAX}`);

/** One student to create or update: first name, last name (only its initial is shown to classmates), grade, and an optional username. */
export const RosterRowSchema = z.object({
  givenName: name('First name'),
  familyName: name('Last name'),
  grade,
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(USERNAME_PATTERN, 'Username must be 3 to 20 characters: letters, digits or _')
    .nullish()
    .transform((v) => v ?? null),
});
export type RosterRow = z.output<typeof RosterRowSchema>;

/** A checked row as answers carry it (the shape RosterRowSchema gives; sent back as is to the confirm). */
export const CheckedRosterRowSchema = z.object({ givenName: z.string(), familyName: z.string(), grade: z.number().int(), username: z.string().nullable() });

export const RosterParamsSchema = z.object({ id: IdSchema });
export const RosterStudentParamsSchema = z.object({ id: IdSchema, studentId: IdSchema });

/** POST /api/auth/classrooms/{id}/roster/preview: the file's bytes (or the pasted text as UTF-8), base64-encoded. */
export const RosterPreviewRequestSchema = z.object({
  csvBase64: z
    .string({ error: 'Choose a file or paste a list' })
    .min(1, 'Choose a file or paste a list')
    .max(ROSTER_CSV_BASE64_MAX, 'The file is too large: at most about 40 KB')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The file could not be read'),
});

/** What confirming a row would do: create an account, change one (name or grade), or nothing. */
export const RosterRowActionSchema = z.enum(['CREATE', 'UPDATE', 'UNCHANGED']);

/**
 * What can be wrong with a row of the list, as a stable code and its parameters, for the screen to
 * word in the reader's language (docs/product/i18n.md): `FORMULA_CELL` {cell}, `GRADE_UNKNOWN`
 * {grade, min, max}, `NAME_TOO_LONG` and `NAME_STARTS_WITH_SYMBOL` {field: givenName | familyName,
 * max}, `SAME_STUDENT` {line}; the others take none. `INVALID` {message} is a check without a code
 * of its own (its English message).
 */
export const ROSTER_ROW_PROBLEM_CODES = [
  'FIRST_NAME_MISSING',
  'LAST_NAME_MISSING',
  'FORMULA_CELL',
  'GRADE_MISSING',
  'GRADE_UNKNOWN',
  'NAME_TOO_LONG',
  'NAME_STARTS_WITH_SYMBOL',
  'USERNAME_INVALID',
  'SAME_STUDENT',
  'INVALID',
] as const;
/** What can be wrong with the file as a whole: `NOT_CSV` {detail: the CSV reader's own words}, `TOO_MANY_ROWS` {count, max}. */
export const ROSTER_FILE_PROBLEM_CODES = ['NOT_UTF8', 'NOT_CSV', 'NO_ROWS', 'TOO_MANY_ROWS'] as const;
export type RosterRowProblemCode = (typeof ROSTER_ROW_PROBLEM_CODES)[number];
export type RosterFileProblemCode = (typeof ROSTER_FILE_PROBLEM_CODES)[number];

const ProblemParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
/** One problem as a code and its parameters; the `problems` text at the same index is its English sentence. */
export const RosterRowProblemSchema = z.object({ code: z.enum(ROSTER_ROW_PROBLEM_CODES), params: ProblemParamsSchema });
export const RosterFileProblemSchema = z.object({ code: z.enum(ROSTER_FILE_PROBLEM_CODES), params: ProblemParamsSchema });
export type RosterRowProblem = z.infer<typeof RosterRowProblemSchema>;
export type RosterFileProblem = z.infer<typeof RosterFileProblemSchema>;

/** One line of the list as the preview read it: its values, and what is wrong with it (nothing: a good row). */
export const RosterPreviewRowSchema = z.object({
  /** The line in the file (1 is the header when there is one). */
  line: z.number().int(),
  givenName: z.string(),
  familyName: z.string(),
  grade: z.string(),
  username: z.string(),
  /** What is wrong with the row, in English sentences. */
  problems: z.array(z.string()),
  /** The same problems as codes and parameters, index for index, for the screen to word. */
  problemCodes: z.array(RosterRowProblemSchema).optional(),
  /** For a good row: what confirming it does. */
  action: RosterRowActionSchema.nullable(),
  /** For a good row: the row to send to the confirm. */
  row: CheckedRosterRowSchema.nullable(),
});
export type RosterPreviewRow = z.infer<typeof RosterPreviewRowSchema>;

export const RosterPreviewSchema = z.object({
  rows: z.array(RosterPreviewRowSchema),
  /** Problems of the file as a whole (not UTF-8, no rows); nothing can be confirmed then. */
  fileProblems: z.array(z.string()),
  /** The same problems as codes and parameters, index for index. */
  fileProblemCodes: z.array(RosterFileProblemSchema).optional(),
});
export const RosterPreviewResponseSchema = successEnvelope(RosterPreviewSchema);
export type RosterPreview = z.infer<typeof RosterPreviewSchema>;

/** POST /api/auth/classrooms/{id}/roster: create or update these students (the good rows of a preview, or one added by hand). */
export const RosterConfirmRequestSchema = z.object({
  students: z.array(RosterRowSchema).min(1, RosterMessages.NO_ROWS).max(ROSTER_ROWS_MAX, `At most ${ROSTER_ROWS_MAX} students at once`),
});

/** A student of the roster as the class's teacher sees it, secret included (for the login cards). */
export const RosterStudentSchema = z.object({
  id: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  /** First name and last initial: what classmates see in the class list. */
  listName: z.string(),
  grade: z.number().int(),
  username: z.string(),
  secret: z.string(),
  createdAt: z.string(),
  /** The language the student's account shows MathQuest in (docs/product/i18n.md); absent when it is not known. */
  language: LanguageSchema.optional(),
});
export type RosterStudent = z.infer<typeof RosterStudentSchema>;

export const SignInCodeStateSchema = z.object({
  /** Shown as ABCD-EFGH; null until the teacher turns sign-in by code on for the first time. */
  code: z.string().nullable(),
  enabled: z.boolean(),
});
export type SignInCodeState = z.infer<typeof SignInCodeStateSchema>;

export const RosterSchema = z.object({
  classroomId: z.string(),
  classroomName: z.string(),
  signInCode: SignInCodeStateSchema,
  students: z.array(RosterStudentSchema),
});
export type Roster = z.infer<typeof RosterSchema>;
export const RosterResponseSchema = successEnvelope(RosterSchema);

export const RosterConfirmResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Rows not taken, by their place in the request (0-based), with why (a username taken by another account). */
  refused: z.array(z.object({ index: z.number().int(), problem: z.string() })),
  roster: RosterSchema,
});
export const RosterConfirmResponseSchema = successEnvelope(RosterConfirmResultSchema);

export const ResetSecretResponseSchema = successEnvelope(RosterStudentSchema);

/** POST /api/auth/classrooms/{id}/sign-in-code: turn the code on (a code is made the first time), off, or renew it (the old one stops working). */
export const SignInCodeRequestSchema = z.object({ action: z.enum(['ON', 'OFF', 'RENEW'], { error: 'Action must be ON, OFF or RENEW' }) });
export const SignInCodeResponseSchema = successEnvelope(SignInCodeStateSchema);

/** A letter or digit somewhere: what is left once spaces and dashes are dropped (published as the field's pattern). */
const HAS_LETTER_OR_DIGIT = /[A-Za-z0-9]/;

const CodeField = z
  .string({ error: 'Enter your class code' })
  .max(32, RosterMessages.NO_SUCH_SIGN_IN_CODE)
  .regex(HAS_LETTER_OR_DIGIT, 'Enter your class code')
  .transform(normalizeSignInCode)
  .pipe(z.string().min(1, 'Enter your class code'));

/** POST /api/auth/class-code/students: the class list of a sign-in code (public; limited per address). */
export const ClassListRequestSchema = z.object({ code: CodeField });
export const ClassListSchema = z.object({
  classroomName: z.string(),
  /** First names and last initials, in alphabetical order; ids to sign in with. */
  students: z.array(z.object({ id: z.string(), listName: z.string() })),
});
export type ClassList = z.infer<typeof ClassListSchema>;
export const ClassListResponseSchema = successEnvelope(ClassListSchema);

/** POST /api/auth/class-code/login: sign in with the class code, the student picked from the list, and the secret. */
export const ClassCodeLoginRequestSchema = z.object({
  code: CodeField,
  studentId: IdSchema,
  secret: z
    .string({ error: 'Enter your secret' })
    .max(64, RosterMessages.WRONG_SECRET)
    .regex(HAS_LETTER_OR_DIGIT, 'Enter your secret')
    .transform(normalizeSecret)
    .pipe(z.string().min(1, 'Enter your secret')),
});
