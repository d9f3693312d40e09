/**
 * The digest an account's erasure names its marker by (docs/adr/0236): SHA-256 of the id, so the
 * marker stops late facts about the account without any key or value holding the id itself.
 */
import { createHash } from 'node:crypto';

export const erasedDigest = (userId: string): string => createHash('sha256').update(userId).digest('hex');
