/** Engagement's part of an account export (docs/product/privacy.md), for auth only. */
import { AccountIdParamsSchema, EngagementAccountExportResponseSchema, ErrorEnvelopeSchema } from '@mathquest/contracts';
import { requireAccountExportGrant, type ServiceApp } from '@mathquest/service-kit';
import type { exportAccount } from './export-account.js';

/**
 * GET /accounts/{userId}/export: engagement's part of the account's data, for auth, which collects
 * every service's part. Opened by auth's export grant for this account alone (403 otherwise); no
 * user's token is a key, and the gateway drops the grant's header.
 */
export default async function accountExportRoutes(app: ServiceApp, opts: { exportOf: ReturnType<typeof exportAccount>; publicKeyPem: string }): Promise<void> {
  app.get(
    '/accounts/:userId/export',
    {
      preHandler: requireAccountExportGrant(opts.publicKeyPem),
      schema: { tags: ['privacy'], summary: "Engagement's part of an account's export", params: AccountIdParamsSchema, response: { 200: EngagementAccountExportResponseSchema, 403: ErrorEnvelopeSchema } },
    },
    async (request) => ({ success: true as const, data: await opts.exportOf(request.params.userId) }),
  );
}
