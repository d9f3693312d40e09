/** Friends (docs/product/social.md#friends-and-presence, docs/adr/0101). */
import { FriendDeclinedResponseSchema, FriendRemovedResponseSchema, FriendRequestBodySchema, FriendshipResponseSchema, FriendsListResponseSchema, FriendUserIdParamsSchema } from '@mathquest/contracts';
import type { ServiceApp } from '@mathquest/service-kit';
import type { Friends } from './use-cases/friends.js';
import { conflictResponse, notFoundResponse, studentOf, studentsOnly } from '../routes-shared.js';
import { parentApproved } from '../limited-accounts.js';

export default async function friendRoutes(app: ServiceApp, { friends }: { friends: Friends }): Promise<void> {
  const students = studentsOnly(app);
  app.get('/friends', { preHandler: students, schema: { tags: ['friends'], summary: 'Friends (online first) and pending requests both ways', response: { 200: FriendsListResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await friends.list(studentOf(request).id),
  }));
  app.post(
    '/friends/requests',
    {
      preHandler: [students, parentApproved('FRIENDS')],
      schema: {
        tags: ['friends'],
        summary: 'Ask a student, by username, to be friends (accepts their request if they asked first)',
        body: FriendRequestBodySchema,
        response: { 201: FriendshipResponseSchema, ...notFoundResponse, ...conflictResponse },
      },
    },
    async (request, reply) => {
      const data = await friends.request(studentOf(request).id, request.body.username);
      return reply.code(201).send({ success: true as const, data });
    },
  );
  app.post(
    '/friends/requests/:userId/accept',
    { preHandler: [students, parentApproved('FRIENDS')], schema: { tags: ['friends'], summary: "Accept the request this student sent", params: FriendUserIdParamsSchema, response: { 200: FriendshipResponseSchema, ...notFoundResponse } } },
    async (request) => ({ success: true as const, data: await friends.accept(studentOf(request).id, request.params.userId) }),
  );
  app.post(
    '/friends/requests/:userId/decline',
    { preHandler: students, schema: { tags: ['friends'], summary: 'Decline the request this student sent', params: FriendUserIdParamsSchema, response: { 200: FriendDeclinedResponseSchema, ...notFoundResponse } } },
    async (request) => {
      await friends.decline(studentOf(request).id, request.params.userId);
      return { success: true as const, data: { declined: true as const } };
    },
  );
  app.delete(
    '/friends/:userId',
    { preHandler: students, schema: { tags: ['friends'], summary: 'Remove a friend, or take back a request you sent', params: FriendUserIdParamsSchema, response: { 200: FriendRemovedResponseSchema, ...notFoundResponse } } },
    async (request) => {
      await friends.remove(studentOf(request).id, request.params.userId);
      return { success: true as const, data: { removed: true as const } };
    },
  );
}
