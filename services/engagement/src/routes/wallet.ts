import { ErrorEnvelopeSchema, WalletResponseSchema } from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import type { GetWallet } from '../use-cases/get-wallet.js';

/** GET /wallet: the signed-in user's coins, gems and wallet version. */
export default async function walletRoutes(app: ServiceApp, opts: { getWallet: GetWallet }): Promise<void> {
  app.get(
    '/wallet',
    { preHandler: app.authenticate, schema: { tags: ['wallet'], summary: "The signed-in user's wallet", response: { 200: WalletResponseSchema, 401: ErrorEnvelopeSchema } } },
    async (request) => ({ success: true as const, data: await opts.getWallet(currentUser(request).id) }),
  );
}
