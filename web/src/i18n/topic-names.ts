/**
 * The curriculum's topic and subtopic names in the language on show (docs/product/i18n.md): the
 * server sends the English name, which stays the identifier (a room's topic, a report's row), and
 * the screen shows its name from the maths package's table (`@mathquest/maths/topics`), English
 * for a name the table does not know. The pseudo-locale shows the English name as it shows a
 * catalogue message (accented, longer, in brackets), so that plain English on a pseudo screen
 * stays the sign of a string outside the catalogues.
 */
import { subtopicName, topicName } from '@mathquest/maths/topics';
import type { IntlShape } from 'react-intl';
import { shownLocaleNow } from './intl-now';
import { PSEUDO_LOCALE } from './languages';
import { pseudoText } from './pseudo';

export interface TopicNames {
  topic(name: string): string;
  subtopic(name: string): string;
}

/** The names for the formatter's language (`useI18n()`'s, or `intlNow()`'s). */
export function topicNames(intl: Pick<IntlShape, 'locale'>): TopicNames {
  // The pseudo-locale formats as English (`formattingLocale`): the app's provider says when it is on show.
  if (intl.locale === PSEUDO_LOCALE || (intl.locale === 'en' && shownLocaleNow() === PSEUDO_LOCALE)) {
    const pseudo = (name: string) => `[${pseudoText(name)}]`;
    return { topic: pseudo, subtopic: pseudo };
  }
  return { topic: (name) => topicName(name, intl.locale), subtopic: (name) => subtopicName(name, intl.locale) };
}
