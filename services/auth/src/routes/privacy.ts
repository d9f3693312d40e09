/**
 * Privacy requests about one account (docs/product/privacy.md): its data as one file, its
 * erasure and the erasure's status. Any signed-in user may call them; who may act on which
 * account (itself, a linked parent, the roster's teacher) is the use cases' rule, and anyone else
 * gets 404.
 */
import { AccountErasureResponseSchema, AccountExportSchema, AccountIdParamsSchema, ErrorEnvelopeSchema } from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import type { AuthRouteOptions } from '../use-cases/context.js';
import { erasureStatus } from '../use-cases/privacy/erasure-status.js';
import { exportAccount } from '../use-cases/privacy/export-account.js';
import { requestErasure } from '../use-cases/privacy/request-erasure.js';

const E = ErrorEnvelopeSchema;

/** `mathquest-<username>-<YYYY-MM-DD>.json` (usernames are [a-z0-9_], safe in a header). */
export const exportFileName = (username: string, at: Date) => `mathquest-${username}-${at.toISOString().slice(0, 10)}.json`;

export default async function privacyRoutes(app: ServiceApp, { ctx }: AuthRouteOptions): Promise<void> {
  app.get(
    '/accounts/:userId/export',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['privacy'],
        summary: "Download everything MathQuest holds about an account, as one JSON file (the account itself, a linked parent, or the roster's teacher)",
        params: AccountIdParamsSchema,
        response: { 200: AccountExportSchema, 401: E, 404: E, 503: E },
      },
    },
    async (request, reply) => {
      const { file, username } = await exportAccount(ctx, currentUser(request), request.params.userId);
      void reply.header('content-disposition', `attachment; filename="${exportFileName(username, new Date(file.exportedAt))}"`).header('cache-control', 'no-store');
      return file;
    },
  );

  app.post(
    '/accounts/:userId/erasure',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['privacy'],
        summary: "Erase an account (the account itself, a linked parent, or the roster's teacher); asked again, the same erasure",
        params: AccountIdParamsSchema,
        response: { 202: AccountErasureResponseSchema, 401: E, 404: E },
      },
    },
    async (request, reply) => {
      const erasure = await requestErasure(ctx, currentUser(request), request.params.userId);
      void reply.code(202);
      return { success: true as const, data: erasure };
    },
  );

  app.get(
    '/accounts/:userId/erasure',
    {
      preHandler: app.authenticate,
      schema: { tags: ['privacy'], summary: "An account's erasure: pending, or done", params: AccountIdParamsSchema, response: { 200: AccountErasureResponseSchema, 401: E, 404: E } },
    },
    async (request) => ({ success: true as const, data: await erasureStatus(ctx, currentUser(request), request.params.userId) }),
  );
}
