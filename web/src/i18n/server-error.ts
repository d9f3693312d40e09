import type { IntlShape } from 'react-intl';
import { isApiError } from '../lib/api-client';

/** What the web app keeps of a refusal to word it: the server's stable code, the field it names, and whether its message came from the server. */
export interface ErrorFacts {
  code: string;
  field?: string;
  /** The server's own message (English), shown when the code has no message in the catalogue. */
  message: string;
  fromServer: boolean;
}

export function errorFactsOf(err: unknown): ErrorFacts | null {
  if (!isApiError(err)) return null;
  return { code: err.code, ...(err.field ? { field: err.field } : {}), message: err.message, fromServer: err.fromServer };
}

/**
 * A server's refusal in the reader's language (docs/product/i18n.md): the catalogue's message for
 * its code (`error.<CODE>.<field>` first, the field being the one the server named or else
 * `field`, the one the screen asks about; then `error.<CODE>`). A code without such a message: an
 * English reader reads the server's own message (English, and often more precise), any other
 * reader the code's general message (`refusals.<CODE>`, loaded with the core catalogue of every
 * language but English: every code the services declare has one);
 * a code the catalogue does not know at all, the server's message. Anything that is not the
 * server's refusal (no answer, a time-out) is the screen's fallback message.
 */
export function wordError(intl: IntlShape, facts: ErrorFacts | null, fallbackKey: string, field?: string): string {
  if (facts?.fromServer) {
    const named = facts.field ?? field;
    for (const key of named ? [`error.${facts.code}.${named}`, `error.${facts.code}`] : [`error.${facts.code}`]) {
      if (key in intl.messages) return intl.formatMessage({ id: key });
    }
    const general = `refusals.${facts.code}`;
    if (facts.message && intl.locale === 'en') return facts.message;
    if (general in intl.messages) return intl.formatMessage({ id: general });
    if (facts.message) return facts.message;
  }
  return intl.formatMessage({ id: fallbackKey });
}
