/** The student's side of the teacher area: join with a class code, my classes, my assignments (routes under /api/teacher). */
import { JoinClassroomRequestSchema, StudentAssignmentListResponseSchema, StudentClassroomListResponseSchema, StudentClassroomResponseSchema } from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import { joinByCode } from '../use-cases/members.js';
import { myAssignments, myClassrooms } from '../use-cases/student-side.js';
import { conflictResponse, notFoundResponse, studentsOnly, type TeacherRouteOptions } from './shared.js';

export default async function studentRoutes(app: ServiceApp, { deps }: TeacherRouteOptions): Promise<void> {
  app.addHook('preHandler', app.authenticate);
  const students = studentsOnly(app);
  const tags = ['students'];

  app.post(
    '/join',
    { preHandler: students, schema: { tags, summary: 'Join a classroom with its class code (any case)', body: JoinClassroomRequestSchema, response: { 200: StudentClassroomResponseSchema, ...notFoundResponse, ...conflictResponse } } },
    async (request) => ({ success: true as const, data: await joinByCode(deps, currentUser(request).id, request.body.classCode) }),
  );

  app.get('/my/classrooms', { preHandler: students, schema: { tags, summary: 'The classes I am in', response: { 200: StudentClassroomListResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await myClassrooms(deps, currentUser(request).id),
  }));

  app.get(
    '/my/assignments',
    { preHandler: students, schema: { tags, summary: 'The published assignments of my classes, each with my submission', response: { 200: StudentAssignmentListResponseSchema } } },
    async (request) => ({ success: true as const, data: await myAssignments(deps, currentUser(request).id) }),
  );
}
