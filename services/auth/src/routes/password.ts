import { ChangePasswordRequestSchema, ChangePasswordResponseSchema, ErrorEnvelopeSchema } from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import { changePassword } from '../use-cases/change-password.js';
import type { AuthRouteOptions } from '../use-cases/context.js';

const E = ErrorEnvelopeSchema;

/** The signed-in user's password (docs/adr/0013: every other session ends). */
export default async function passwordRoutes(app: ServiceApp, { ctx }: AuthRouteOptions): Promise<void> {
  app.post(
    '/password',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every other session of the user ends',
        body: ChangePasswordRequestSchema,
        response: { 200: ChangePasswordResponseSchema, 400: E, 401: E, 429: E },
      },
    },
    async (request) => {
      const { otherSessionsEnded } = await changePassword(ctx, currentUser(request), request.body);
      return { success: true as const, data: { passwordChanged: true as const, otherSessionsEnded } };
    },
  );
}
