/** Signing in with a class code (docs/adr/0200; public routes under /api/auth, limited per address at the gateway). */
import { AuthResponseSchema, ClassCodeLoginRequestSchema, ClassListRequestSchema, ClassListResponseSchema, ErrorEnvelopeSchema } from '@mathquest/contracts';
import type { ServiceApp } from '@mathquest/service-kit';
import { deviceCookie } from '../security/device-cookie.js';
import type { AuthRouteOptions } from '../use-cases/context.js';
import { classCodeLogIn } from '../use-cases/roster/class-code-log-in.js';
import { classList } from '../use-cases/roster/class-list.js';
import { signInClient } from './sign-in-client.js';

const E = ErrorEnvelopeSchema;

export default async function classCodeRoutes(app: ServiceApp, { ctx }: AuthRouteOptions): Promise<void> {
  const tags = ['class-code'];

  app.post(
    '/class-code/students',
    { schema: { tags, summary: "The class list of a sign-in code: first names and last initials (one 404 for a code that is unknown or off)", body: ClassListRequestSchema, response: { 200: ClassListResponseSchema, 400: E, 404: E, 429: E } } },
    async (request) => ({ success: true as const, data: await classList(ctx, request.body.code, request.ip) }),
  );

  app.post(
    '/class-code/login',
    {
      schema: {
        tags,
        summary: 'Sign in with the class code, the student picked from the list and their secret; sets the device cookie like a login',
        body: ClassCodeLoginRequestSchema,
        response: { 200: AuthResponseSchema, 400: E, 401: E, 404: E, 429: E },
      },
    },
    async (request, reply) => {
      const { result, deviceToken } = await classCodeLogIn(ctx, request.body, signInClient(request));
      void reply.header('set-cookie', deviceCookie(deviceToken, request.protocol === 'https'));
      return { success: true as const, data: result };
    },
  );
}
