/** A parent's view of a linked child's class assignments (routes under /api/teacher, docs/adr/0085-parent-reads-class-assignments.md). */
import { ChildIdParamsSchema, ErrorCode, StudentAssignmentListResponseSchema } from '@mathquest/contracts';
import { currentUser, notFound, provenChildren, type ServiceApp } from '@mathquest/service-kit';
import { myAssignments } from '../use-cases/student-side.js';
import { notFoundResponse, type TeacherRouteOptions } from './shared.js';

export default async function parentRoutes(app: ServiceApp, { deps, publicKeyPem }: TeacherRouteOptions & { publicKeyPem: string }): Promise<void> {
  app.addHook('preHandler', app.authenticate);

  // With the children grant the gateway got from auth (docs/adr/0029, 0073): a child whose link the
  // request does not prove (not in the grant, no grant, another parent's) is a 404.
  app.get(
    '/children/:childId/assignments',
    {
      preHandler: app.requireRole('PARENT'),
      schema: {
        tags: ['parents'],
        summary: "A linked child's published class assignments, each with the child's submission",
        params: ChildIdParamsSchema,
        response: { 200: StudentAssignmentListResponseSchema, ...notFoundResponse },
      },
    },
    async (request) => {
      const children = provenChildren(request, publicKeyPem, currentUser(request).id);
      if (!children.some((c) => c.id === request.params.childId)) throw notFound('Child not found', ErrorCode.NOT_FOUND);
      return { success: true as const, data: await myAssignments(deps, request.params.childId) };
    },
  );
}
