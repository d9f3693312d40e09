import type { IntlShape } from 'react-intl';
import {
  CLASSROOM_SUBJECTS,
  DEFAULT_CLASSROOM_GRADE,
  DEFAULT_PASSING_SCORE,
  DEFAULT_POINTS_WORTH,
  STUDENT_LIMIT_MAX,
  STUDENT_LIMIT_MIN,
  TeacherMessages,
  type ClassroomSubject,
  type CreateAssignmentRequest,
  type CreateClassroomRequest,
  type Language,
} from '@mathquest/contracts';

/**
 * The teacher forms' client-side checks (docs/product/teacher.md, validation). Each returns either
 * the request body to send or the first message to show, so the screens and their tests agree on
 * what a form refuses. The server checks the same rules again with the contracts' schemas.
 */
export type Checked<T> = { ok: true; body: T } | { ok: false; message: string; field: string; problem: string };

export const GRADE_CHOICES = [4, 5, 6, 7, 8] as const;
export const SUBJECT_CHOICES = CLASSROOM_SUBJECTS;

export interface ClassroomForm {
  name: string;
  description: string;
  gradeLevel: string;
  subject: string;
  studentLimit: string;
  /** The language of the students the class's roster creates (docs/product/i18n.md). */
  language: Language;
}

export const EMPTY_CLASSROOM_FORM: ClassroomForm = {
  name: '',
  description: '',
  gradeLevel: String(DEFAULT_CLASSROOM_GRADE),
  subject: 'Math',
  studentLimit: '',
  language: 'en',
};

const WHOLE = /^\d+$/;
/** A refusal: the field, the problem's name (its words are `teacher.check.<problem>` in the catalogue) and its English text. */
const fail = <P extends string>(field: string, problem: P, messages: Record<P, string>) => ({ ok: false as const, field, problem, message: messages[problem] });

export const ClassroomFormMessages = {
  NAME_REQUIRED: 'Name is required',
  GRADE: 'Grade level must be from 4 to 8',
  SUBJECT: 'Subject must be one of Math, Algebra, Geometry, Pre-Algebra',
  STUDENT_LIMIT: `Student limit must be a whole number from ${STUDENT_LIMIT_MIN} to ${STUDENT_LIMIT_MAX}`,
} as const;

export function checkClassroomForm(form: ClassroomForm): Checked<CreateClassroomRequest> {
  const name = form.name.trim();
  if (!name) return fail('name', 'NAME_REQUIRED', ClassroomFormMessages);
  const grade = Number(form.gradeLevel);
  if (!GRADE_CHOICES.includes(grade as (typeof GRADE_CHOICES)[number])) return fail('gradeLevel', 'GRADE', ClassroomFormMessages);
  if (!(SUBJECT_CHOICES as readonly string[]).includes(form.subject)) return fail('subject', 'SUBJECT', ClassroomFormMessages);
  const limitText = form.studentLimit.trim();
  let studentLimit: number | undefined;
  if (limitText) {
    const n = Number(limitText);
    if (!WHOLE.test(limitText) || n < STUDENT_LIMIT_MIN || n > STUDENT_LIMIT_MAX) return fail('studentLimit', 'STUDENT_LIMIT', ClassroomFormMessages);
    studentLimit = n;
  }
  const description = form.description.trim();
  return {
    ok: true,
    body: {
      name,
      gradeLevel: grade,
      subject: form.subject as ClassroomSubject,
      ...(description ? { description } : {}),
      ...(studentLimit !== undefined ? { studentLimit } : {}),
      language: form.language,
    },
  };
}

export interface AssignmentForm {
  classroomId: string;
  title: string;
  description: string;
  /** The value of a datetime-local input (local time), or ''. */
  dueDate: string;
  passingScore: string;
  pointsWorth: string;
  timeLimit: string;
  allowLateSubmissions: boolean;
  problemIds: string[];
}

export const emptyAssignmentForm = (classroomId = ''): AssignmentForm => ({
  classroomId,
  title: '',
  description: '',
  dueDate: '',
  passingScore: String(DEFAULT_PASSING_SCORE),
  pointsWorth: String(DEFAULT_POINTS_WORTH),
  timeLimit: '',
  allowLateSubmissions: true,
  problemIds: [],
});

export const AssignmentFormMessages = {
  CLASSROOM_REQUIRED: 'Please select a classroom',
  TITLE_REQUIRED: 'Title is required',
  SELECT_A_PROBLEM: TeacherMessages.SELECT_A_PROBLEM,
  PASSING_SCORE: 'Passing score must be a whole number from 0 to 100',
  POINTS_WORTH: 'Points worth must be a whole number of at least 0',
  TIME_LIMIT: 'Time limit must be a whole number of minutes of at least 0',
  DUE_DATE: 'Due date must be a valid date and time',
} as const;

export function checkAssignmentForm(form: AssignmentForm): Checked<{ classroomId: string; body: CreateAssignmentRequest }> {
  if (!form.classroomId) return fail('classroomId', 'CLASSROOM_REQUIRED', AssignmentFormMessages);
  const title = form.title.trim();
  if (!title) return fail('title', 'TITLE_REQUIRED', AssignmentFormMessages);
  if (form.problemIds.length === 0) return fail('problemIds', 'SELECT_A_PROBLEM', AssignmentFormMessages);
  const passing = form.passingScore.trim();
  if (!WHOLE.test(passing) || Number(passing) > 100) return fail('passingScore', 'PASSING_SCORE', AssignmentFormMessages);
  const points = form.pointsWorth.trim();
  if (!WHOLE.test(points)) return fail('pointsWorth', 'POINTS_WORTH', AssignmentFormMessages);
  const limit = form.timeLimit.trim();
  if (limit && !WHOLE.test(limit)) return fail('timeLimit', 'TIME_LIMIT', AssignmentFormMessages);
  let dueDate: string | undefined;
  if (form.dueDate) {
    const when = new Date(form.dueDate);
    if (Number.isNaN(when.getTime())) return fail('dueDate', 'DUE_DATE', AssignmentFormMessages);
    dueDate = when.toISOString();
  }
  const description = form.description.trim();
  return {
    ok: true,
    body: {
      classroomId: form.classroomId,
      body: {
        title,
        ...(description ? { description } : {}),
        problemIds: form.problemIds,
        ...(dueDate ? { dueDate } : {}),
        passingScore: Number(passing),
        pointsWorth: Number(points),
        ...(limit ? { timeLimit: Number(limit) } : {}),
        allowLateSubmissions: form.allowLateSubmissions,
      },
    },
  };
}

export const GradeMessages = {
  ENTER_A_SCORE: TeacherMessages.ENTER_A_SCORE,
  SCORE_RANGE: 'Score must be from 0 to 100',
} as const;

/** Grading: a score 0-100 is required; passed is score ≥ the passing score (70 when missing). */
export function checkGrade(
  scoreText: string,
  comments: string,
  passingScore: number | null | undefined,
): Checked<{ score: number; passed: boolean; teacherComments?: string }> {
  const text = scoreText.trim();
  if (!text) return fail('score', 'ENTER_A_SCORE', GradeMessages);
  const score = Number(text);
  if (!Number.isFinite(score)) return fail('score', 'ENTER_A_SCORE', GradeMessages);
  if (score < 0 || score > 100) return fail('score', 'SCORE_RANGE', GradeMessages);
  const teacherComments = comments.trim();
  return {
    ok: true,
    body: { score, passed: score >= (passingScore ?? DEFAULT_PASSING_SCORE), ...(teacherComments ? { teacherComments } : {}) },
  };
}

/** A refusal of these checks in the reader's language. */
export function checkProblemText(intl: IntlShape, problem: string): string {
  return intl.formatMessage({ id: `teacher.check.${problem}` }, { min: STUDENT_LIMIT_MIN, max: STUDENT_LIMIT_MAX });
}
