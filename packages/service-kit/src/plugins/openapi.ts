import { fastifySwagger } from '@fastify/swagger';
import { ErrorEnvelopeSchema, RoleSchema } from '@mathquest/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { routeAccess } from './route-access.js';

/** Name of the security scheme every signed-in route declares (an access token from auth). */
export const BEARER_AUTH = 'bearerAuth';
/** Operation extension listing the roles a route admits (every role for any signed-in user; absent on a public route). */
export const ROLES_EXTENSION = 'x-roles';

const INPUTS = ['body', 'querystring', 'params', 'headers'] as const;

type JsonSchema = Record<string, unknown>;

/**
 * Request bodies are documented closed (`additionalProperties: false`). The server strips unknown
 * properties, but not all of them: `__proto__` and `constructor.prototype` are refused (400) by
 * the JSON parser's prototype-poisoning guard, and OpenAPI 3.0 has no way to name only those. A
 * client that sends exactly the documented properties never meets that refusal.
 */
export function closeObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value as JsonSchema).map(([name, sub]) => [name, closeObjects(sub)]));
    } else if (['items', 'anyOf', 'oneOf', 'allOf', 'not'].includes(key)) {
      out[key] = closeObjects(value);
    } else {
      out[key] = value;
    }
  }
  if (out.type === 'object' && out.properties !== undefined && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

/** fastify-type-provider-zod's transform (zod to JSON Schema), then request bodies closed. */
const transform: typeof jsonSchemaTransform = (document) => {
  const result = jsonSchemaTransform(document);
  const schema = result.schema as JsonSchema | undefined;
  if (schema?.body !== undefined) return { ...result, schema: { ...schema, body: closeObjects(schema.body) } as typeof result.schema };
  return result;
};

/**
 * Fill in what a route's guards and input schemas already imply, so no route has to repeat it
 * (and none can forget it): a route that validates input can answer 400, one with a body 413 and
 * 415, a signed-in route 401 and declares the bearer scheme and the roles it admits (`x-roles`:
 * every role when any signed-in user may call it), a role-guarded route 403. Every addition is
 * the error envelope. Runs as an `onRoute` hook, before Fastify compiles the route's
 * serialisers, so the added statuses are checked on the way out like the declared ones. The
 * schema objects are replaced, never changed in place: routes may share a response map.
 */
export function documentRoute(route: RouteOptions): void {
  const schema = route.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide === true) return;
  const access = routeAccess(route.preHandler);
  const documented: Record<string, unknown> = { ...schema };
  if (schema.response !== undefined) {
    const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown>) };
    if (INPUTS.some((part) => schema[part] !== undefined)) response['400'] ??= ErrorEnvelopeSchema;
    if (schema.body !== undefined) {
      // Any body can be over the size limit or of a type the service does not read.
      response['413'] ??= ErrorEnvelopeSchema;
      response['415'] ??= ErrorEnvelopeSchema;
    }
    if (access) response['401'] ??= ErrorEnvelopeSchema;
    if (access?.roles) response['403'] ??= ErrorEnvelopeSchema;
    documented.response = response;
  }
  if (access?.grant) {
    const who = `Only with auth's ${access.grant} grant in its header; no user's token opens it.`;
    documented.description = typeof schema.description === 'string' ? `${schema.description}\n\n${who}` : who;
    documented[ROLES_EXTENSION] = [...(access.roles ?? [])];
  } else if (access) {
    documented.security ??= [{ [BEARER_AUTH]: [] }];
    const who = access.roles ? `Signed-in ${access.roles.join(' or ')} accounts only.` : 'Any signed-in account.';
    documented.description = typeof schema.description === 'string' ? `${schema.description}\n\n${who}` : who;
    documented[ROLES_EXTENSION] = [...(access.roles ?? RoleSchema.options)];
  }
  route.schema = documented;
}

/**
 * The service's OpenAPI document at /openapi.json, generated from the routes' zod schemas
 * (request schemas as inputs, response schemas as outputs; request bodies closed, see closeObjects).
 *
 * The swagger plugin is applied at once rather than through `app.register`, which Fastify defers
 * until the app boots: its route collector (an `onRoute` hook) must exist before the first
 * route, or routes a service declares right after `createService` are served but missing from
 * the document. Install before declaring routes.
 */
export function installOpenApi(app: FastifyInstance, info: { title: string; description: string }): void {
  app.addHook('onRoute', documentRoute);
  fastifySwagger(
    app,
    {
      openapi: {
        openapi: '3.0.3',
        info: { ...info, version: '0.1.0' },
        components: {
          securitySchemes: {
            [BEARER_AUTH]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An access token from POST /api/auth/login' },
          },
        },
      },
      transform,
    },
    (err) => {
      if (err) throw err;
    },
  );
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
