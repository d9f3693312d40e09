import type { Wallet } from '@mathquest/contracts';
import type { mongo } from 'mongoose';
import { getWallets, type WalletDoc } from '../repositories/wallets-repository.js';

export type GetChildrenWallets = (childIds: readonly string[]) => Promise<Array<Wallet & { id: string }>>;

/** The balances of the children a parent's grant names (docs/adr/0029-answer-path-five-operations.md). */
export function getChildrenWallets(wallets: mongo.Collection<WalletDoc>): GetChildrenWallets {
  return (childIds) => getWallets(wallets, childIds);
}
