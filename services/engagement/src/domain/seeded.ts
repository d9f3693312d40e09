import { createHash } from 'node:crypto';

/**
 * Reproducible randomness: numbers drawn from a SHA-256 of a text, so the same student, day or
 * event always draws the same quests, chest or rarity (a redelivered event decides the same).
 */
export function hashFraction(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 0x1_0000_0000;
}

/** A sequence of fractions in [0, 1) seeded by a text. */
export function seededSequence(seed: string): () => number {
  let i = 0;
  return () => hashFraction(`${seed}#${i++}`);
}
