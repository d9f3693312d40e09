import { z } from 'zod';
import { ChatOffBySchema, GuildMessageSchema } from '../social/guilds.js';

/**
 * Realtime's part of an account export (docs/product/privacy.md), for
 * `GET /api/realtime/accounts/{userId}/export` (called by auth on the services' network with its
 * export grant; realtime keeps everything in Redis): the account's guild chat messages still kept,
 * whether a parent or teacher turned its chat off, and the presence realtime keeps while it is online.
 */
export const RealtimeAccountExportSchema = z.object({
  userId: z.string(),
  exportedAt: z.string(),
  chatMessages: z.array(GuildMessageSchema),
  chatSettings: z.object({ chatOffBy: ChatOffBySchema }),
  /** The guild realtime's copy says the account is in. */
  guildId: z.string().nullable(),
  friendIds: z.array(z.string()),
  presence: z.record(z.string(), z.string()).nullable(),
});
export type RealtimeAccountExport = z.infer<typeof RealtimeAccountExportSchema>;
export const RealtimeAccountExportResponseSchema = z.object({ success: z.literal(true), data: RealtimeAccountExportSchema });
