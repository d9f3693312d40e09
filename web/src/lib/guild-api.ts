import {
  GuildEventResponseSchema,
  GuildEventsResponseSchema,
  GuildListResponseSchema,
  GuildMemberResponseSchema,
  GuildMembersResponseSchema,
  GuildMessagesResponseSchema,
  MyGuildResponseSchema,
  type CreateGuildBody,
  type CreateGuildEventBody,
  type Guild,
  type GuildEvent,
  type GuildEventType,
  type GuildMember,
  type GuildMessage,
  type GuildRole,
  type GuildSummary,
  type MyGuild,
  type UpdateGuildBody,
} from '@mathquest/contracts';
import { api, parsed } from './api-client';

/** Guild calls (docs/product/social.md#guilds), under /api/engagement; answers checked against their contracts (docs/adr/0032). */
const BASE = '/api/engagement/guilds';

const id = (value: string) => encodeURIComponent(value);
const MyGuildData = MyGuildResponseSchema.shape.data;

export type { Guild, GuildEvent, GuildEventType, GuildMember, GuildMessage, GuildRole, GuildSummary, MyGuild };

export const guildApi = {
  browse: (search?: string) => api.get<unknown>(BASE, search ? { query: { search } } : {}).then(parsed(GuildListResponseSchema.shape.data, '/guilds')).then((d) => d.guilds),
  topGuilds: () => api.get<unknown>(`${BASE}/leaderboard`).then(parsed(GuildListResponseSchema.shape.data, '/guilds/leaderboard')).then((d) => d.guilds),
  myGuild: () => api.get<unknown>(`${BASE}/my-guild`).then(parsed(MyGuildData, '/guilds/my-guild')),
  create: (body: CreateGuildBody) => api.post<unknown>(BASE, body).then(parsed(MyGuildData, '/guilds')),
  join: (guildId: string) => api.post<unknown>(`${BASE}/${id(guildId)}/join`).then(parsed(MyGuildData, '/guilds/join')),
  leave: () => api.post<unknown>(`${BASE}/leave`),
  settings: (guildId: string, body: UpdateGuildBody) => api.post<unknown>(`${BASE}/${id(guildId)}/settings`, body).then(parsed(MyGuildData, '/guilds/settings')),
  members: (guildId: string) => api.get<unknown>(`${BASE}/${id(guildId)}/members`).then(parsed(GuildMembersResponseSchema.shape.data, '/guilds/members')).then((d) => d.members),
  manage: (guildId: string, userId: string, action: 'promote' | 'demote' | 'kick') =>
    action === 'kick' ? api.post<unknown>(`${BASE}/${id(guildId)}/members/${id(userId)}/kick`) : api.post<unknown>(`${BASE}/${id(guildId)}/members/${id(userId)}/${action}`).then(parsed(GuildMemberResponseSchema.shape.data, '/guilds/members/role')),
  events: (guildId: string) => api.get<unknown>(`${BASE}/${id(guildId)}/events`).then(parsed(GuildEventsResponseSchema.shape.data, '/guilds/events')).then((d) => d.events),
  createEvent: (guildId: string, body: CreateGuildEventBody) => api.post<unknown>(`${BASE}/${id(guildId)}/events`, body).then(parsed(GuildEventResponseSchema.shape.data, '/guilds/events')),
  joinEvent: (guildId: string, eventId: string) => api.post<unknown>(`${BASE}/${id(guildId)}/events/${id(eventId)}/join`).then(parsed(GuildEventResponseSchema.shape.data, '/guilds/events/join')),
  messages: (guildId: string) => api.get<unknown>(`${BASE}/${id(guildId)}/messages`).then(parsed(GuildMessagesResponseSchema.shape.data, '/guilds/messages')).then((d) => d.messages),
};
