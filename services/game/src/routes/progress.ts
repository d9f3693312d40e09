/** The student's progress, and a parent's children's (routes under /api/game). */
import { ChildIdParamsSchema, ChildReportResponseSchema, ChildrenProgressResponseSchema, ProgressResponseSchema } from '@mathquest/contracts';
import { currentUser, grantedChildren, provenChildren, type ServiceApp } from '@mathquest/service-kit';
import type { UseCases } from '../use-cases/index.js';
import { notFoundResponse, studentsOnly } from './shared.js';

export default async function progressRoutes(app: ServiceApp, { useCases, publicKeyPem }: { useCases: UseCases; publicKeyPem: string }): Promise<void> {
  app.addHook('preHandler', app.authenticate);

  app.get('/progress', { preHandler: studentsOnly(app), schema: { response: { 200: ProgressResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await useCases.getProgress(currentUser(request)),
  }));

  // Read by the gateway for a parent's children view, with the grant auth signed (docs/adr/0029).
  app.get(
    '/children/progress',
    { preHandler: app.requireRole('PARENT'), schema: { hide: true, response: { 200: ChildrenProgressResponseSchema } } },
    async (request) => ({ success: true as const, data: await useCases.getChildrenProgress(grantedChildren(request, publicKeyPem, currentUser(request).id)) }),
  );

  // A parent's report on one linked child, with the grant the gateway got from auth (docs/adr/0073):
  // a child whose link the request does not prove (not in the grant, no grant, another parent's)
  // is a 404, like an unlinked one.
  app.get(
    '/children/:childId/report',
    { preHandler: app.requireRole('PARENT'), schema: { params: ChildIdParamsSchema, response: { 200: ChildReportResponseSchema, ...notFoundResponse } } },
    async (request) => ({
      success: true as const,
      data: await useCases.getChildReport(provenChildren(request, publicKeyPem, currentUser(request).id), request.params.childId),
    }),
  );
}
