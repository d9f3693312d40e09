/** Guilds (docs/product/social.md#guilds, docs/adr/0120). */
import {
  CreateGuildBodySchema,
  CreateGuildEventBodySchema,
  ErrorEnvelopeSchema,
  GuildBrowseQuerySchema,
  GuildEventParamsSchema,
  GuildEventResponseSchema,
  GuildEventsResponseSchema,
  GuildIdParamsSchema,
  GuildKickedResponseSchema,
  GuildLeftResponseSchema,
  GuildListResponseSchema,
  GuildMemberParamsSchema,
  GuildMemberResponseSchema,
  GuildMembersResponseSchema,
  MyGuildResponseSchema,
  UpdateGuildBodySchema,
} from '@mathquest/contracts';
import type { ServiceApp } from '@mathquest/service-kit';
import type { Guilds } from './use-cases/index.js';
import { conflictResponse, notFoundResponse, studentOf, studentsOnly } from '../routes-shared.js';

/** A guild role that does not allow the action (a member managing, an officer opening settings). */
const roleRefusal = { 403: ErrorEnvelopeSchema };
const tags = ['guilds'];

export default async function guildRoutes(app: ServiceApp, { guilds }: { guilds: Guilds }): Promise<void> {
  const preHandler = studentsOnly(app);
  app.get(
    '/guilds',
    { preHandler, schema: { tags, summary: 'Guilds ranked by weekly XP (the guild leaderboard); search keeps names containing the text', querystring: GuildBrowseQuerySchema, response: { 200: GuildListResponseSchema } } },
    async (request) => ({ success: true as const, data: { guilds: await guilds.browse(request.query.search) } }),
  );
  app.get('/guilds/leaderboard', { preHandler, schema: { tags, summary: 'The top 20 guilds by weekly XP', response: { 200: GuildListResponseSchema } } }, async () => ({
    success: true as const,
    data: { guilds: (await guilds.browse()).slice(0, 20) },
  }));
  app.get('/guilds/my-guild', { preHandler, schema: { tags, summary: "The caller's guild and role (both null when in none)", response: { 200: MyGuildResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await guilds.myGuild(studentOf(request)),
  }));
  app.post(
    '/guilds',
    { preHandler, schema: { tags, summary: 'Start a guild (the caller leads it)', body: CreateGuildBodySchema, response: { 201: MyGuildResponseSchema, ...conflictResponse } } },
    async (request, reply) => reply.code(201).send({ success: true as const, data: await guilds.create(studentOf(request), request.body) }),
  );
  app.post(
    '/guilds/leave',
    { preHandler, schema: { tags, summary: 'Leave your guild (a leader hands over; the last member closes it)', response: { 200: GuildLeftResponseSchema, ...notFoundResponse, ...conflictResponse } } },
    async (request) => ({ success: true as const, data: await guilds.leave(studentOf(request)) }),
  );
  app.post(
    '/guilds/:id/join',
    { preHandler, schema: { tags, summary: 'Join a guild (one guild per student, up to its maxMembers)', params: GuildIdParamsSchema, response: { 200: MyGuildResponseSchema, ...notFoundResponse, ...conflictResponse } } },
    async (request) => ({ success: true as const, data: await guilds.join(studentOf(request), request.params.id) }),
  );
  app.post(
    '/guilds/:id/settings',
    { preHandler, schema: { tags, summary: "Settings: the guild's icon and description (leader only)", params: GuildIdParamsSchema, body: UpdateGuildBodySchema, response: { 200: MyGuildResponseSchema, ...roleRefusal, ...notFoundResponse, ...conflictResponse } } },
    async (request) => ({ success: true as const, data: await guilds.update(studentOf(request), request.params.id, request.body) }),
  );
  app.get(
    '/guilds/:id/members',
    { preHandler, schema: { tags, summary: "Your guild's members", params: GuildIdParamsSchema, response: { 200: GuildMembersResponseSchema, ...notFoundResponse } } },
    async (request) => ({ success: true as const, data: { members: await guilds.members(studentOf(request), request.params.id) } }),
  );
  for (const action of ['promote', 'demote'] as const) {
    app.post(
      `/guilds/:id/members/:userId/${action}`,
      {
        preHandler,
        schema: {
          tags,
          summary: action === 'promote' ? 'Make a Member an Officer (leader or officer)' : 'Make an Officer a Member (leader or officer)',
          params: GuildMemberParamsSchema,
          response: { 200: GuildMemberResponseSchema, ...roleRefusal, ...notFoundResponse, ...conflictResponse },
        },
      },
      async (request, reply) => {
        const member = await guilds.manage(studentOf(request), request.params.id, request.params.userId, action === 'promote' ? 'PROMOTE' : 'DEMOTE');
        if (!member) return reply.code(404).send({ success: false as const, error: { code: 'NOT_FOUND', message: 'That student is not in this guild' } });
        return { success: true as const, data: member };
      },
    );
  }
  app.post(
    '/guilds/:id/members/:userId/kick',
    { preHandler, schema: { tags, summary: 'Remove a member who is not the leader (leader or officer)', params: GuildMemberParamsSchema, response: { 200: GuildKickedResponseSchema, ...roleRefusal, ...notFoundResponse, ...conflictResponse } } },
    async (request) => {
      await guilds.manage(studentOf(request), request.params.id, request.params.userId, 'KICK');
      return { success: true as const, data: { kicked: true as const } };
    },
  );
  app.get(
    '/guilds/:id/events',
    { preHandler, schema: { tags, summary: "Your guild's active events", params: GuildIdParamsSchema, response: { 200: GuildEventsResponseSchema, ...notFoundResponse } } },
    async (request) => ({ success: true as const, data: { events: await guilds.events(studentOf(request), request.params.id) } }),
  );
  app.post(
    '/guilds/:id/events',
    { preHandler, schema: { tags, summary: 'Start an event (leader or officer)', params: GuildIdParamsSchema, body: CreateGuildEventBodySchema, response: { 201: GuildEventResponseSchema, ...roleRefusal, ...notFoundResponse, ...conflictResponse } } },
    async (request, reply) => reply.code(201).send({ success: true as const, data: await guilds.createEvent(studentOf(request), request.params.id, request.body) }),
  );
  app.post(
    '/guilds/:id/events/:eventId/join',
    { preHandler, schema: { tags, summary: 'Join an event of your guild (refused when full)', params: GuildEventParamsSchema, response: { 200: GuildEventResponseSchema, ...notFoundResponse, ...conflictResponse } } },
    async (request) => ({ success: true as const, data: await guilds.joinEvent(studentOf(request), request.params.id, request.params.eventId) }),
  );
}
