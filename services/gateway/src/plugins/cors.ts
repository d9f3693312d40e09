import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface CorsOptions {
  /** WEB_ORIGIN's origins and the gateway's own. */
  origins: string[];
}

/** CORS for the web app's origins (fastify-plugin: for the whole app). */
export default fp(
  async function corsPolicy(app: FastifyInstance, { origins }: CorsOptions) {
    await app.register(cors, {
      origin: origins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'x-request-id', 'idempotency-key'],
      exposedHeaders: ['x-request-id', 'retry-after'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
