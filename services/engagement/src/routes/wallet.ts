import { ChildrenWalletsResponseSchema, WalletResponseSchema } from '@mathquest/contracts';
import { currentUser, grantedChildren, type ServiceApp } from '@mathquest/service-kit';
import type { GetChildrenWallets } from '../use-cases/get-children-wallets.js';
import type { GetWallet } from '../use-cases/get-wallet.js';
import { studentsOnly } from './shared.js';

/** GET /wallet: the student's coins, gems and wallet version (students only). GET /children/wallets: a parent's children's, with auth's grant. */
export default async function walletRoutes(app: ServiceApp, opts: { getWallet: GetWallet; getChildrenWallets: GetChildrenWallets; publicKeyPem: string }): Promise<void> {
  app.get(
    '/wallet',
    { preHandler: studentsOnly(app), schema: { tags: ['wallet'], summary: "The student's wallet", response: { 200: WalletResponseSchema } } },
    async (request) => ({ success: true as const, data: await opts.getWallet(currentUser(request).id) }),
  );

  // Read by the gateway for a parent's children view, with the grant auth signed (docs/adr/0029).
  app.get(
    '/children/wallets',
    { preHandler: app.requireRole('PARENT'), schema: { hide: true, response: { 200: ChildrenWalletsResponseSchema } } },
    async (request) => {
      const children = grantedChildren(request, opts.publicKeyPem, currentUser(request).id);
      return { success: true as const, data: { children: await opts.getChildrenWallets(children.map((c) => c.id)) } };
    },
  );
}
