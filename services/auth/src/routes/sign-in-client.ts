import type { FastifyRequest } from 'fastify';
import { deviceTokenOf } from '../security/device-cookie.js';
import type { SignInClient } from '../use-cases/password-guard.js';

/** The client of a sign-in: its address (the gateway's X-Forwarded-For; services trust their proxy) and its device cookie. */
export function signInClient(request: FastifyRequest): SignInClient {
  return { ip: request.ip, deviceToken: deviceTokenOf(request.headers.cookie) };
}
