/**
 * Random tags for names other students read (guild names). Consonants only: the name filter reads
 * 7 digits anywhere in a name as a phone number. Consonants alone can still spell what the filter
 * refuses (a run like "fck" is read as a masked word, about one tag in 170), so a tag is drawn
 * again until the product's own filter lets the name through (docs/adr/0170).
 */
import { chatRefusal } from '@mathquest/contracts/chat-filter';

const CONSONANTS = 'bcdfghjkmnpqrtvwz';

const draw = (length: number) => Array.from({ length }, () => CONSONANTS[Math.floor(Math.random() * CONSONANTS.length)]).join('');

/** `prefix` and a random tag of 8 consonants, a name the guild filter accepts. */
export function kindName(prefix: string): string {
  for (;;) {
    const name = `${prefix}${draw(8)}`;
    if (chatRefusal(name, { name: true }) === null) return name;
  }
}
