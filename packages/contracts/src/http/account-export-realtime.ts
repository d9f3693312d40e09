import { z } from 'zod';

/**
 * Realtime's part of an account export (docs/product/privacy.md): the chat messages and what else
 * realtime holds about the account. Its fields are published by the realtime service's export.
 */
export const RealtimeAccountExportSchema = z.record(z.string(), z.unknown());
export type RealtimeAccountExport = z.infer<typeof RealtimeAccountExportSchema>;
