import { createHash } from 'node:crypto';

/**
 * A UUID (version-5 layout) derived from a name, so an event rebuilt by a retry keeps its id and
 * JetStream, and every consumer keyed by event id, sees it as the same event:
 * sha1("mathquest:<namespace>:<name>"), laid out as a UUID with version 5 and the RFC 4122 variant.
 *
 * These ids are de-duplication keys already stored in outboxes, wallets and streams: the
 * algorithm and the namespaces (`game`, `engagement`) must never change, or events credited
 * before a deploy would count again after it (./derived-id.test.ts pins known ids).
 */
export function derivedId(namespace: string, name: string): string {
  const h = createHash('sha1').update(`mathquest:${namespace}:${name}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
