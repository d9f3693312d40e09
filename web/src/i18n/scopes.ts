import type { Language } from '@mathquest/contracts';
import { englishMessages, withEnglishBeneath, type Messages } from './catalogues';
import { PSEUDO_LOCALE, type UiLocale } from './languages';
import { pseudoMessages } from './pseudo';

/**
 * The catalogues of the screens (docs/product/i18n.md, "Where a string goes"; ADR 0257): one per
 * feature folder of the web app, each in `messages/<scope>/<language>.json`, each its own chunk,
 * loaded when a screen of the feature is shown. The shell, sign-in, sign-up, profile and the
 * shared components read the core catalogue (`messages/<language>.json`), which the app loads first.
 */
export const MESSAGE_SCOPES = [
  'adventure', 'avatar', 'challenges', 'classes', 'content', 'guild', 'home', 'homebase', 'landing', 'multiplayer', 'parent', 'pets', 'practice', 'refusals', 'shop', 'social', 'teacher',
] as const;
export type MessageScope = (typeof MESSAGE_SCOPES)[number];

type Loader = () => Promise<{ default: unknown }>;

/** Each scope's catalogues, one loader per language (Vite makes each file its own chunk). */
const LOADERS: Record<MessageScope, Record<Language, Loader>> = {
  adventure: { en: () => import('./messages/adventure/en.json'), 'es-US': () => import('./messages/adventure/es-US.json') },
  avatar: { en: () => import('./messages/avatar/en.json'), 'es-US': () => import('./messages/avatar/es-US.json') },
  challenges: { en: () => import('./messages/challenges/en.json'), 'es-US': () => import('./messages/challenges/es-US.json') },
  classes: { en: () => import('./messages/classes/en.json'), 'es-US': () => import('./messages/classes/es-US.json') },
  content: { en: () => import('./messages/content/en.json'), 'es-US': () => import('./messages/content/es-US.json') },
  guild: { en: () => import('./messages/guild/en.json'), 'es-US': () => import('./messages/guild/es-US.json') },
  home: { en: () => import('./messages/home/en.json'), 'es-US': () => import('./messages/home/es-US.json') },
  homebase: { en: () => import('./messages/homebase/en.json'), 'es-US': () => import('./messages/homebase/es-US.json') },
  landing: { en: () => import('./messages/landing/en.json'), 'es-US': () => import('./messages/landing/es-US.json') },
  multiplayer: { en: () => import('./messages/multiplayer/en.json'), 'es-US': () => import('./messages/multiplayer/es-US.json') },
  parent: { en: () => import('./messages/parent/en.json'), 'es-US': () => import('./messages/parent/es-US.json') },
  pets: { en: () => import('./messages/pets/en.json'), 'es-US': () => import('./messages/pets/es-US.json') },
  practice: { en: () => import('./messages/practice/en.json'), 'es-US': () => import('./messages/practice/es-US.json') },
  refusals: { en: () => import('./messages/refusals/en.json'), 'es-US': () => import('./messages/refusals/es-US.json') },
  shop: { en: () => import('./messages/shop/en.json'), 'es-US': () => import('./messages/shop/es-US.json') },
  social: { en: () => import('./messages/social/en.json'), 'es-US': () => import('./messages/social/es-US.json') },
  teacher: { en: () => import('./messages/teacher/en.json'), 'es-US': () => import('./messages/teacher/es-US.json') },
};

/**
 * A scope's load, marked fulfilled with its messages once done in the fields React's `use` reads
 * (`status`, `value`), so a component given a loaded scope reads it in the same render.
 */
type ScopeLoad = Promise<Messages> & { status?: 'fulfilled'; value?: Messages };

const pending = new Map<string, ScopeLoad>();
const ready = new Map<string, Messages>();
/** Counts the catalogues loaded, so a cache of `loadedEnglish()` knows when it is stale. */
let loads = 0;

const keyOf = (scope: MessageScope, locale: UiLocale) => `${scope}:${locale}`;

async function fetchScope(scope: MessageScope, locale: UiLocale): Promise<Messages> {
  const english = (await LOADERS[scope].en()).default as Messages;
  if (locale === 'en') return english;
  if (locale === PSEUDO_LOCALE) return pseudoMessages(english) as Messages;
  try {
    const own = (await LOADERS[scope][locale]()).default as Messages;
    return withEnglishBeneath(locale, own, english);
  } catch (err) {
    // A translation that cannot load (offline): the screen stays readable in English.
    console.warn(`The ${locale} messages of ${scope} could not be loaded; showing English`, err);
    return english;
  }
}

/** A scope's messages in a locale (English beneath a translation), fetched once and kept. */
export function loadScope(scope: MessageScope, locale: UiLocale): Promise<Messages> {
  const key = keyOf(scope, locale);
  let promise = pending.get(key);
  if (!promise) {
    const load: ScopeLoad = fetchScope(scope, locale).then((messages) => {
      ready.set(key, messages);
      loads++;
      Object.assign(load, { status: 'fulfilled', value: messages });
      return messages;
    });
    promise = load;
    // A failed load is tried again the next time a screen asks.
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/** A scope's messages if already loaded, else undefined. */
export function loadedScope(scope: MessageScope, locale: UiLocale): Messages | undefined {
  return ready.get(keyOf(scope, locale));
}

/**
 * Every English message loaded so far, core and scopes, with a number that changes when more are
 * loaded: what a component drawn outside the app's provider reads.
 */
export function loadedEnglish(): { messages: Messages; version: number } {
  const scopes = MESSAGE_SCOPES.map((s) => ready.get(keyOf(s, 'en'))).filter((m): m is Messages => m !== undefined);
  return { messages: Object.assign({}, englishMessages, ...scopes) as Messages, version: loads };
}

/** Loads every scope's English: unit tests draw a component with no provider and no loading screen (testing/test-utils.tsx). */
export async function loadAllEnglish(): Promise<void> {
  await Promise.all(MESSAGE_SCOPES.map((s) => loadScope(s, 'en')));
}
