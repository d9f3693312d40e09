/**
 * Helpers for remembering, inside an owner document, which events were applied: ids filed by the
 * UTC day their event occurred, kept for as long as a redelivery could still arrive (the wallet's
 * credits, docs/adr/0049; the game's XP grants, docs/adr/0072).
 */

/** The UTC day of an instant, YYYY-MM-DD (sorts as the days do). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * A UUID's 16 bytes in base64url (22 characters instead of 36), so a day of ids takes less room
 * in the document that remembers them. Lossless: two ids are equal exactly when their compact
 * forms are (case-insensitive hex). Anything that is not a UUID is kept as it is.
 */
export function compactId(id: string): string {
  const hex = id.replace(/-/g, '');
  return id.length === 36 && /^[0-9a-f]{32}$/i.test(hex) ? Buffer.from(hex, 'hex').toString('base64url') : id;
}
