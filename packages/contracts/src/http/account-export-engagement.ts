import { z } from 'zod';

/**
 * Engagement's part of an account export (docs/product/privacy.md): the wallet, items, pets,
 * quests, battle pass, guilds, friends, challenges, leaderboards and notifications it holds about
 * the account. Its fields are published by the engagement service's export.
 */
export const EngagementAccountExportSchema = z.record(z.string(), z.unknown());
export type EngagementAccountExport = z.infer<typeof EngagementAccountExportSchema>;
