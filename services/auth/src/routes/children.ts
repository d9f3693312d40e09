import { ApproveChildResponseSchema, CHILDREN_GRANT_HEADER, ChildChatRequestSchema, ChildChatResponseSchema, ChildIdParamsSchema, ChildrenResponseSchema, ErrorEnvelopeSchema, LinkChildRequestSchema, UnlockChildResponseSchema, UserIdParamsSchema } from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import { toChildSummary, type UserRecord } from '../domain/users.js';
import { approveChild } from '../use-cases/approve-child.js';
import { linkChild } from '../use-cases/link-child.js';
import { listChildren } from '../use-cases/list-children.js';
import { setChildChat } from '../use-cases/set-child-chat.js';
import { unlockChild } from '../use-cases/unlock-account.js';
import { signInClient } from './sign-in-client.js';
import type { AuthContext, AuthRouteOptions } from '../use-cases/context.js';
import type { FastifyReply } from 'fastify';

const E = ErrorEnvelopeSchema;

/**
 * The children, with a grant naming them for the gateway, which fills in their progress and
 * wallets from the game and engagement (docs/adr/0029) and takes the header off the response.
 */
function withGrant(ctx: AuthContext, reply: FastifyReply, parentId: string, children: UserRecord[]) {
  void reply.header(CHILDREN_GRANT_HEADER, ctx.childrenGrants.sign(parentId, children.map((c) => ({ id: c.id, tz: c.timeZone }))));
  return { success: true as const, data: { children: children.map((c) => toChildSummary(c, parentId)) } };
}

/** A parent's linked students (docs/adr/0012). PARENT only. */
export default async function childrenRoutes(app: ServiceApp, { ctx }: AuthRouteOptions): Promise<void> {
  app.post(
    '/children/link',
    {
      preHandler: app.requireRole('PARENT'),
      schema: { tags: ['children'], summary: "Link a student account with the student's email and password", body: LinkChildRequestSchema, response: { 200: ChildrenResponseSchema, 400: E, 401: E, 403: E, 409: E, 429: E } },
    },
    async (request, reply) => withGrant(ctx, reply, currentUser(request).id, await linkChild(ctx, currentUser(request).id, request.body.email, request.body.password, signInClient(request))),
  );

  app.post(
    '/children/:id/unlock',
    {
      preHandler: app.requireRole('PARENT'),
      schema: {
        tags: ['children'],
        summary: "Unlock a linked child's sign-in after too many wrong passwords (docs/adr/0165)",
        params: UserIdParamsSchema,
        response: { 200: UnlockChildResponseSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    async (request) => {
      await unlockChild(ctx, currentUser(request).id, request.params.id);
      return { success: true as const, data: { unlocked: true as const } };
    },
  );

  app.get(
    '/children',
    { preHandler: app.requireRole('PARENT'), schema: { tags: ['children'], summary: 'Linked students with their progress', response: { 200: ChildrenResponseSchema, 401: E, 403: E } } },
    async (request, reply) => withGrant(ctx, reply, currentUser(request).id, await listChildren(ctx, currentUser(request).id)),
  );

  app.post(
    '/children/:childId/chat',
    {
      preHandler: app.requireRole('PARENT'),
      schema: {
        tags: ['children'],
        summary: "Turn a linked child's guild chat off or on (docs/adr/0171)",
        params: ChildIdParamsSchema,
        body: ChildChatRequestSchema,
        response: { 200: ChildChatResponseSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    async (request) => ({ success: true as const, data: await setChildChat(ctx, currentUser(request).id, request.params.childId, request.body.enabled) }),
  );

  app.post(
    '/children/:childId/approve',
    {
      preHandler: app.requireRole('PARENT'),
      schema: {
        tags: ['children'],
        summary: "Approve a linked child's limited account: chat, friends and challenges turn on, and others see the child's name (docs/adr/0239)",
        params: ChildIdParamsSchema,
        response: { 200: ApproveChildResponseSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    async (request) => ({ success: true as const, data: await approveChild(ctx, currentUser(request).id, request.params.childId) }),
  );
}
