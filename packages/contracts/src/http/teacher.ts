import { z } from 'zod';
import { LanguageCodeSchema, LanguageSchema } from './language.js';
import { IdSchema, NOT_BLANK, successEnvelope } from '../common.js';
import { TopicAccuracySchema, TutorFiguresSchema } from './game.js';

/**
 * HTTP contracts of the teacher service (docs/product/teacher.md, routes under /api/teacher).
 * The teacher calls (classrooms, students, assignments, stats, grading, analytics) answer only a
 * TEACHER and only about their own resources (another teacher's: 404); the student calls
 * (`/join`, `/my/*`) answer only a STUDENT.
 */

// ---------------------------------------------------------------- constants (docs/product/teacher.md, constants)

export const CLASSROOM_SUBJECTS = ['Math', 'Algebra', 'Geometry', 'Pre-Algebra'] as const;
export const ClassroomSubjectSchema = z.enum(CLASSROOM_SUBJECTS, { error: 'Subject must be one of Math, Algebra, Geometry, Pre-Algebra' });
export type ClassroomSubject = z.infer<typeof ClassroomSubjectSchema>;

export const STUDENT_LIMIT_MIN = 1;
export const STUDENT_LIMIT_MAX = 100;
export const DEFAULT_CLASSROOM_GRADE = 6;
export const DEFAULT_PASSING_SCORE = 70;
export const DEFAULT_POINTS_WORTH = 100;
/** Class codes: 6 characters from an alphabet without 0/O and 1/I/L (read aloud and typed without confusion). */
export const CLASS_CODE_LENGTH = 6;
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLASSROOM_NAME_MAX = 100;
export const DESCRIPTION_MAX = 1000;
export const ASSIGNMENT_TITLE_MAX = 200;
export const ASSIGNMENT_PROBLEMS_MAX = 100;
export const TEACHER_COMMENTS_MAX = 2000;
/** The form of a problem bank id (`<skillId>/d<difficulty>/s<seed>`, docs/product/teacher.md, the problem bank). */
export const BANK_PROBLEM_ID = /^[A-Za-z0-9_.-]+\/d[1-5]\/s\d{2}$/;
/** GET /assignments?limit= bounds (the dashboard asks for 5). */
export const ASSIGNMENT_LIST_LIMIT_MAX = 100;

/** Messages the teacher screens show as they are (the server's message). */
export const TeacherMessages = {
  NO_SUCH_STUDENT: 'No student with that username',
  NOT_A_STUDENT: 'Only students can join a classroom',
  ALREADY_MEMBER: 'That student is already in this classroom',
  CLASSROOM_FULL: 'This classroom is full',
  CLASSROOM_ARCHIVED: 'This classroom is archived',
  NO_SUCH_CLASS_CODE: 'No classroom with that class code',
  SELECT_A_PROBLEM: 'Please select at least one problem',
  UNKNOWN_PROBLEM: 'One or more problems are not in the problem bank',
  ENTER_A_SCORE: 'Please enter a score',
  NOT_SUBMITTED: 'Only a submitted submission can be graded',
  ALREADY_PUBLISHED: 'This assignment is already published',
} as const;

// ---------------------------------------------------------------- shared pieces

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`)
    .regex(NOT_BLANK, `${field} is required`);

/** Optional text: blank is the same as absent. */
const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullish()
    .transform((s) => (s ? s : undefined));

export const TeacherGradeLevelSchema = z
  .number({ error: 'Grade level must be a number from 4 to 8' })
  .int('Grade level must be a whole number from 4 to 8')
  .min(4, 'Grade level must be from 4 to 8')
  .max(8, 'Grade level must be from 4 to 8');

export const StudentLimitSchema = z
  .number({ error: 'Student limit must be a whole number from 1 to 100' })
  .int('Student limit must be a whole number from 1 to 100')
  .min(STUDENT_LIMIT_MIN, 'Student limit must be a whole number from 1 to 100')
  .max(STUDENT_LIMIT_MAX, 'Student limit must be a whole number from 1 to 100');

/** A display name and username as the teacher screens nest them (`student.user.profile`). */
export const UserProfileRefSchema = z.object({ user: z.object({ profile: z.object({ displayName: z.string(), username: z.string() }) }) });

// ---------------------------------------------------------------- classrooms

/**
 * What becomes of a student's submissions in a classroom when the student's account is erased
 * (docs/adr/0232): kept as anonymous records for the class statistics, or removed.
 */
export const ErasedStudentWorkSchema = z.enum(['ANONYMISE', 'REMOVE']);
export type ErasedStudentWork = z.infer<typeof ErasedStudentWorkSchema>;

export const ClassroomSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  gradeLevel: z.number().int(),
  subject: ClassroomSubjectSchema,
  classCode: z.string(),
  currentStudents: z.number().int(),
  studentLimit: z.number().int().nullable().describe('null: no limit.'),
  isActive: z.boolean().describe('false: archived.'),
  erasedStudentWork: ErasedStudentWorkSchema.default('ANONYMISE').describe("An erased student's submissions: kept anonymous for the statistics, or removed."),
  language: LanguageSchema.default('en').describe("The language of the students the class's roster creates (docs/product/i18n.md)."),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Classroom = z.infer<typeof ClassroomSchema>;

/** POST /api/teacher/classrooms */
export const CreateClassroomRequestSchema = z.object({
  name: requiredText('Name', CLASSROOM_NAME_MAX),
  description: optionalText('Description', DESCRIPTION_MAX),
  gradeLevel: TeacherGradeLevelSchema,
  subject: ClassroomSubjectSchema,
  studentLimit: StudentLimitSchema.nullish().describe('Absent or null: no limit.'),
  language: LanguageCodeSchema.optional().describe("The language of the students the class's roster creates; absent or unknown: 'en'."),
});
export type CreateClassroomRequest = z.input<typeof CreateClassroomRequestSchema>;

/**
 * PUT /api/teacher/classrooms/{id}: any of the fields (absent: unchanged; an empty body changes
 * nothing); the screens send `{isActive}` to archive or activate. A student limit below the
 * students already in the class is 409.
 */
export const UpdateClassroomRequestSchema = z.object({
  name: requiredText('Name', CLASSROOM_NAME_MAX).optional(),
  description: optionalText('Description', DESCRIPTION_MAX),
  gradeLevel: TeacherGradeLevelSchema.optional(),
  subject: ClassroomSubjectSchema.optional(),
  studentLimit: StudentLimitSchema.nullish().describe('null: no limit; absent: unchanged.'),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  erasedStudentWork: ErasedStudentWorkSchema.optional(),
  language: LanguageCodeSchema.optional().describe("The language of the students the class's roster creates from now on; unknown: 'en'; absent: unchanged."),
});
export type UpdateClassroomRequest = z.input<typeof UpdateClassroomRequestSchema>;

export const ClassroomIdParamsSchema = z.object({ id: IdSchema });
export const ClassroomStudentParamsSchema = z.object({ id: IdSchema, studentId: IdSchema });
export const ClassroomAssignmentsParamsSchema = z.object({ classroomId: IdSchema });

/** A member of a classroom: the membership and the student's names and grade. */
export const ClassroomMemberSchema = z.object({
  id: z.string().describe('The membership id.'),
  studentId: z.string(),
  joinedAt: z.string(),
  student: UserProfileRefSchema.extend({
    id: z.string(),
    gradeLevel: z.number().int().nullable(),
    /** The language the student reads MathQuest in (docs/product/i18n.md); absent until the teacher service has heard it. */
    language: LanguageSchema.optional(),
  }),
  /** Whether the teacher left the student's guild chat on from this classroom (docs/adr/0171). */
  chatEnabled: z.boolean(),
});
export type ClassroomMember = z.infer<typeof ClassroomMemberSchema>;

// ---------------------------------------------------------------- assignments

export const AssignmentStatusSchema = z.enum(['DRAFT', 'PUBLISHED']);
export type AssignmentStatus = z.infer<typeof AssignmentStatusSchema>;

export const AssignmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: AssignmentStatusSchema,
  dueDate: z.string().nullable(),
  passingScore: z.number().int(),
  pointsWorth: z.number().int(),
  timeLimit: z.number().int().nullable().describe('Minutes; null: no limit.'),
  allowLateSubmissions: z.boolean(),
  classroomId: z.string(),
  classroom: z.object({ id: z.string(), name: z.string() }),
  problemIds: z.array(z.string()).describe('Problem bank ids, in the order the students get them.'),
  problemCount: z.number().int(),
  submissionCount: z.number().int().describe('Submissions that have been started (status other than NOT_STARTED).'),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type Assignment = z.infer<typeof AssignmentSchema>;

/**
 * The problems of an assignment: 1 to 100 problem bank ids. `idPattern` is the form of a bank id;
 * the teacher service passes the pattern of exactly the ids its bank holds (docs/adr/0081), so its
 * OpenAPI document states which ids it takes.
 */
export function assignmentProblemIdsSchema(idPattern: RegExp = BANK_PROBLEM_ID) {
  return z
    .array(z.string().max(120).regex(idPattern, TeacherMessages.UNKNOWN_PROBLEM), { error: TeacherMessages.SELECT_A_PROBLEM })
    .min(1, TeacherMessages.SELECT_A_PROBLEM)
    .max(ASSIGNMENT_PROBLEMS_MAX, `An assignment holds at most ${ASSIGNMENT_PROBLEMS_MAX} problems`);
}

/** POST /api/teacher/classrooms/{classroomId}/assignments (the service states its own bank's ids: `createAssignmentRequestSchema`). */
export const CreateAssignmentRequestSchema = z.object({
  title: requiredText('Title', ASSIGNMENT_TITLE_MAX),
  description: optionalText('Description', DESCRIPTION_MAX),
  problemIds: assignmentProblemIdsSchema(),
  dueDate: z.iso.datetime({ offset: true, error: 'Due date must be a date-time such as 2026-12-01T15:00:00Z' }).nullish(),
  passingScore: z
    .number({ error: 'Passing score must be a number from 0 to 100' })
    .int('Passing score must be a whole number from 0 to 100')
    .min(0, 'Passing score must be from 0 to 100')
    .max(100, 'Passing score must be from 0 to 100')
    .default(DEFAULT_PASSING_SCORE),
  pointsWorth: z
    .number({ error: 'Points worth must be a number of at least 0' })
    .int('Points worth must be a whole number of at least 0')
    .min(0, 'Points worth must be at least 0')
    .max(100_000, 'Points worth must be at most 100000')
    .default(DEFAULT_POINTS_WORTH),
  timeLimit: z
    .number({ error: 'Time limit must be a number of minutes of at least 0' })
    .int('Time limit must be whole minutes')
    .min(0, 'Time limit must be at least 0')
    .max(10_000, 'Time limit must be at most 10000 minutes')
    .nullish()
    .describe('Minutes; absent, null or 0: no limit.'),
  allowLateSubmissions: z.boolean({ error: 'allowLateSubmissions must be true or false' }).default(true),
});
export type CreateAssignmentRequest = z.input<typeof CreateAssignmentRequestSchema>;

/** The create request with the problem ids of one bank (its pattern). */
export function createAssignmentRequestSchema(bankIdPattern: RegExp) {
  return CreateAssignmentRequestSchema.extend({ problemIds: assignmentProblemIdsSchema(bankIdPattern) });
}

export const AssignmentIdParamsSchema = z.object({ id: IdSchema });
export const AssignmentListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be 1 to 100' })
    .int('limit must be 1 to 100')
    .min(1, 'limit must be 1 to 100')
    .max(ASSIGNMENT_LIST_LIMIT_MAX, 'limit must be 1 to 100')
    .optional(),
});

export const SubmissionStatusSchema = z.enum(['NOT_STARTED', 'IN_PROGRESS', 'SUBMITTED', 'GRADED']);
export type SubmissionStatus = z.infer<typeof SubmissionStatusSchema>;

export const SubmissionSchema = z.object({
  id: z.string(),
  assignmentId: z.string(),
  studentId: z.string(),
  status: SubmissionStatusSchema,
  problemsAttempted: z.number().int(),
  problemsCorrect: z.number().int(),
  timeSpent: z.number().int().describe('Seconds.'),
  score: z.number().nullable().describe('Percent 0-100: the automatic score (percent correct), then the grade.'),
  passed: z.boolean().nullable(),
  teacherComments: z.string().nullable(),
  isLate: z.boolean(),
  startedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  gradedAt: z.string().nullable(),
  student: UserProfileRefSchema.extend({ id: z.string() }),
});
export type Submission = z.infer<typeof SubmissionSchema>;

/** GET /api/teacher/assignments/{id}: one submission per current member of the class (NOT_STARTED until the first answer). */
export const AssignmentDetailSchema = AssignmentSchema.extend({ submissions: z.array(SubmissionSchema) });
export type AssignmentDetail = z.infer<typeof AssignmentDetailSchema>;

export const AssignmentStatsSchema = z.object({
  notStarted: z.number().int(),
  inProgress: z.number().int(),
  submitted: z.number().int(),
  graded: z.number().int(),
  averageScore: z.number().nullable().describe('Mean score of SUBMITTED and GRADED submissions, one decimal; null when none.'),
  passRate: z.number().nullable().describe('Percent of SUBMITTED and GRADED submissions that passed, one decimal; null when none.'),
  lateSubmissions: z.number().int(),
});
export type AssignmentStats = z.infer<typeof AssignmentStatsSchema>;

// ---------------------------------------------------------------- grading

export const SubmissionIdParamsSchema = z.object({ id: IdSchema });

/** POST /api/teacher/submissions/{id}/grade. `passed` is computed by the server (score ≥ passing score); a sent value is ignored. */
export const GradeSubmissionRequestSchema = z.object({
  score: z
    .number({ error: TeacherMessages.ENTER_A_SCORE })
    .min(0, 'Score must be from 0 to 100')
    .max(100, 'Score must be from 0 to 100'),
  passed: z.boolean().optional().describe('Ignored: the server computes it from the passing score.'),
  teacherComments: optionalText('Comments', TEACHER_COMMENTS_MAX),
});
export type GradeSubmissionRequest = z.input<typeof GradeSubmissionRequestSchema>;

// ---------------------------------------------------------------- analytics

/** A skill the step-by-step tutor was used on, named as the problem bank names it (topic, subtopic). */
const TutorSkillUseFields = {
  skillId: z.string(),
  topic: z.string(),
  subtopic: z.string(),
  walkthroughs: z.number().int(),
  stepsSeen: z.number().int(),
  stepsRight: z.number().int(),
};

/** One member's tutor use (docs/adr/0145): over the student's last 7 and 30 local days, and per skill. */
export const StudentTutorUseSchema = z.object({
  studentId: z.string(),
  last7: TutorFiguresSchema,
  last30: TutorFiguresSchema,
  skills: z
    .array(z.object({ ...TutorSkillUseFields, lastDay: z.string().describe('Local day (YYYY-MM-DD) the tutor was last used on the skill.') }))
    .describe('Skills tutored in the last 30 days, most recently tutored first; figures since the skill was first tutored (at most 30 skills are kept).'),
});
export type StudentTutorUse = z.infer<typeof StudentTutorUseSchema>;

/** A class's tutor use (docs/product/teacher.md, tutor use): its current members', from the game's events. */
export const ClassroomTutorUseSchema = z.object({
  last7: TutorFiguresSchema.extend({ students: z.number().int().describe('Members who used the tutor in their last 7 days.') }),
  last30: TutorFiguresSchema.extend({ students: z.number().int().describe('Members who used the tutor in their last 30 days.') }),
  students: z.array(StudentTutorUseSchema).describe('Members who used the tutor in their last 30 days, in member order.'),
  skills: z
    .array(z.object({ ...TutorSkillUseFields, students: z.number().int().describe('Members who were tutored on this skill.') }))
    .describe("The skills the members were tutored on in their last 30 days, summed over members, most walkthroughs first."),
});
export type ClassroomTutorUse = z.infer<typeof ClassroomTutorUseSchema>;

export const ClassroomAnalyticsSchema = z.object({
  classroomId: z.string(),
  students: z.array(ClassroomMemberSchema),
  assignments: z.array(AssignmentSchema),
  totalStudents: z.number().int(),
  activeStudents: z.number().int().describe('Members with at least one started submission in this class.'),
  averageScore: z.number().nullable().describe('Mean score of the SUBMITTED and GRADED submissions of published assignments, one decimal; null when none.'),
  completionRate: z.number().int().describe('Percent of (member × published assignment) pairs SUBMITTED or GRADED, rounded.'),
  assignmentCount: z.number().int(),
  performance: z.enum(['Excellent', 'Good', 'Fair', 'Needs Improvement', 'No data yet']),
  topics: z
    .array(TopicAccuracySchema)
    .describe("Accuracy per topic over the answers counted in the current members' submissions of published assignments, by topic name; empty when no answer is counted yet."),
  tutor: ClassroomTutorUseSchema.describe("The step-by-step tutor's use by the current members (docs/adr/0145)."),
});
export type ClassroomAnalytics = z.infer<typeof ClassroomAnalyticsSchema>;

/** GET /api/teacher/classrooms/{id}: the classroom, its members, and its assignments (newest first). */
export const ClassroomDetailSchema = ClassroomSchema.extend({
  students: z.array(ClassroomMemberSchema),
  assignments: z.array(AssignmentSchema),
});
export type ClassroomDetail = z.infer<typeof ClassroomDetailSchema>;

// ---------------------------------------------------------------- students' side

/** POST /api/teacher/classrooms/{id}/students */
export const AddStudentRequestSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(64, 'Username must be at most 64 characters')
    .regex(NOT_BLANK, 'Username is required'),
});
export type AddStudentRequest = z.input<typeof AddStudentRequestSchema>;

/** POST /api/teacher/join (students): the class code, in any case, spaces around it ignored. */
export const JoinClassroomRequestSchema = z.object({
  classCode: z
    .string({ error: 'Class code is required' })
    .trim()
    .min(1, 'Class code is required')
    .max(16, 'Class code must be 6 letters and digits')
    .transform((s) => s.toUpperCase()),
});
export type JoinClassroomRequest = z.input<typeof JoinClassroomRequestSchema>;

/** A classroom as one of its students sees it. */
export const StudentClassroomSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  gradeLevel: z.number().int(),
  subject: ClassroomSubjectSchema,
  teacherName: z.string(),
  joinedAt: z.string(),
});
export type StudentClassroom = z.infer<typeof StudentClassroomSchema>;

/** A published assignment of one of my classes, with my submission. */
export const StudentAssignmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  dueDate: z.string().nullable(),
  timeLimit: z.number().int().nullable(),
  allowLateSubmissions: z.boolean(),
  passingScore: z.number().int(),
  problemCount: z.number().int(),
  classroom: z.object({ id: z.string(), name: z.string() }),
  submission: z.object({
    id: z.string(),
    status: SubmissionStatusSchema,
    score: z.number().nullable(),
    passed: z.boolean().nullable(),
    problemsAttempted: z.number().int(),
    problemsCorrect: z.number().int(),
    isLate: z.boolean(),
  }),
});
export type StudentAssignment = z.infer<typeof StudentAssignmentSchema>;

// ---------------------------------------------------------------- responses

export const ClassroomListResponseSchema = successEnvelope(z.array(ClassroomSchema));
export const ClassroomResponseSchema = successEnvelope(ClassroomSchema);
export const ClassroomDetailResponseSchema = successEnvelope(ClassroomDetailSchema);
export const ClassroomAnalyticsResponseSchema = successEnvelope(ClassroomAnalyticsSchema);
export const DeletedResponseSchema = successEnvelope(z.object({ deleted: z.literal(true) }));
export const ClassroomMemberResponseSchema = successEnvelope(ClassroomMemberSchema);
export const RemovedStudentResponseSchema = successEnvelope(z.object({ removed: z.literal(true) }));
/** A teacher's unlock of a student's sign-in was accepted; auth applies it within seconds (docs/adr/0165). */
export const UnlockStudentResponseSchema = successEnvelope(z.object({ unlockRequested: z.literal(true) }));
export const AssignmentListResponseSchema = successEnvelope(z.array(AssignmentSchema));
export const AssignmentResponseSchema = successEnvelope(AssignmentSchema);
export const AssignmentDetailResponseSchema = successEnvelope(AssignmentDetailSchema);
export const AssignmentStatsResponseSchema = successEnvelope(AssignmentStatsSchema);
export const SubmissionResponseSchema = successEnvelope(SubmissionSchema);
export const StudentClassroomResponseSchema = successEnvelope(StudentClassroomSchema);
export const StudentClassroomListResponseSchema = successEnvelope(z.array(StudentClassroomSchema));
export const StudentAssignmentListResponseSchema = successEnvelope(z.array(StudentAssignmentSchema));

export type ClassroomListResponse = z.infer<typeof ClassroomListResponseSchema>;
export type ClassroomResponse = z.infer<typeof ClassroomResponseSchema>;
export type ClassroomDetailResponse = z.infer<typeof ClassroomDetailResponseSchema>;
export type ClassroomAnalyticsResponse = z.infer<typeof ClassroomAnalyticsResponseSchema>;
export type AssignmentListResponse = z.infer<typeof AssignmentListResponseSchema>;
export type AssignmentResponse = z.infer<typeof AssignmentResponseSchema>;
export type AssignmentDetailResponse = z.infer<typeof AssignmentDetailResponseSchema>;
export type AssignmentStatsResponse = z.infer<typeof AssignmentStatsResponseSchema>;
export type SubmissionResponse = z.infer<typeof SubmissionResponseSchema>;
export type StudentClassroomListResponse = z.infer<typeof StudentClassroomListResponseSchema>;
export type StudentAssignmentListResponse = z.infer<typeof StudentAssignmentListResponseSchema>;

/** POST /classrooms/{id}/students/{studentId}/chat: the teacher turns a student's guild chat off or on (docs/adr/0171). */
export const StudentChatRequestSchema = z.object({ enabled: z.boolean() });
export const StudentChatResponseSchema = successEnvelope(z.object({ classroomId: z.string(), studentId: z.string(), chatEnabled: z.boolean() }));
