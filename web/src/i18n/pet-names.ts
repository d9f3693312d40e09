import type { IntlShape } from 'react-intl';

/**
 * A pet's name in the reader's language (docs/product/i18n.md, "Content names"; docs/adr/0191):
 * pets are the game's content, each named by the game (a child cannot rename one), so the name is
 * worded by the pet's id (`pets.name.<id>`, the `pets` scope). The bell, /home, /solo, /pets, the
 * shop and the pass all show pets: the names are loaded with the core catalogue of every language
 * but English (./catalogues.ts), and an English reader reads the server's name, which the English
 * catalogue repeats. An id the catalogue lacks (a new pet) shows the server's name.
 */
export function petName(intl: IntlShape, id: string, sent: string): string {
  const key = `pets.name.${id}`;
  return key in intl.messages ? intl.formatMessage({ id: key }) : sent;
}
