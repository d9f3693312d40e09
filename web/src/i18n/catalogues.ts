import type { MessageFormatElement } from 'react-intl';
import englishCatalogue from './messages/en.json';
import { PSEUDO_LOCALE, type UiLocale } from './languages';
import { pseudoMessages } from './pseudo';
import { loadTopicNames } from './topic-names';

/** One catalogue: a message per key, compiled to its syntax tree by the build (source text in unit tests). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** The English catalogue, loaded with the app: every key is in it. */
export const englishMessages = englishCatalogue as unknown as Messages;

/** The other catalogues, each its own chunk, loaded only when chosen (English users load no Spanish). */
const LOADERS: Record<Exclude<UiLocale, 'en' | typeof PSEUDO_LOCALE>, () => Promise<{ default: unknown }>> = {
  'es-US': () => import('./messages/es-US.json'),
};

/**
 * The general messages of refusal codes (`refusals.<CODE>`, the `refusals` scope), loaded with the
 * core catalogue of every language but English: an English reader reads the server's own message
 * (./server-error.ts), so English users do not load them.
 */
const REFUSALS: Record<Exclude<UiLocale, 'en' | typeof PSEUDO_LOCALE>, () => Promise<{ default: unknown }>> = {
  'es-US': () => import('./messages/refusals/es-US.json'),
};

/**
 * Pets' names (`pets.name.<id>`, the `pets` scope; ./pet-names.ts), loaded with the core catalogue of
 * every language but English (the scope whole: it is small): the bell and /home name pets on every page, and an English reader
 * reads the server's name, which the English catalogue repeats, so English users do not load them.
 */
const PET_NAMES: Record<Exclude<UiLocale, 'en' | typeof PSEUDO_LOCALE>, () => Promise<{ default: unknown }>> = {
  'es-US': () => import('./messages/pets/es-US.json'),
};

/** Keys already reported missing: each is logged once per page load. */
const reported = new Set<string>();

/**
 * A language's catalogue with English beneath it: a key the language lacks shows its English
 * message, and the gap is logged once (a catalogue check in the unit tests keeps the catalogues
 * whole; this covers a key added since). `english` is the catalogue's English (the core one unless
 * given: a screen's scope passes its own, ./scopes.ts).
 */
export function withEnglishBeneath(locale: UiLocale, own: Messages, english: Messages = englishMessages): Messages {
  const missing = Object.keys(english).filter((k) => !(k in own));
  for (const key of missing) {
    const id = `${locale}:${key}`;
    if (reported.has(id)) continue;
    reported.add(id);
    console.warn(`No ${locale} message for "${key}": shown in English`);
  }
  return { ...english, ...own } as Messages;
}

/**
 * The catalogue of a locale; the pseudo-locale is made from English (with pets' names). Every
 * language but English loads pets' names and the curriculum's topic names with it
 * (./pet-names.ts, ./topic-names.ts), so they are worded from the language's first screen;
 * English readers never load them (the server sends both in English).
 */
export async function loadMessages(locale: UiLocale): Promise<Messages> {
  if (locale === 'en') return englishMessages;
  // The pseudo-locale shows pets' names accented too, from their English.
  if (locale === PSEUDO_LOCALE) return pseudoMessages({ ...englishMessages, ...((await import('./messages/pets/en.json')).default as Messages) }) as Messages;
  const [own, refusals, pets] = await Promise.all([LOADERS[locale](), REFUSALS[locale](), PET_NAMES[locale](), loadTopicNames()]);
  return { ...(refusals.default as Messages), ...(pets.default as Messages), ...withEnglishBeneath(locale, own.default as Messages) } as Messages;
}
