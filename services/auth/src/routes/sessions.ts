import { AuthResponseSchema, ErrorEnvelopeSchema, LoginRequestSchema, LogoutResponseSchema, RefreshTokenRequestSchema, RefreshTokenResponseSchema } from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import { logIn } from '../use-cases/log-in.js';
import { logOut } from '../use-cases/log-out.js';
import { refreshSession } from '../use-cases/refresh-session.js';
import type { AuthRouteOptions } from '../use-cases/context.js';
import { deviceCookie } from '../security/device-cookie.js';
import { signInClient } from './sign-in-client.js';

const E = ErrorEnvelopeSchema;

/** Sessions: log in, rotate the refresh token, log out (docs/adr/0010). */
export default async function sessionRoutes(app: ServiceApp, { ctx }: AuthRouteOptions): Promise<void> {
  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password; sets the device cookie, which lets this client sign in while the account is locked for others',
        body: LoginRequestSchema,
        response: { 200: AuthResponseSchema, 400: E, 401: E, 429: E },
      },
    },
    async (request, reply) => {
      const { result, deviceToken } = await logIn(ctx, request.body.email, request.body.password, signInClient(request));
      void reply.header('set-cookie', deviceCookie(deviceToken, request.protocol === 'https'));
      return { success: true as const, data: result };
    },
  );

  app.post(
    '/refresh-token',
    { schema: { tags: ['auth'], summary: 'Exchange a refresh token for a new pair (rotation)', body: RefreshTokenRequestSchema, response: { 200: RefreshTokenResponseSchema, 400: E, 401: E } } },
    async (request) => ({ success: true as const, data: await refreshSession(ctx, request.body.refreshToken) }),
  );

  app.post(
    '/logout',
    { preHandler: app.authenticate, schema: { tags: ['auth'], summary: 'End this session: its refresh tokens at once, its access tokens everywhere within seconds', response: { 200: LogoutResponseSchema, 401: E } } },
    async (request) => {
      await logOut(ctx, currentUser(request));
      return { success: true as const, data: { loggedOut: true as const } };
    },
  );
}
