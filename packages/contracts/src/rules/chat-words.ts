/**
 * Swear words, slurs and insults in a chat text (docs/adr/0170). The list and its matching are the
 * maintained `obscenity` library's English data set (with its allow-list of innocent words that
 * contain a listed one, such as "assessment" or "Scunthorpe") and its recommended transformers
 * (letter look-alikes, digits and symbols for letters such as `sh1t` or `$hit`, repeated letters
 * such as `shiiit`), plus the insults a children's game also refuses, added below. On top of it:
 * letters spaced out one by one (`f u c k`, `i.d.i.o.t`) and a word split by a space (`st upid`)
 * are read joined. Works on the plain text of ./chat-text.ts.
 */
import { DataSet, RegExpMatcher, englishDataset, englishRecommendedTransformers, pattern } from 'obscenity';

/** Insults and unkind words beyond the library's list (`|` marks a word boundary). */
const INSULTS = [
  pattern`|stupid`, pattern`idiot`, pattern`|loser`, pattern`|moron`, pattern`|dumb|`, pattern`|dumbass`, pattern`|dumbo|`, pattern`|jerk|`, pattern`|ugly|`, pattern`|kys|`,
  pattern`kill yourself`, pattern`killyourself`, pattern`kill urself`, pattern`|stfu|`, pattern`|wtf|`, pattern`|crap|`, pattern`|damn|`, pattern`|goddamn`, pattern`|hell|`, pattern`|bugger|`,
  pattern`|wanker`, pattern`|dickhead`, pattern`|shitty`, pattern`|sexy`, pattern`|nigga`, pattern`|faggot`, pattern`|prick|`, pattern`|weirdo`,
];

/** Short everyday words never joined with their neighbours ("the pen is red" is not one word). */
const COMMON = new Set(
  'a an and are as at be but by can do for go got he her him his i if in is it its me my no not of oh ok on or our out she so the to too up us was we were who why with yes yet you your'.split(' '),
);

let matcher: RegExpMatcher | undefined;
/** Built on first use: modules that only import the contracts pay nothing. */
function words(): RegExpMatcher {
  matcher ??= new RegExpMatcher({
    ...new DataSet<{ originalWord?: string }>()
      .addAll(englishDataset)
      .addPhrase((p) => INSULTS.reduce((phrase, insult) => phrase.addPattern(insult), p.setMetadata({ originalWord: 'insult' })))
      .build(),
    ...englishRecommendedTransformers,
  });
  return matcher;
}

/** The letter tokens of `plain` (digits and symbols kept: the library reads `sh1t`, `$hit`). */
const tokensOf = (plain: string) => plain.split(/[\s.,;:!?'"()[\]{}<>/\\|_*~^=+-]+/u).filter(Boolean);

/** True when a listed word is in `plain`, also spaced out or split. */
export function hasBlockedWord(plain: string): boolean {
  const m = words();
  if (m.hasMatch(plain)) return true;
  const tokens = tokensOf(plain);
  // Letters spaced out one by one: "f u c k", "i.d.i.o.t".
  let run = '';
  for (const t of [...tokens, '']) {
    if (t.length === 1) run += t;
    else {
      if (run.length > 2 && m.hasMatch(run)) return true;
      run = '';
    }
  }
  // A word split in two or three pieces ("st upid", "stu pi d"): the joined pieces must be the
  // whole listed word, and no piece an everyday word.
  for (let i = 0; i < tokens.length; i++) {
    let joined = tokens[i]!;
    if (COMMON.has(joined)) continue;
    for (let j = i + 1; j < Math.min(tokens.length, i + 3); j++) {
      const next = tokens[j]!;
      if (COMMON.has(next)) break;
      joined += next;
      for (const match of m.getAllMatches(joined)) if (match.startIndex === 0 && match.endIndex === joined.length - 1) return true;
    }
  }
  return false;
}
