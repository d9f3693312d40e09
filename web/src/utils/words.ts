/**
 * Words of the web app (docs/product/web.md, wording). Counted words, places, articles and lists
 * come from the shared message helper of the contracts, so the servers' messages and the screens
 * say them alike.
 */
import { plural } from '@mathquest/contracts';

export { listText, ordinalText, plural, pluralWord, withArticle } from '@mathquest/contracts';

/** '0 days', '1 day', '12 days'. */
export const daysText = (n: number) => plural(n, 'day');
