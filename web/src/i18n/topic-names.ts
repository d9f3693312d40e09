/**
 * The curriculum's topic and subtopic names in the language on show (docs/product/i18n.md): the
 * server sends the English name, which stays the identifier (a room's topic, a report's row), and
 * the screen shows its name from the maths package's table (`@mathquest/maths/topics`), English
 * for a name the table does not know. The pseudo-locale shows the English name as it shows a
 * catalogue message (accented, longer, in brackets), so that plain English on a pseudo screen
 * stays the sign of a string outside the catalogues.
 *
 * The table is its own chunk, loaded with the catalogue of every language but English
 * (./catalogues.ts, `loadMessages`): /home shows quests, and an English reader's first load stays
 * within its JavaScript budget (docs/adr/0037). Until it is loaded a name shows as sent.
 */
import type { IntlShape } from 'react-intl';
import { shownLocaleNow } from './locale-on-show';
import { PSEUDO_LOCALE } from './languages';
import { pseudoText } from './pseudo';

type TopicTable = Pick<typeof import('@mathquest/maths/topics'), 'topicName' | 'subtopicName'>;

let table: TopicTable | undefined;
let loading: Promise<void> | undefined;

/** Loads the topic table once; a failed load is logged and tried again at the next call (names show as sent meanwhile). */
export function loadTopicNames(): Promise<void> {
  loading ??= import('@mathquest/maths/topics').then(
    (module) => {
      table = module;
    },
    (err: unknown) => {
      loading = undefined;
      console.warn('Topic names not loaded', err);
    },
  );
  return loading;
}

/** Whether the table is loaded (names are worded) or not yet (names show as sent). */
export function topicNamesLoaded(): boolean {
  return table !== undefined;
}

export interface TopicNames {
  topic(name: string): string;
  subtopic(name: string): string;
}

/** The names for the formatter's language (`useI18n()`'s, or `intlNow()`'s): as sent until the table is loaded. */
export function topicNames(intl: Pick<IntlShape, 'locale'>): TopicNames {
  // The pseudo-locale formats as English (`formattingLocale`): the app's provider says when it is on show.
  if (intl.locale === PSEUDO_LOCALE || (intl.locale === 'en' && shownLocaleNow() === PSEUDO_LOCALE)) {
    const pseudo = (name: string) => `[${pseudoText(name)}]`;
    return { topic: pseudo, subtopic: pseudo };
  }
  return {
    topic: (name) => (table ? table.topicName(name, intl.locale) : name),
    subtopic: (name) => (table ? table.subtopicName(name, intl.locale) : name),
  };
}
