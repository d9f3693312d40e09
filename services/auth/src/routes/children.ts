import { ChildrenResponseSchema, ErrorEnvelopeSchema, LinkChildRequestSchema } from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import type { Accounts } from '../accounts.js';
import { toChildSummary } from '../domain/users.js';
import type { UsersRepository } from '../repositories/users-repository.js';

const E = ErrorEnvelopeSchema;

/** Parents see their linked students (ARCHITECTURE §3 children's data). PARENT only. */
export function childrenRoutes(deps: { accounts: Accounts; users: UsersRepository }) {
  const { accounts, users } = deps;
  const list = async (childIds: string[]) => ({
    success: true as const,
    data: { children: (await users.findStudentsByIds(childIds)).map((child) => toChildSummary(child)) },
  });
  return async function routes(app: ServiceApp) {
    app.post(
      '/children/link',
      {
        preHandler: app.requireRole('PARENT'),
        schema: { tags: ['children'], summary: "Link a student account with the student's email and password", body: LinkChildRequestSchema, response: { 200: ChildrenResponseSchema, 400: E, 401: E, 403: E } },
      },
      async (request) => {
        const parent = await accounts.linkChild(currentUser(request).id, request.body.email, request.body.password);
        return list(parent.childIds);
      },
    );

    app.get(
      '/children',
      { preHandler: app.requireRole('PARENT'), schema: { tags: ['children'], summary: 'Linked students with their progress', response: { 200: ChildrenResponseSchema, 401: E, 403: E } } },
      async (request) => {
        const parent = await users.findById(currentUser(request).id);
        return list(parent?.childIds ?? []);
      },
    );
  };
}
