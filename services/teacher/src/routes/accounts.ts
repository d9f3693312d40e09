/** The teacher service's part of an account export (docs/product/privacy.md), for auth only. */
import { AccountIdParamsSchema, ErrorEnvelopeSchema, TeacherAccountExportResponseSchema } from '@mathquest/contracts';
import { requireAccountExportGrant, type ServiceApp } from '@mathquest/service-kit';
import type { AccountsRepository } from '../repositories/accounts.js';
import { exportAccount } from '../use-cases/accounts/export-account.js';

export default async function accountRoutes(app: ServiceApp, { accounts, publicKeyPem }: { accounts: AccountsRepository; publicKeyPem: string }): Promise<void> {
  // Opened by auth's export grant for this account alone; no user's token is a key (the gateway drops the grant header).
  app.get(
    '/accounts/:userId/export',
    {
      preHandler: requireAccountExportGrant(publicKeyPem),
      schema: { tags: ['privacy'], summary: "The teacher service's part of an account's export", params: AccountIdParamsSchema, response: { 200: TeacherAccountExportResponseSchema, 403: ErrorEnvelopeSchema } },
    },
    async (request) => ({ success: true as const, data: await exportAccount(accounts, request.params.userId) }),
  );
}
