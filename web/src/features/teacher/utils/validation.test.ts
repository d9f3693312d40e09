import { describe, expect, it } from 'vitest';
import { scopeIntl } from '../../../testing/scope-intl';
import { checkAssignmentForm, checkClassroomForm, checkGrade, checkProblemText, EMPTY_CLASSROOM_FORM, emptyAssignmentForm } from './validation';

describe('checkClassroomForm', () => {
  const form = { ...EMPTY_CLASSROOM_FORM, name: 'Maths 6A' };

  it('sends name, grade, subject and language; description and limit only when given', () => {
    expect(checkClassroomForm(form)).toEqual({ ok: true, body: { name: 'Maths 6A', gradeLevel: 6, subject: 'Math', language: 'en' } });
    expect(checkClassroomForm({ ...form, description: ' Morning ', studentLimit: '100' })).toEqual({
      ok: true,
      body: { name: 'Maths 6A', gradeLevel: 6, subject: 'Math', description: 'Morning', studentLimit: 100, language: 'en' },
    });
  });

  it.each([
    [{ name: ' ' }, 'name', 'NAME_REQUIRED', 'Name is required'],
    [{ gradeLevel: '3' }, 'gradeLevel', 'GRADE', 'Grade level must be from 4 to 8'],
    [{ subject: 'Art' }, 'subject', 'SUBJECT', 'Subject must be one of Math, Algebra, Geometry, Pre-Algebra'],
    [{ studentLimit: '0' }, 'studentLimit', 'STUDENT_LIMIT', 'Student limit must be a whole number from 1 to 100'],
    [{ studentLimit: '101' }, 'studentLimit', 'STUDENT_LIMIT', 'Student limit must be a whole number from 1 to 100'],
    [{ studentLimit: '1.5' }, 'studentLimit', 'STUDENT_LIMIT', 'Student limit must be a whole number from 1 to 100'],
  ])('refuses %j', (over, field, problem, message) => {
    expect(checkClassroomForm({ ...form, ...over })).toEqual({ ok: false, field, problem, message });
  });

  it('sends the language of the class chosen', () => {
    expect(checkClassroomForm({ ...form, language: 'es-US' })).toMatchObject({ ok: true, body: { language: 'es-US' } });
  });
});

describe('checkAssignmentForm', () => {
  const form = { ...emptyAssignmentForm('c1'), title: 'Week 1', problemIds: ['p1'] };

  it('sends the defaults (70, 100, late allowed) and leaves out blank optional fields', () => {
    expect(checkAssignmentForm(form)).toEqual({
      ok: true,
      body: { classroomId: 'c1', body: { title: 'Week 1', problemIds: ['p1'], passingScore: 70, pointsWorth: 100, allowLateSubmissions: true } },
    });
  });

  it('sends the due date as a standard date-time and a time limit of 0', () => {
    const checked = checkAssignmentForm({ ...form, dueDate: '2026-12-01T15:00', timeLimit: '0' });
    expect(checked.ok && checked.body.body).toMatchObject({ dueDate: new Date('2026-12-01T15:00').toISOString(), timeLimit: 0 });
  });

  it.each([
    [{ classroomId: '' }, 'Please select a classroom'],
    [{ title: '  ' }, 'Title is required'],
    [{ problemIds: [] }, 'Please select at least one problem'],
    [{ passingScore: '101' }, 'Passing score must be a whole number from 0 to 100'],
    [{ passingScore: '-1' }, 'Passing score must be a whole number from 0 to 100'],
    [{ pointsWorth: '-5' }, 'Points worth must be a whole number of at least 0'],
    [{ timeLimit: '-1' }, 'Time limit must be a whole number of minutes of at least 0'],
  ])('refuses %j', (over, message) => {
    const checked = checkAssignmentForm({ ...form, ...over });
    expect(checked.ok ? null : checked.message).toBe(message);
  });
});

describe('checkGrade', () => {
  it('requires a score from 0 to 100', () => {
    expect(checkGrade('', '', 70)).toMatchObject({ ok: false, message: 'Please enter a score' });
    expect(checkGrade('abc', '', 70)).toMatchObject({ ok: false, message: 'Please enter a score' });
    expect(checkGrade('101', '', 70)).toMatchObject({ ok: false, message: 'Score must be from 0 to 100' });
    expect(checkGrade('-1', '', 70)).toMatchObject({ ok: false, message: 'Score must be from 0 to 100' });
  });

  it('passes at or above the passing score, 70 when it is missing', () => {
    expect(checkGrade('70', '', 70)).toEqual({ ok: true, body: { score: 70, passed: true } });
    expect(checkGrade('69.5', ' ok ', 70)).toEqual({ ok: true, body: { score: 69.5, passed: false, teacherComments: 'ok' } });
    expect(checkGrade('69', '', null)).toMatchObject({ body: { passed: false } });
    expect(checkGrade('70', '', undefined)).toMatchObject({ body: { passed: true } });
    expect(checkGrade('50', '', 50)).toMatchObject({ body: { passed: true } });
  });
});

describe('the checks in the reader\'s language', () => {
  it('words every problem the checks name, in English and in Spanish', () => {
    const refusals = [
      checkClassroomForm({ ...EMPTY_CLASSROOM_FORM, name: 'X', studentLimit: '0' }),
      checkAssignmentForm({ ...emptyAssignmentForm('c1'), title: 'T', problemIds: [] }),
      checkGrade('101', '', 70),
    ];
    const problems = refusals.map((r) => (r.ok ? '' : r.problem));
    expect(problems.map((p) => checkProblemText(scopeIntl('teacher'), p))).toEqual([
      'Student limit must be a whole number from 1 to 100',
      'Please select at least one problem',
      'Score must be from 0 to 100',
    ]);
    expect(problems.map((p) => checkProblemText(scopeIntl('teacher', 'es-US'), p))).toEqual([
      'El límite de estudiantes tiene que ser un número entero del 1 al 100',
      'Elige al menos un problema',
      'La calificación tiene que ser del 0 al 100',
    ]);
  });
});
