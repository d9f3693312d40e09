import { z } from 'zod';
import { successEnvelope } from '../common.js';

/**
 * HTTP contracts of the engagement service (routes under /api/engagement). Engagement is the
 * single owner of coins and gems (docs/architecture.md, data ownership).
 */

/** A student's wallet; `version` grows with every balance change (orders engagement.wallet.changed). */
export const WalletSchema = z.object({ coins: z.number().int(), gems: z.number().int(), version: z.number().int() });
export type Wallet = z.infer<typeof WalletSchema>;

/** GET /api/engagement/wallet */
export const WalletResponseSchema = successEnvelope(WalletSchema);
export type WalletResponse = z.infer<typeof WalletResponseSchema>;

/** GET /api/engagement/children/wallets with a parent's children grant (docs/adr/0029): read by the gateway for the children view. */
export const ChildrenWalletsResponseSchema = successEnvelope(z.object({ children: z.array(WalletSchema.extend({ id: z.string() })) }));
export type ChildrenWalletsResponse = z.infer<typeof ChildrenWalletsResponseSchema>;
