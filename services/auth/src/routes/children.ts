import { ChildrenResponseSchema, ErrorEnvelopeSchema, LinkChildRequestSchema } from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import { linkChild } from '../use-cases/link-child.js';
import { listChildren } from '../use-cases/list-children.js';
import type { AuthRouteOptions } from '../use-cases/context.js';

const E = ErrorEnvelopeSchema;

/** A parent's linked students (docs/adr/0012). PARENT only. */
export default async function childrenRoutes(app: ServiceApp, { ctx }: AuthRouteOptions): Promise<void> {
  app.post(
    '/children/link',
    {
      preHandler: app.requireRole('PARENT'),
      schema: { tags: ['children'], summary: "Link a student account with the student's email and password", body: LinkChildRequestSchema, response: { 200: ChildrenResponseSchema, 400: E, 401: E, 403: E } },
    },
    async (request) => ({ success: true as const, data: { children: await linkChild(ctx, currentUser(request).id, request.body.email, request.body.password) } }),
  );

  app.get(
    '/children',
    { preHandler: app.requireRole('PARENT'), schema: { tags: ['children'], summary: 'Linked students with their progress', response: { 200: ChildrenResponseSchema, 401: E, 403: E } } },
    async (request) => ({ success: true as const, data: { children: await listChildren(ctx, currentUser(request).id) } }),
  );
}
