/** Assignments and grading (routes under /api/teacher). */
import {
  AssignmentDetailResponseSchema,
  AssignmentIdParamsSchema,
  AssignmentListQuerySchema,
  AssignmentListResponseSchema,
  AssignmentResponseSchema,
  AssignmentStatsResponseSchema,
  ClassroomAssignmentsParamsSchema,
  createAssignmentRequestSchema,
  GradeSubmissionRequestSchema,
  SubmissionIdParamsSchema,
  SubmissionResponseSchema,
} from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import { bankIdPattern } from '../domain/bank-problems.js';
import { createAssignment, getAssignmentDetail, getAssignmentStats, listAssignments, publishAssignment } from '../use-cases/assignments.js';
import { gradeSubmission } from '../use-cases/grading.js';
import { conflictResponse, notFoundResponse, teachersOnly, type TeacherRouteOptions } from './shared.js';

export default async function assignmentRoutes(app: ServiceApp, { deps }: TeacherRouteOptions): Promise<void> {
  app.addHook('preHandler', app.authenticate);
  const teachers = teachersOnly(app);
  const tags = ['assignments'];
  // The problem ids this service takes are exactly its bank's (docs/adr/0081): the document says so.
  const CreateAssignmentBody = createAssignmentRequestSchema(bankIdPattern(deps.bank.skills, deps.bank.seeds));

  app.post(
    '/classrooms/:classroomId/assignments',
    {
      preHandler: teachers,
      schema: { tags, summary: 'Create an assignment (DRAFT) from problem bank ids', params: ClassroomAssignmentsParamsSchema, body: CreateAssignmentBody, response: { 201: AssignmentResponseSchema, ...notFoundResponse, ...conflictResponse } },
    },
    async (request, reply) => reply.status(201).send({ success: true as const, data: await createAssignment(deps, currentUser(request).id, request.params.classroomId, request.body) }),
  );

  app.get('/assignments', { preHandler: teachers, schema: { tags, summary: "The teacher's assignments, newest first", querystring: AssignmentListQuerySchema, response: { 200: AssignmentListResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await listAssignments(deps, currentUser(request).id, request.query.limit),
  }));

  app.get(
    '/assignments/:id',
    { preHandler: teachers, schema: { tags, summary: 'An assignment with one submission per student of the class', params: AssignmentIdParamsSchema, response: { 200: AssignmentDetailResponseSchema, ...notFoundResponse } } },
    async (request) => ({ success: true as const, data: await getAssignmentDetail(deps, currentUser(request).id, request.params.id) }),
  );

  app.get(
    '/assignments/:id/stats',
    { preHandler: teachers, schema: { tags, summary: "An assignment's numbers", params: AssignmentIdParamsSchema, response: { 200: AssignmentStatsResponseSchema, ...notFoundResponse } } },
    async (request) => ({ success: true as const, data: await getAssignmentStats(deps, currentUser(request).id, request.params.id) }),
  );

  app.post(
    '/assignments/:id/publish',
    { preHandler: teachers, schema: { tags, summary: 'Publish a draft to the students of its class', params: AssignmentIdParamsSchema, response: { 200: AssignmentResponseSchema, ...notFoundResponse } } },
    async (request) => ({ success: true as const, data: await publishAssignment(deps, currentUser(request).id, request.params.id) }),
  );

  app.post(
    '/submissions/:id/grade',
    {
      preHandler: teachers,
      schema: { tags, summary: 'Grade a SUBMITTED submission (passed is computed from the passing score)', params: SubmissionIdParamsSchema, body: GradeSubmissionRequestSchema, response: { 200: SubmissionResponseSchema, ...notFoundResponse, ...conflictResponse } },
    },
    async (request) => ({ success: true as const, data: await gradeSubmission(deps, currentUser(request).id, request.params.id, request.body.score, request.body.teacherComments) }),
  );
}
