/** A teacher's classrooms, their students and analytics (routes under /api/teacher). */
import {
  AddStudentRequestSchema,
  ClassroomAnalyticsResponseSchema,
  ClassroomDetailResponseSchema,
  ClassroomIdParamsSchema,
  ClassroomListResponseSchema,
  ClassroomMemberResponseSchema,
  ClassroomResponseSchema,
  ClassroomStudentParamsSchema,
  CreateClassroomRequestSchema,
  DeletedResponseSchema,
  ErrorEnvelopeSchema,
  RemovedStudentResponseSchema,
  UnlockStudentResponseSchema,
  UpdateClassroomRequestSchema,
  StudentChatRequestSchema,
  StudentChatResponseSchema,
} from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import { classroomAnalytics } from '../use-cases/analytics.js';
import { createClassroom, deleteClassroom, getClassroomDetail, listClassrooms, updateClassroom } from '../use-cases/classrooms.js';
import { addStudent, removeStudent } from '../use-cases/members.js';
import { setStudentChat } from '../use-cases/student-chat.js';
import { unlockStudent } from '../use-cases/unlock-student.js';
import { conflictResponse, notFoundResponse, teachersOnly, type TeacherRouteOptions } from './shared.js';

export default async function classroomRoutes(app: ServiceApp, { deps }: TeacherRouteOptions): Promise<void> {
  app.addHook('preHandler', app.authenticate);
  const teachers = teachersOnly(app);
  const tags = ['classrooms'];

  app.get('/classrooms', { preHandler: teachers, schema: { tags, summary: "The teacher's classrooms, newest first", response: { 200: ClassroomListResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await listClassrooms(deps, currentUser(request).id),
  }));

  app.post(
    '/classrooms',
    { preHandler: teachers, schema: { tags, summary: 'Create a classroom (a unique class code is given)', body: CreateClassroomRequestSchema, response: { 201: ClassroomResponseSchema, ...conflictResponse } } },
    async (request, reply) => reply.status(201).send({ success: true as const, data: await createClassroom(deps, currentUser(request).id, request.body) }),
  );

  app.get(
    '/classrooms/:id',
    { preHandler: teachers, schema: { tags, summary: 'A classroom with its students and assignments', params: ClassroomIdParamsSchema, response: { 200: ClassroomDetailResponseSchema, ...notFoundResponse } } },
    async (request) => ({ success: true as const, data: await getClassroomDetail(deps, currentUser(request).id, request.params.id) }),
  );

  app.put(
    '/classrooms/:id',
    {
      preHandler: teachers,
      schema: { tags, summary: 'Change a classroom (archive or activate with isActive)', params: ClassroomIdParamsSchema, body: UpdateClassroomRequestSchema, response: { 200: ClassroomResponseSchema, ...notFoundResponse, ...conflictResponse } },
    },
    async (request) => ({ success: true as const, data: await updateClassroom(deps, currentUser(request).id, request.params.id, request.body) }),
  );

  app.delete(
    '/classrooms/:id',
    { preHandler: teachers, schema: { tags, summary: 'Delete a classroom with its assignments', params: ClassroomIdParamsSchema, response: { 200: DeletedResponseSchema, ...notFoundResponse, ...conflictResponse } } },
    async (request) => {
      await deleteClassroom(deps, currentUser(request).id, request.params.id);
      return { success: true as const, data: { deleted: true as const } };
    },
  );

  app.get(
    '/classrooms/:id/analytics',
    { preHandler: teachers, schema: { tags, summary: "A classroom's students, assignments and numbers", params: ClassroomIdParamsSchema, response: { 200: ClassroomAnalyticsResponseSchema, ...notFoundResponse } } },
    async (request) => ({ success: true as const, data: await classroomAnalytics(deps, currentUser(request).id, request.params.id) }),
  );

  app.post(
    '/classrooms/:id/students',
    {
      preHandler: teachers,
      schema: { tags, summary: 'Add a student by username', params: ClassroomIdParamsSchema, body: AddStudentRequestSchema, response: { 201: ClassroomMemberResponseSchema, ...notFoundResponse, ...conflictResponse } },
    },
    async (request, reply) => reply.status(201).send({ success: true as const, data: await addStudent(deps, currentUser(request).id, request.params.id, request.body.username) }),
  );

  app.post(
    '/classrooms/:id/students/:studentId/chat',
    {
      preHandler: teachers,
      schema: {
        tags,
        summary: "Turn a student's guild chat off or on (docs/adr/0171)",
        params: ClassroomStudentParamsSchema,
        body: StudentChatRequestSchema,
        response: { 200: StudentChatResponseSchema, ...notFoundResponse, ...conflictResponse },
      },
    },
    async (request) => ({ success: true as const, data: await setStudentChat(deps, currentUser(request).id, request.params.id, request.params.studentId, request.body.enabled) }),
  );

  app.delete(
    '/classrooms/:id/students/:studentId',
    { preHandler: teachers, schema: { tags, summary: 'Remove a student from a classroom', params: ClassroomStudentParamsSchema, response: { 200: RemovedStudentResponseSchema, ...notFoundResponse, ...conflictResponse } } },
    async (request) => {
      await removeStudent(deps, currentUser(request).id, request.params.id, request.params.studentId);
      return { success: true as const, data: { removed: true as const } };
    },
  );

  app.post(
    '/classrooms/:id/students/:studentId/unlock',
    {
      preHandler: teachers,
      schema: {
        tags,
        summary: "Unlock a student's sign-in after too many wrong passwords; auth applies it within seconds (docs/adr/0165)",
        params: ClassroomStudentParamsSchema,
        response: { 202: UnlockStudentResponseSchema, ...notFoundResponse, 503: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await unlockStudent(deps, currentUser(request).id, request.params.id, request.params.studentId);
      return reply.status(202).send({ success: true as const, data: { unlockRequested: true as const } });
    },
  );
}
