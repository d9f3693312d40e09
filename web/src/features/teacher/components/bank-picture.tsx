import type { ServedDiagram } from '@mathquest/contracts';
import { useId, useState } from 'react';
import { Diagram } from '../../../components/diagram/diagram';
import { useI18n } from '../../../i18n/use-i18n';

/**
 * A bank problem's picture in the teacher's preview (docs/maths/diagrams.md): a button opens it
 * under the problem, drawn by the students' component, so a teacher sees what the class will see.
 * Closed, nothing is drawn (a bank page lists up to 200 problems). Its clicks stay off the row,
 * whose click picks the problem.
 */
export function BankPicture({ diagram, question, questionId }: { diagram: ServedDiagram; question: string; questionId: string }) {
  const intl = useI18n('teacher');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="bank-picture" onClick={(e) => e.stopPropagation()} data-testid="bank-picture">
      <button type="button" className="btn btn--ghost btn--small" aria-expanded={open} aria-describedby={questionId} onClick={() => setOpen((o) => !o)}>
        {intl.formatMessage({ id: 'teacher.bank.picture' })}
      </button>
      {open ? (
        <div id={id}>
          <Diagram diagram={diagram} question={question} />
        </div>
      ) : null}
    </div>
  );
}
