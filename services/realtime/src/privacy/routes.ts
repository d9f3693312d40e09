import { RealtimeAccountExportResponseSchema, ErrorEnvelopeSchema, IdSchema } from '@mathquest/contracts';
import { grantedAccountExport, type ServiceApp } from '@mathquest/service-kit';
import { z } from 'zod';
import type { exportAccount } from './export-account.js';

/**
 * GET /accounts/{userId}/export: realtime's part of the account's data, for auth, which collects
 * every service's part (docs/product/privacy.md). No user token: answered only to a request
 * carrying auth's export grant for this very account (403 otherwise), and left out of the
 * published API like the other reads only a service makes. Realtime has no HTTP route behind the
 * gateway (only its socket): auth calls this one on the services' network.
 */
export default async function accountExportRoutes(app: ServiceApp, opts: { exportOf: ReturnType<typeof exportAccount>; publicKeyPem: string }): Promise<void> {
  app.get(
    '/accounts/:userId/export',
    { schema: { hide: true, params: z.object({ userId: IdSchema }), response: { 200: RealtimeAccountExportResponseSchema, 403: ErrorEnvelopeSchema } } },
    async (request) => {
      const { userId } = request.params as { userId: string };
      grantedAccountExport(request, opts.publicKeyPem, userId);
      return { success: true as const, data: await opts.exportOf(userId) };
    },
  );
}
