/**
 * Contact details in a chat text (docs/adr/0170): links and web addresses, e-mail addresses and
 * phone numbers, found by their shape rather than by a list of endings, in the plain text of
 * ./chat-text.ts. Every pattern here is linear or bounded (no nested repetition that can
 * backtrack without end), because the filter runs on every message.
 */

/** Endings said aloud ("name dot com", "name. com"); written endings are found by shape. */
const SPOKEN_ENDINGS = 'com|net|org|edu|gov|io|co|uk|us|ca|au|de|fr|ru|me|gg|tv|ly|dev|app|xyz|info|biz|site|online|link|live|club|fun|store|tech|ai|game|games';

/** Obfuscated dots and at-signs, and spelled-out digits, written back as what they stand for. */
const DOT_WORD = /\s*[([{<]\s*(?:dot|\.)\s*[)\]}>]\s*/g;
const AT_WORD = /\s*[([{<]\s*(?:at|@)\s*[)\]}>]\s*/g;
const SPOKEN_DOT = new RegExp(`\\s+dot\\s+(?=(?:${SPOKEN_ENDINGS})\\b)`, 'g');
const SPACED_ENDING = new RegExp(`\\.\\s+(?=(?:${SPOKEN_ENDINGS})\\b)`, 'g');
const OTHER_DOTS = /[。｡︒⸱·•∙⋅․‧]/g;
const SPACED_DOT = /\s+\.\s*(?=[\p{L}\p{N}])/gu;
const SPACED_AT = /\s*@\s*/g;
const DIGIT_WORDS: Readonly<Record<string, string>> = { zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9' };
const DIGIT_WORD = /\b(?:zero|one|two|three|four|five|six|seven|eight|nine)\b/g;

const LINK_SCHEME = /\bh[tx]{2}ps?\b|:\/\/|\bwww\d?\./;
/** `label.label`, the last one of 2–24 letters (any script), not inside a longer word or number. */
const DOMAIN = /(?:^|[^\p{L}\p{N}@_-])[\p{L}\p{N}][\p{L}\p{N}-]{0,62}\.(?:[\p{L}\p{N}-]{1,63}\.){0,4}\p{L}{2,24}(?![\p{L}\p{N}])/u;
const IP_ADDRESS = /\b\d{1,3}(?:\.\d{1,3}){3}\b/;
const EMAIL = /[\p{L}\p{N}._%+-]@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,24}/u;

/**
 * Digits with what may stand between the digits of one phone number: up to three spaces, dashes,
 * dots, slashes, underscores or brackets, or one comma (a comma and a space separate a list).
 */
const NUMBER_RUN = /\+?\d(?:(?:,|[\s\-./_()]{1,3})?\d)*/g;
/** Numbers that are maths or dates, not phone numbers, however many digits they have. */
const THOUSANDS = /^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/;
const DECIMAL = /^\d{1,2}\.\d+$/;
/** Years side by side ("2024 2025"), also in names. */
const YEARS = /^(?:19|20)\d\d(?:[\s\-/_]{1,3}(?:19|20)\d\d)*$/;
const YEAR = /\b(?:19|20)\d\d\b/g;
const DATE = /^(?:\d{1,2}[/.-]\d{1,2}[/.-](?:\d{2}|\d{4})|\d{4}[/.-]\d{1,2}[/.-]\d{1,2})$/;

export type ContactKind = 'LINK' | 'EMAIL' | 'PHONE';

/** What an obfuscated text says, for the contact checks: dots, at-signs and digits undisguised. */
export function contactSkeleton(plain: string): string {
  return plain
    .replace(OTHER_DOTS, '.')
    .replace(DOT_WORD, '.')
    .replace(AT_WORD, '@')
    .replace(SPOKEN_DOT, '.')
    .replace(SPACED_ENDING, '.')
    .replace(SPACED_DOT, '.')
    .replace(SPACED_AT, '@')
    .replace(DIGIT_WORD, (w) => DIGIT_WORDS[w]!);
}

/** True when a run of digits is a phone number: 7 or more digits, unless it is a maths number or a date. */
function isPhoneRun(run: string): boolean {
  const trimmed = run.replace(/[\s\-./_,()]+$/, '');
  const digits = trimmed.replace(/\D/g, '').length;
  if (digits < 7) return false;
  return !(THOUSANDS.test(trimmed) || DECIMAL.test(trimmed) || DATE.test(trimmed) || YEARS.test(trimmed));
}

export interface ContactOptions {
  /**
   * A name (guild or event name): short, shown to every student, and without a reason to hold a
   * number that long, so 7 digits anywhere in it count as a phone number, whatever stands between
   * (years such as 2024 are not counted).
   */
  name?: boolean;
}

/** Which contact detail `plain` holds, or null. */
export function contactIn(plain: string, opts: ContactOptions = {}): ContactKind | null {
  const text = contactSkeleton(plain);
  // "kid at gmail dot com" is refused as the web address it holds: a bare "at" is too common to read as @.
  if (EMAIL.test(text)) return 'EMAIL';
  if (LINK_SCHEME.test(text) || IP_ADDRESS.test(text) || DOMAIN.test(text)) return 'LINK';
  if (opts.name && (text.replace(YEAR, '').match(/\d/g)?.length ?? 0) >= 7) return 'PHONE';
  // Digits kept apart only by spaces: "5 5 5 1 2 3 4" once the spaces are gone.
  for (const run of text.match(NUMBER_RUN) ?? []) if (isPhoneRun(run)) return 'PHONE';
  return null;
}
