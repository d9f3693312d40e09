import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum in the typings, which isolated modules cannot read). */
const ARGON2ID = 2;
import type { PasswordHashingConfig } from '../config.js';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spend the same time as a real check, for unknown emails (no user-enumeration by timing). */
  verifyDummy(password: string): Promise<false>;
}

/** argon2id (RFC 9106) with the configured cost; salt is random per hash and encoded in it. */
export async function createPasswordHasher(cfg: PasswordHashingConfig): Promise<PasswordHasher> {
  const options = { algorithm: ARGON2ID, memoryCost: cfg.memoryCost, timeCost: cfg.timeCost, parallelism: 1 };
  const dummyHash = await hash('not-a-real-password-just-for-timing', options);
  const safeVerify = async (h: string, password: string) => {
    try {
      return await verify(h, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => hash(password, options),
    verify: safeVerify,
    async verifyDummy(password) {
      await safeVerify(dummyHash, password);
      return false;
    },
  };
}
