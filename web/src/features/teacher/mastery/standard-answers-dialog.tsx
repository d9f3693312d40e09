import { useEffect, useRef } from 'react';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { topicNames } from '../../../i18n/topic-names';
import { useI18n } from '../../../i18n/use-i18n';
import { cellText } from './mastery-table';
import { useStandardAnswers } from '../api/get-standard-answers';


/**
 * One opened cell of the standards report: the student's recent answers on the standard's skills
 * (the last ten of each skill the model keeps), newest first. A modal dialog: focus moves to its
 * close button, Escape or the button closes it and focus returns to the cell.
 */
export function StandardAnswersDialog({ classroomId, cell, studentName, onClose }: { classroomId: string; cell: { studentId: string; standard: string }; studentName: string; onClose: () => void }) {
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const when = (iso: string) => intl.formatDate(iso, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const answers = useStandardAnswers(classroomId, cell);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const titleId = 'standard-answers-title';
  return (
    <dialog ref={dialogRef} className="mastery-dialog" aria-labelledby={titleId} onCancel={onClose} data-testid="standard-answers">
      <h2 id={titleId}>
        {studentName} · {cell.standard}
      </h2>
      {answers.isPending ? (
        <InlineLoading message={t('teacher.answers.loading')} />
      ) : answers.isError ? (
        <p role="alert">{wordError(intl, errorFactsOf(answers.error), 'teacher.answers.failed')}</p>
      ) : (
        <>
          <p>
            {intl.formatMessage({ id: 'teacher.answers.level' }, { level: cellText(intl, answers.data), strong: (chunks) => <strong key="level">{chunks}</strong> })}
          </p>
          {answers.data.answers.length === 0 ? (
            <p>{t('teacher.answers.none')}</p>
          ) : (
            <div className="mastery-dialog__scroll">
              <table className="mastery-answers">
                <caption className="sr-only">{t('teacher.answers.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('teacher.answers.when')}</th>
                    <th scope="col">{t('teacher.tutor.skill')}</th>
                    <th scope="col">{t('teacher.answers.difficulty')}</th>
                    <th scope="col">{t('teacher.roster.result')}</th>
                    <th scope="col">{t('teacher.answers.hints')}</th>
                    <th scope="col">{t('teacher.answers.seconds')}</th>
                  </tr>
                </thead>
                <tbody>
                  {answers.data.answers.map((a, i) => (
                    <tr key={`${a.answeredAt}-${i}`}>
                      <td>{when(a.answeredAt)}</td>
                      {/* The skill's name is its subtopic's English name (the identifier): shown in the reader's language. */}
                      <td>{topicNames(intl).subtopic(a.skillName)}</td>
                      <td>{t('teacher.difficulty', { band: a.difficulty })}</td>
                      <td>{t('teacher.answers.correct', { correct: String(a.correct) })}</td>
                      <td>{a.hintsUsed}</td>
                      <td>{a.seconds}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <button type="button" className="btn btn--secondary" onClick={onClose} autoFocus>
        {t('teacher.answers.close')}
      </button>
    </dialog>
  );
}
