/**
 * The roster preview's problems in the reader's language (docs/product/i18n.md): the server sends
 * each problem as an English sentence and as a code with parameters (`problemCodes`,
 * `fileProblemCodes`, index for index); the screen words the code from the teacher catalogue, and
 * shows the server's sentence for a problem without a code (an older server) or without a message.
 */
import type { RosterFileProblem, RosterPreview, RosterPreviewRow, RosterRowProblem } from '@mathquest/contracts';
import type { IntlShape } from 'react-intl';

function worded(intl: IntlShape, prefix: string, sentences: readonly string[], codes: ReadonlyArray<RosterRowProblem | RosterFileProblem> | undefined): string[] {
  if (!codes || codes.length !== sentences.length) return [...sentences];
  return codes.map((c, i) => {
    const id = `${prefix}.${c.code}`;
    return intl.messages[id] === undefined ? sentences[i]! : intl.formatMessage({ id }, c.params);
  });
}

/** A row's problems, each worded in the formatter's language. */
export function rowProblemTexts(intl: IntlShape, row: Pick<RosterPreviewRow, 'problems' | 'problemCodes'>): string[] {
  return worded(intl, 'teacher.roster.problem', row.problems, row.problemCodes);
}

/** The file's problems (nothing can be confirmed then), each worded in the formatter's language. */
export function fileProblemTexts(intl: IntlShape, preview: Pick<RosterPreview, 'fileProblems' | 'fileProblemCodes'>): string[] {
  return worded(intl, 'teacher.roster.fileProblem', preview.fileProblems, preview.fileProblemCodes);
}
