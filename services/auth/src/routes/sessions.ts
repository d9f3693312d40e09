import { AuthResponseSchema, ErrorEnvelopeSchema, LoginRequestSchema, LogoutResponseSchema, RefreshTokenRequestSchema, RefreshTokenResponseSchema } from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import { logIn } from '../use-cases/log-in.js';
import { logOut } from '../use-cases/log-out.js';
import { refreshSession } from '../use-cases/refresh-session.js';
import type { AuthRouteOptions } from '../use-cases/context.js';

const E = ErrorEnvelopeSchema;

/** Sessions: log in, rotate the refresh token, log out (docs/adr/0010). */
export default async function sessionRoutes(app: ServiceApp, { ctx }: AuthRouteOptions): Promise<void> {
  app.post(
    '/login',
    { schema: { tags: ['auth'], summary: 'Log in with email and password', body: LoginRequestSchema, response: { 200: AuthResponseSchema, 400: E, 401: E } } },
    async (request) => ({ success: true as const, data: await logIn(ctx, request.body.email, request.body.password) }),
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
