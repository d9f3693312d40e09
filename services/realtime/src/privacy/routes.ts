/** Realtime's part of an account export (docs/product/privacy.md), for auth only. */
import { AccountIdParamsSchema, ErrorEnvelopeSchema, RealtimeAccountExportResponseSchema } from '@mathquest/contracts';
import { requireAccountExportGrant, type ServiceApp } from '@mathquest/service-kit';
import type { exportAccount } from './export-account.js';

/**
 * GET /accounts/{userId}/export: realtime's part of the account's data, for auth, which collects
 * every service's part. Opened by auth's export grant for this account alone (403 otherwise). The
 * gateway forwards `/api/realtime` but drops the grant's header, so through it this is 403 to every
 * caller; auth calls it on the services' network.
 */
export default async function accountExportRoutes(app: ServiceApp, opts: { exportOf: ReturnType<typeof exportAccount>; publicKeyPem: string }): Promise<void> {
  app.get(
    '/accounts/:userId/export',
    {
      preHandler: requireAccountExportGrant(opts.publicKeyPem),
      schema: { tags: ['privacy'], summary: "Realtime's part of an account's export", params: AccountIdParamsSchema, response: { 200: RealtimeAccountExportResponseSchema, 403: ErrorEnvelopeSchema } },
    },
    async (request) => ({ success: true as const, data: await opts.exportOf(request.params.userId) }),
  );
}
