import { useEffect, useRef } from 'react';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { messageOf } from '../../../lib/api-client';
import { cellText } from './mastery-table';
import { useStandardAnswers } from '../api/get-standard-answers';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * One opened cell of the standards report: the student's recent answers on the standard's skills
 * (the last ten of each skill the model keeps), newest first. A modal dialog: focus moves to its
 * close button, Escape or the button closes it and focus returns to the cell.
 */
export function StandardAnswersDialog({ classroomId, cell, studentName, onClose }: { classroomId: string; cell: { studentId: string; standard: string }; studentName: string; onClose: () => void }) {
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
        <InlineLoading message="Loading the answers..." />
      ) : answers.isError ? (
        <p role="alert">{messageOf(answers.error, 'The answers could not be loaded. Please try again.')}</p>
      ) : (
        <>
          <p>
            Level: <strong>{cellText(answers.data)}</strong>
          </p>
          {answers.data.answers.length === 0 ? (
            <p>No answers on this standard yet.</p>
          ) : (
            <div className="mastery-dialog__scroll">
              <table className="mastery-answers">
                <caption className="sr-only">Recent answers, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Skill</th>
                    <th scope="col">Level</th>
                    <th scope="col">Result</th>
                    <th scope="col">Hints</th>
                    <th scope="col">Seconds</th>
                  </tr>
                </thead>
                <tbody>
                  {answers.data.answers.map((a, i) => (
                    <tr key={`${a.answeredAt}-${i}`}>
                      <td>{when(a.answeredAt)}</td>
                      <td>{a.skillName}</td>
                      <td>{a.difficulty}</td>
                      <td>{a.correct ? '✓ Correct' : '✗ Incorrect'}</td>
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
        Close
      </button>
    </dialog>
  );
}
