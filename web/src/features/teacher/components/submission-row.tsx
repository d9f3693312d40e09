import type { Submission } from '@mathquest/contracts';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../../components/ui/form-field';
import { useI18n } from '../../../i18n/use-i18n';
import { useGradeSubmission } from '../api/grade-submission';
import { dialogs } from '../utils/dialogs';
import { minutesOf, statusLabel } from '../utils/format';
import { checkGrade, checkProblemText } from '../utils/validation';
import { StatusBadge } from './teacher-layout';

interface RowProps {
  assignmentId: string;
  submission: Submission;
  open: boolean;
  passingScore: number;
  onOpen: () => void;
  onClose: () => void;
  onSaved: () => void;
}

/** One student's submission on the assignment page: figures, status, and 'Grade' for a submitted one. */
export function SubmissionRow({ assignmentId, submission: s, open, passingScore, onOpen, onClose, onSaved }: RowProps) {
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const name = s.student.user.profile.displayName;
  return (
    <div style={{ width: '100%' }}>
      <div className="panel__head">
        <div>
          <strong>{name}</strong> <span className="muted">@{s.student.user.profile.username}</span>
          <div className="muted">
            {t('teacher.submission.correct', { correct: s.problemsCorrect, attempted: s.problemsAttempted })} • {minutesOf(intl, s.timeSpent)}
            {s.score !== null ? ` • ${t('teacher.submission.score', { score: s.score })}` : ''}
            {s.passed !== null ? ` • ${t('teacher.submission.passed', { passed: String(s.passed) })}` : ''}
          </div>
          {s.teacherComments ? <div>“{s.teacherComments}”</div> : null}
        </div>
        <div className="button-row">
          <StatusBadge status={s.status} label={statusLabel(intl, s.status)} />
          {s.isLate ? <StatusBadge status="late" label={t('teacher.late')} /> : null}
          {s.status === 'SUBMITTED' && !open ? (
            <button type="button" className="btn btn--secondary btn--small" onClick={onOpen} aria-label={t('teacher.submission.gradeLabel', { name })}>
              {t('teacher.submission.grade')}
            </button>
          ) : null}
        </div>
      </div>
      {open ? <GradeForm assignmentId={assignmentId} submission={s} passingScore={passingScore} onCancel={onClose} onSaved={onSaved} /> : null}
    </div>
  );
}

/** Score and comments for a submission; a saved grade reads the assignment and its numbers again (api/grade-submission.ts). */
function GradeForm({ assignmentId, submission, passingScore, onCancel, onSaved }: { assignmentId: string; submission: Submission; passingScore: number; onCancel: () => void; onSaved: () => void }) {
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const grade = useGradeSubmission(assignmentId);
  const [score, setScore] = useState(submission.score !== null ? String(submission.score) : '');
  const [comments, setComments] = useState(submission.teacherComments ?? '');
  const [error, setError] = useState<string | null>(null);
  const saving = grade.isPending;
  const fieldId = `grade-${submission.id}`;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = checkGrade(score, comments, passingScore);
    if (!checked.ok) {
      setError(checkProblemText(intl, checked.problem));
      return;
    }
    setError(null);
    try {
      await grade.mutateAsync({ submissionId: submission.id, body: checked.body });
    } catch (err) {
      console.error('Failed to save grade', err);
      dialogs.alert(t('teacher.submission.saveFailed'));
      return;
    }
    onSaved();
  }

  return (
    <form className="form-grid" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('teacher.submission.gradeLabel', { name: submission.student.user.profile.displayName })}>
      <div className="field">
        <label htmlFor={`${fieldId}-score`}>{t('teacher.submission.scoreField')}</label>
        <input id={`${fieldId}-score`} inputMode="decimal" value={score} onChange={(e) => setScore(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${fieldId}-comments`}>{t('teacher.submission.comments')}</label>
        <textarea id={`${fieldId}-comments`} rows={2} value={comments} onChange={(e) => setComments(e.target.value)} maxLength={2000} />
      </div>
      <FormError message={error} testId="grade-form-error" />
      <div className="button-row">
        <button type="submit" className="btn btn--primary btn--small" disabled={saving}>
          {saving ? t('teacher.saving') : t('teacher.submission.save')}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onCancel}>
          {t('teacher.cancel')}
        </button>
      </div>
    </form>
  );
}
