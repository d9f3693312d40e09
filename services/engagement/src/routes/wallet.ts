import { ChildrenWalletsResponseSchema, ErrorEnvelopeSchema, WalletResponseSchema } from '@mathquest/contracts';
import { currentUser, grantedChildren, type ServiceApp } from '@mathquest/service-kit';
import type { GetChildrenWallets } from '../use-cases/get-children-wallets.js';
import type { GetWallet } from '../use-cases/get-wallet.js';

/** GET /wallet: the signed-in user's coins, gems and wallet version. GET /children/wallets: a parent's children's, with auth's grant. */
export default async function walletRoutes(app: ServiceApp, opts: { getWallet: GetWallet; getChildrenWallets: GetChildrenWallets; publicKeyPem: string }): Promise<void> {
  app.get(
    '/wallet',
    { preHandler: app.authenticate, schema: { tags: ['wallet'], summary: "The signed-in user's wallet", response: { 200: WalletResponseSchema, 401: ErrorEnvelopeSchema } } },
    async (request) => ({ success: true as const, data: await opts.getWallet(currentUser(request).id) }),
  );

  // Read by the gateway for a parent's children view, with the grant auth signed (docs/adr/0029).
  app.get(
    '/children/wallets',
    { preHandler: [app.authenticate, app.requireRole('PARENT')], schema: { hide: true, response: { 200: ChildrenWalletsResponseSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema } } },
    async (request) => {
      const children = grantedChildren(request, opts.publicKeyPem, currentUser(request).id);
      return { success: true as const, data: { children: await opts.getChildrenWallets(children.map((c) => c.id)) } };
    },
  );
}
