import { describe, expect, it } from 'vitest';
import { AddStudentRequestSchema, CreateAssignmentRequestSchema, createAssignmentRequestSchema, CreateClassroomRequestSchema, GradeSubmissionRequestSchema, JoinClassroomRequestSchema, UpdateClassroomRequestSchema } from './teacher.js';

const classroom = { name: 'Period 3', gradeLevel: 6, subject: 'Math' };
const assignment = { title: 'Fractions', problemIds: ['g5.nf.add/d1/s01'] };

function firstIssue(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const issue = result.error?.issues[0];
  return issue ? { field: issue.path.join('.'), message: issue.message } : null;
}

describe('create classroom', () => {
  it('accepts the form with and without the optional fields', () => {
    expect(CreateClassroomRequestSchema.parse(classroom)).toEqual({ ...classroom, description: undefined });
    expect(CreateClassroomRequestSchema.parse({ ...classroom, description: '  ', studentLimit: null }).description).toBeUndefined();
    expect(CreateClassroomRequestSchema.parse({ ...classroom, studentLimit: 30 }).studentLimit).toBe(30);
  });

  it('requires a name, a grade 4 to 8 and a known subject', () => {
    expect(firstIssue(CreateClassroomRequestSchema.safeParse({ ...classroom, name: '   ' }))).toEqual({ field: 'name', message: 'Name is required' });
    expect(firstIssue(CreateClassroomRequestSchema.safeParse({ ...classroom, gradeLevel: 9 }))?.field).toBe('gradeLevel');
    expect(firstIssue(CreateClassroomRequestSchema.safeParse({ ...classroom, gradeLevel: 3 }))?.field).toBe('gradeLevel');
    expect(firstIssue(CreateClassroomRequestSchema.safeParse({ ...classroom, subject: 'Chemistry' }))).toEqual({ field: 'subject', message: 'Subject must be one of Math, Algebra, Geometry, Pre-Algebra' });
    for (const subject of ['Math', 'Algebra', 'Geometry', 'Pre-Algebra']) expect(CreateClassroomRequestSchema.safeParse({ ...classroom, subject }).success).toBe(true);
  });

  it('takes a student limit that is a whole number from 1 to 100', () => {
    for (const studentLimit of [0, 101, 2.5, '20']) {
      expect(firstIssue(CreateClassroomRequestSchema.safeParse({ ...classroom, studentLimit }))?.field).toBe('studentLimit');
    }
    expect(CreateClassroomRequestSchema.safeParse({ ...classroom, studentLimit: 1 }).success).toBe(true);
    expect(CreateClassroomRequestSchema.safeParse({ ...classroom, studentLimit: 100 }).success).toBe(true);
  });

  it('updates any of the fields, none meaning no change', () => {
    expect(UpdateClassroomRequestSchema.safeParse({ isActive: false }).success).toBe(true);
    expect(UpdateClassroomRequestSchema.parse({})).toEqual({ description: undefined });
    expect(UpdateClassroomRequestSchema.safeParse({ studentLimit: 0 }).success).toBe(false);
  });
});

describe('create assignment', () => {
  it('fills the defaults of the form', () => {
    expect(CreateAssignmentRequestSchema.parse(assignment)).toMatchObject({ passingScore: 70, pointsWorth: 100, allowLateSubmissions: true });
  });

  it('takes problem bank ids only', () => {
    expect(firstIssue(CreateAssignmentRequestSchema.safeParse({ ...assignment, problemIds: ['not a bank id'] }))).toEqual({ field: 'problemIds.0', message: 'One or more problems are not in the problem bank' });
    const oneSkill = createAssignmentRequestSchema(/^g5\.nf\.add\/d[1-5]\/s0[1-4]$/);
    expect(oneSkill.safeParse({ ...assignment, problemIds: ['g5.nf.add/d2/s04'] }).success).toBe(true);
    expect(oneSkill.safeParse({ ...assignment, problemIds: ['g5.nf.sub/d2/s04'] }).success).toBe(false);
  });

  it('needs at least one problem', () => {
    expect(firstIssue(CreateAssignmentRequestSchema.safeParse({ ...assignment, problemIds: [] }))).toEqual({ field: 'problemIds', message: 'Please select at least one problem' });
  });

  it('checks scores, points, time limit and due date', () => {
    expect(firstIssue(CreateAssignmentRequestSchema.safeParse({ ...assignment, passingScore: 101 }))?.field).toBe('passingScore');
    expect(firstIssue(CreateAssignmentRequestSchema.safeParse({ ...assignment, passingScore: -1 }))?.field).toBe('passingScore');
    expect(firstIssue(CreateAssignmentRequestSchema.safeParse({ ...assignment, pointsWorth: -1 }))?.field).toBe('pointsWorth');
    expect(firstIssue(CreateAssignmentRequestSchema.safeParse({ ...assignment, timeLimit: -5 }))?.field).toBe('timeLimit');
    expect(firstIssue(CreateAssignmentRequestSchema.safeParse({ ...assignment, dueDate: 'next friday' }))?.field).toBe('dueDate');
    expect(CreateAssignmentRequestSchema.safeParse({ ...assignment, dueDate: '2026-12-01T15:00:00Z', timeLimit: 0, pointsWorth: 0, passingScore: 0 }).success).toBe(true);
  });
});

describe('students and grading', () => {
  it('trims the username and refuses a blank one', () => {
    expect(AddStudentRequestSchema.parse({ username: '  alex ' }).username).toBe('alex');
    expect(AddStudentRequestSchema.safeParse({ username: '   ' }).success).toBe(false);
  });

  it('reads a class code in any case', () => {
    expect(JoinClassroomRequestSchema.parse({ classCode: ' ab3kq9 ' }).classCode).toBe('AB3KQ9');
  });

  it("requires a score from 0 to 100 ('Please enter a score')", () => {
    expect(firstIssue(GradeSubmissionRequestSchema.safeParse({}))).toEqual({ field: 'score', message: 'Please enter a score' });
    expect(GradeSubmissionRequestSchema.safeParse({ score: 101 }).success).toBe(false);
    expect(GradeSubmissionRequestSchema.parse({ score: 85, teacherComments: '' }).teacherComments).toBeUndefined();
  });
});
