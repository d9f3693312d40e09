/**
 * A write refused by a unique index (MongoDB's error 11000): a concurrent insert won. A leaf of
 * the repositories, so the one that opens the collections (collections.ts, which names every
 * document type) and the ones that write them do not import each other.
 */
export function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}
