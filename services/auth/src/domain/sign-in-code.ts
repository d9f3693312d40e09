/**
 * A classroom's sign-in code (docs/adr/0200): 8 characters of SIGN_IN_CODE_ALPHABET, stored bare
 * and shown as ABCD-EFGH. Apart from the teacher service's join code: it opens the class list, so
 * it is longer, the teacher turns it on, off, or renews it, and only auth knows it.
 */
import { SIGN_IN_CODE_ALPHABET, SIGN_IN_CODE_LENGTH } from '@mathquest/contracts';

export function newSignInCode(randomInt: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < SIGN_IN_CODE_LENGTH; i++) code += SIGN_IN_CODE_ALPHABET[randomInt(SIGN_IN_CODE_ALPHABET.length)];
  return code;
}

/** ABCDEFGH → ABCD-EFGH. */
export function formatSignInCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
