/**
 * Builders for the teacher area's, the student's classes' and the parent's page tests, and a fetch
 * stand-in that answers by "METHOD path".
 */
import type {
  Assignment,
  AssignmentDetail,
  AssignmentStats,
  BankProblem,
  ChildSummary,
  Classroom,
  ClassroomAnalytics,
  ClassroomDetail,
  ClassroomMember,
  StudentAssignment,
  StudentClassroom,
  Submission,
} from '@mathquest/contracts';
import { buildStudentProfile, jsonResponse } from './test-utils';

export function buildClassroom(over: Partial<Classroom> = {}): Classroom {
  return {
    id: 'c1', name: 'Maths 6A', description: 'Morning group', gradeLevel: 6, subject: 'Math', classCode: 'ABC234', currentStudents: 2,
    studentLimit: 30, isActive: true, erasedStudentWork: 'ANONYMISE', language: 'en', createdAt: '2026-09-01T08:00:00.000Z', updatedAt: '2026-09-01T08:00:00.000Z',
    ...over,
  };
}

export function buildAssignment(over: Partial<Assignment> = {}): Assignment {
  return {
    id: 'a1', title: 'Fractions week 1', description: 'Adding fractions', status: 'PUBLISHED', dueDate: null, passingScore: 70, pointsWorth: 100,
    timeLimit: 30, allowLateSubmissions: true, classroomId: 'c1', classroom: { id: 'c1', name: 'Maths 6A' }, problemIds: ['fr/d2/s01', 'fr/d2/s02'],
    problemCount: 2, submissionCount: 1, createdAt: '2026-09-02T08:00:00.000Z', publishedAt: '2026-09-02T08:00:00.000Z',
    ...over,
  };
}

export function buildMember(over: Partial<ClassroomMember> & { name?: string; username?: string } = {}): ClassroomMember {
  const { name = 'Ben Lee', username = 'ben', ...rest } = over;
  return {
    id: `m-${username}`, studentId: `s-${username}`, joinedAt: '2026-09-03T08:00:00.000Z',
    student: { id: `s-${username}`, gradeLevel: 6, user: { profile: { displayName: name, username } } },
    chatEnabled: true,
    ...rest,
  };
}

export function buildClassroomDetail(over: Partial<ClassroomDetail> = {}): ClassroomDetail {
  return { ...buildClassroom(), students: [buildMember(), buildMember({ name: 'Cara Diaz', username: 'cara' })], assignments: [], ...over };
}

export function buildSubmission(over: Partial<Submission> & { name?: string; username?: string } = {}): Submission {
  const { name = 'Ben Lee', username = 'ben', ...rest } = over;
  return {
    id: `sub-${username}`, assignmentId: 'a1', studentId: `s-${username}`, status: 'SUBMITTED', problemsAttempted: 2, problemsCorrect: 1,
    timeSpent: 185, score: 50, passed: false, teacherComments: null, isLate: false, startedAt: '2026-09-03T08:00:00.000Z',
    submittedAt: '2026-09-03T08:10:00.000Z', gradedAt: null, student: { id: `s-${username}`, user: { profile: { displayName: name, username } } },
    ...rest,
  };
}

export function buildAssignmentDetail(over: Partial<AssignmentDetail> = {}): AssignmentDetail {
  return { ...buildAssignment(), submissions: [buildSubmission()], ...over };
}

export function buildStats(over: Partial<AssignmentStats> = {}): AssignmentStats {
  return { notStarted: 1, inProgress: 0, submitted: 1, graded: 0, averageScore: 50, passRate: 0, lateSubmissions: 0, ...over };
}

export function buildAnalytics(over: Partial<ClassroomAnalytics> = {}): ClassroomAnalytics {
  return {
    classroomId: 'c1', students: [], assignments: [], totalStudents: 2, activeStudents: 1, averageScore: 75.5, completionRate: 50, assignmentCount: 1,
    performance: 'Good', topics: [],
    tutor: { last7: { walkthroughs: 0, stepsSeen: 0, stepsRight: 0, students: 0 }, last30: { walkthroughs: 0, stepsSeen: 0, stepsRight: 0, students: 0 }, students: [], skills: [] },
    ...over,
  };
}

export function buildBankProblem(n: number, over: Partial<BankProblem> = {}): BankProblem {
  return {
    id: `fr/d2/s0${n}`, question: `What is ${n}/4 + 1/4?`, difficulty: 'EASY', difficultyLevel: 2, topic: 'Fractions', subtopic: 'Add fractions',
    skillId: 'fr', grade: 5, ccss: [], answer: '1', answerFormat: 'fraction', generatorVersion: '1',
    ...over,
  };
}

export function buildStudentClassroom(over: Partial<StudentClassroom> = {}): StudentClassroom {
  return { id: 'c1', name: 'Maths 6A', description: null, gradeLevel: 6, subject: 'Math', teacherName: 'Ms Rivera', joinedAt: '2026-09-03T08:00:00.000Z', ...over };
}

export function buildStudentAssignment(over: Partial<StudentAssignment> = {}): StudentAssignment {
  return {
    id: 'a1', title: 'Fractions week 1', description: null, dueDate: null, timeLimit: null, allowLateSubmissions: true, passingScore: 70, problemCount: 5,
    classroom: { id: 'c1', name: 'Maths 6A' },
    submission: { id: 'sub1', status: 'NOT_STARTED', score: null, passed: null, problemsAttempted: 0, problemsCorrect: 0, isLate: false },
    ...over,
  };
}

export function buildChild(over: Partial<ChildSummary> = {}): ChildSummary {
  return { id: 'k1', profile: { displayName: 'Ben Lee', username: 'ben' }, studentProfile: buildStudentProfile(), chatEnabled: true, ...over };
}

export const okData = (data: unknown) => jsonResponse(200, { success: true, data });
export const failure = (status: number, code: string, message: string) => jsonResponse(status, { success: false, error: { code, message } });

export type StubRoute = (init: RequestInit, url: string) => Response | Promise<Response>;

/**
 * A fetch stand-in answering by "METHOD path" (query string ignored); any other call is a 404 in the
 * error envelope, so an unexpected call shows as a failure. `calls` records every request.
 */
export function apiStub(routes: Record<string, StubRoute>) {
  const calls: Array<{ key: string; url: string; body: unknown }> = [];
  const fetchImpl = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    calls.push({ key, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const route = routes[key];
    if (route) return route(init, url);
    return failure(404, 'NOT_FOUND', `No stub for ${key}`);
  };
  return { fetchImpl, calls, bodiesOf: (key: string) => calls.filter((c) => c.key === key).map((c) => c.body) };
}
