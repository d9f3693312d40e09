/**
 * The guild chat's history (docs/product/social.md#guild-chat, docs/adr/0221), served by the
 * service that keeps the chat. The gateway also routes the documented path
 * /api/engagement/guilds/{id}/messages here.
 */
import { ErrorEnvelopeSchema, GuildIdParamsSchema, GuildMessagesResponseSchema } from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import type { ListGuildMessages } from '../use-cases/guild-messages.js';

export default async function guildMessageRoutes(app: ServiceApp, { messages }: { messages: ListGuildMessages }): Promise<void> {
  const students = app.requireRole('STUDENT', 'Guild chat is for student accounts');
  app.get(
    '/guilds/:id/messages',
    {
      preHandler: students,
      schema: { tags: ['guilds'], summary: 'The last 100 chat messages of your guild, oldest first', params: GuildIdParamsSchema, response: { 200: GuildMessagesResponseSchema, 404: ErrorEnvelopeSchema } },
    },
    async (request) => ({ success: true as const, data: { messages: await messages(currentUser(request).id, request.params.id) } }),
  );
}
