import {
  AuthResponseSchema,
  ErrorCode,
  ErrorEnvelopeSchema,
  LoginRequestSchema,
  LogoutResponseSchema,
  MeResponseSchema,
  RefreshTokenRequestSchema,
  RefreshTokenResponseSchema,
  RegisterRequestSchema,
} from '@mathquest/contracts';
import { bearerToken, currentUser, unauthorized, type ServiceApp } from '@mathquest/service-kit';
import jwt from 'jsonwebtoken';
import type { Accounts } from '../accounts.js';
import { toUser } from '../domain/users.js';
import type { UsersRepository } from '../repositories/users-repository.js';
import type { TokenService } from '../security/tokens.js';

const E = ErrorEnvelopeSchema;

/** Spec 01 §7 auth calls, under /api/auth. */
export function authRoutes(deps: { accounts: Accounts; tokens: TokenService; users: UsersRepository }) {
  const { accounts, tokens, users } = deps;
  return async function routes(app: ServiceApp) {
    app.post(
      '/register',
      { schema: { tags: ['auth'], summary: 'Sign up a student or a parent', body: RegisterRequestSchema, response: { 201: AuthResponseSchema, 400: E, 409: E } } },
      async (request, reply) => reply.status(201).send({ success: true as const, data: await accounts.register(request.body) }),
    );

    app.post(
      '/login',
      { schema: { tags: ['auth'], summary: 'Log in with email and password', body: LoginRequestSchema, response: { 200: AuthResponseSchema, 400: E, 401: E } } },
      async (request) => ({ success: true as const, data: await accounts.login(request.body.email, request.body.password) }),
    );

    app.post(
      '/refresh-token',
      { schema: { tags: ['auth'], summary: 'Exchange a refresh token for a new pair (rotation)', body: RefreshTokenRequestSchema, response: { 200: RefreshTokenResponseSchema, 400: E, 401: E } } },
      async (request) => ({ success: true as const, data: await tokens.rotate(request.body.refreshToken) }),
    );

    app.post(
      '/logout',
      { preHandler: app.authenticate, schema: { tags: ['auth'], summary: 'End this session (revokes its refresh-token family)', response: { 200: LogoutResponseSchema, 401: E } } },
      async (request) => {
        // The token was verified by app.authenticate; only its session id is read here.
        const claims = jwt.decode(bearerToken(request) ?? '') as { sid?: unknown } | null;
        if (typeof claims?.sid === 'string') await tokens.endSession(claims.sid);
        return { success: true as const, data: { loggedOut: true as const } };
      },
    );

    app.get(
      '/me',
      { preHandler: app.authenticate, schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: MeResponseSchema, 401: E } } },
      async (request) => {
        const user = await users.findById(currentUser(request).id);
        if (!user) throw unauthorized('This account no longer exists', ErrorCode.UNAUTHORIZED);
        return { success: true as const, data: toUser(user) };
      },
    );
  };
}
