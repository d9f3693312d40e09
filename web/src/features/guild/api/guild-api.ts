import {
  GuildEventResponseSchema,
  GuildEventsResponseSchema,
  GuildKickedResponseSchema,
  GuildLeftResponseSchema,
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
import { api } from '../../../lib/api-client';

/** Guild calls (docs/product/social.md#guilds), under /api/engagement; answers parsed with their contracts (docs/adr/0032). */
const BASE = '/api/engagement/guilds';

const id = (value: string) => encodeURIComponent(value);
const MyGuildData = MyGuildResponseSchema.shape.data;

export type { Guild, GuildEvent, GuildEventType, GuildMember, GuildMessage, GuildRole, GuildSummary, MyGuild };

export const guildApi = {
  browse: (search?: string) => api.get(BASE, GuildListResponseSchema.shape.data, search ? { query: { search } } : {}).then((d) => d.guilds),
  topGuilds: () => api.get(`${BASE}/leaderboard`, GuildListResponseSchema.shape.data).then((d) => d.guilds),
  create: (body: CreateGuildBody) => api.post(BASE, MyGuildData, body),
  join: (guildId: string) => api.post(`${BASE}/${id(guildId)}/join`, MyGuildData),
  leave: () => api.post(`${BASE}/leave`, GuildLeftResponseSchema.shape.data),
  settings: (guildId: string, body: UpdateGuildBody) => api.post(`${BASE}/${id(guildId)}/settings`, MyGuildData, body),
  members: (guildId: string) => api.get(`${BASE}/${id(guildId)}/members`, GuildMembersResponseSchema.shape.data).then((d) => d.members),
  /** Kick answers `{ kicked: true }`; promote and demote answer the member with the new role. */
  manage: (guildId: string, userId: string, action: 'promote' | 'demote' | 'kick') =>
    action === 'kick'
      ? api.post(`${BASE}/${id(guildId)}/members/${id(userId)}/kick`, GuildKickedResponseSchema.shape.data)
      : api.post(`${BASE}/${id(guildId)}/members/${id(userId)}/${action}`, GuildMemberResponseSchema.shape.data),
  events: (guildId: string) => api.get(`${BASE}/${id(guildId)}/events`, GuildEventsResponseSchema.shape.data).then((d) => d.events),
  createEvent: (guildId: string, body: CreateGuildEventBody) => api.post(`${BASE}/${id(guildId)}/events`, GuildEventResponseSchema.shape.data, body),
  joinEvent: (guildId: string, eventId: string) => api.post(`${BASE}/${id(guildId)}/events/${id(eventId)}/join`, GuildEventResponseSchema.shape.data),
  messages: (guildId: string) => api.get(`${BASE}/${id(guildId)}/messages`, GuildMessagesResponseSchema.shape.data).then((d) => d.messages),
};
