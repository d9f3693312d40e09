import { AuthResponseSchema, ErrorEnvelopeSchema, MeResponseSchema, RegisterRequestSchema, SetLanguageRequestSchema, SetLanguageResponseSchema } from '@mathquest/contracts';
import { currentUser as caller, type ServiceApp } from '@mathquest/service-kit';
import { currentUser } from '../use-cases/current-user.js';
import { register } from '../use-cases/register.js';
import { setLanguage } from '../use-cases/set-language.js';
import type { AuthRouteOptions } from '../use-cases/context.js';

const E = ErrorEnvelopeSchema;

/** Accounts: sign-up and the signed-in user. */
export default async function accountRoutes(app: ServiceApp, { ctx }: AuthRouteOptions): Promise<void> {
  app.post(
    '/register',
    { schema: { tags: ['auth'], summary: 'Sign up a student or a parent', body: RegisterRequestSchema, response: { 201: AuthResponseSchema, 400: E, 409: E } } },
    async (request, reply) => reply.status(201).send({ success: true as const, data: await register(ctx, request.body) }),
  );

  app.get(
    '/me',
    { preHandler: app.authenticate, schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: MeResponseSchema, 401: E } } },
    async (request) => ({ success: true as const, data: await currentUser(ctx, caller(request).id) }),
  );

  app.put(
    '/me/language',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "Set the signed-in user's interface language ('en' or 'es-US'; any other code is stored as 'en')",
        body: SetLanguageRequestSchema,
        response: { 200: SetLanguageResponseSchema, 400: E, 401: E },
      },
    },
    async (request) => ({ success: true as const, data: await setLanguage(ctx, caller(request).id, request.body.language) }),
  );
}
