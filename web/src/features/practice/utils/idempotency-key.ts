/**
 * A fresh Idempotency-Key for POST /api/game/problem/submit. The game service accepts 1 to 128
 * characters of [A-Za-z0-9._:-]; a UUID fits.
 */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https or localhost). A school serving MathQuest
  // over plain http on its network still has getRandomValues, so build the same v4 UUID from it.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
