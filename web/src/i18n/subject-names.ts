import type { IntlShape } from 'react-intl';

/** A subject's value in the `teacher.subjectName` and `classes.subjectName` messages' select (an ICU selector has no hyphen). */
const SUBJECT_WORD: Record<string, string> = { Math: 'math', Algebra: 'algebra', Geometry: 'geometry', 'Pre-Algebra': 'preAlgebra' };

/**
 * A classroom's subject as the server sends it (Math, Algebra, Geometry, Pre-Algebra) in the
 * reader's language, by `messageId` (a select on `subject` in the screen's scope); an unknown one as
 * it came.
 */
export function subjectName(intl: IntlShape, subject: string, messageId: 'teacher.subjectName' | 'classes.subjectName'): string {
  return SUBJECT_WORD[subject] ? intl.formatMessage({ id: messageId }, { subject: SUBJECT_WORD[subject] }) : subject;
}
