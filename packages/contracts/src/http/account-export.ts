import { z } from 'zod';
import { AuthAccountExportSchema } from './account-export-auth.js';
import { EngagementAccountExportSchema } from './account-export-engagement.js';
import { GameAccountExportSchema } from './account-export-game.js';
import { RealtimeAccountExportSchema } from './account-export-realtime.js';
import { TeacherAccountExportSchema } from './account-export-teacher.js';

export * from './account-export-auth.js';
export * from './account-export-engagement.js';
export * from './account-export-game.js';
export * from './account-export-realtime.js';
export * from './account-export-teacher.js';

/**
 * The file a person downloads from `GET /api/auth/accounts/{userId}/export`
 * (docs/product/privacy.md#what-the-file-holds): everything every service holds about one
 * account, one part per service, each part the answer of that service's own export route.
 */
export const AccountExportSchema = z.object({
  schemaVersion: z.literal(1),
  exportedAt: z.string(),
  account: AuthAccountExportSchema,
  game: GameAccountExportSchema,
  engagement: EngagementAccountExportSchema,
  teacher: TeacherAccountExportSchema,
  realtime: RealtimeAccountExportSchema,
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

/** Each service's export route answers its part in the success envelope. */
export const GameAccountExportResponseSchema = z.object({ success: z.literal(true), data: GameAccountExportSchema });
export const TeacherAccountExportResponseSchema = z.object({ success: z.literal(true), data: TeacherAccountExportSchema });
