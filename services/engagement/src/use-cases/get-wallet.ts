import type { Wallet } from '@mathquest/contracts';
import type { mongo } from 'mongoose';
import { getWallet as readWallet, type WalletDoc } from '../repositories/wallets-repository.js';

export type GetWallet = (userId: string) => Promise<Wallet>;

/** A user's balances; a user without a wallet yet has an empty one (version 0). */
export function getWallet(wallets: mongo.Collection<WalletDoc>): GetWallet {
  return (userId) => readWallet(wallets, userId);
}
