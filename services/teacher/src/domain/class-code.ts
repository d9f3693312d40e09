import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH } from '@mathquest/contracts';

/**
 * Class codes (docs/adr/0082): 6 characters from an alphabet without 0/O and 1/I/L, so a code
 * read from the board is typed right; entered in any case. Uniqueness is the storage's unique
 * index: a collision is retried with a new code.
 */
export function newClassCode(random: () => number): string {
  let code = '';
  for (let i = 0; i < CLASS_CODE_LENGTH; i++) code += CLASS_CODE_ALPHABET[Math.floor(random() * CLASS_CODE_ALPHABET.length)];
  return code;
}

/** A code as typed (any case, spaces around it) in the stored form, or null when it cannot be a class code. */
export function normalizeClassCode(entered: string): string | null {
  const code = entered.trim().toUpperCase();
  if (code.length !== CLASS_CODE_LENGTH) return null;
  for (const ch of code) if (!CLASS_CODE_ALPHABET.includes(ch)) return null;
  return code;
}
