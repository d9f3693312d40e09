import type { ErasedStudentWork } from '@mathquest/contracts';
import { useId, useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useSetErasedStudentWork } from '../api/set-erased-student-work';

const CHOICES: ReadonlyArray<{ value: ErasedStudentWork; label: string; saved: string }> = [
  { value: 'ANONYMISE', label: "Keep their work as anonymous records, so the class's figures stay as they are", saved: 'Saved: the work of a deleted account stays, without a name.' },
  { value: 'REMOVE', label: 'Remove their work from this class', saved: 'Saved: the work of a deleted account is removed from this class.' },
];

/**
 * What becomes of a student's submissions in this classroom when their account is deleted
 * (docs/adr/0232, docs/product/privacy.md): kept as anonymous records (the default) or removed.
 * The choice is saved as soon as it is picked; a failure puts the previous one back.
 */
export function ErasedWorkSetting({ classroomId, value }: { classroomId: string; value: ErasedStudentWork }) {
  const titleId = useId();
  const save = useSetErasedStudentWork(classroomId);
  const [chosen, setChosen] = useState(value);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  const pick = (next: ErasedStudentWork) => {
    const before = chosen;
    setChosen(next);
    setError(null);
    setStatus('');
    save.mutate(next, {
      onSuccess: (updated) => {
        setChosen(updated.erasedStudentWork);
        setStatus(CHOICES.find((c) => c.value === updated.erasedStudentWork)?.saved ?? '');
      },
      onError: (err) => {
        setChosen(before);
        setError(messageOf(err, 'We could not save this choice right now. Please try again.'));
      },
    });
  };

  return (
    <section className="panel" aria-labelledby={titleId} data-testid="erased-work-setting">
      <h2 id={titleId}>When a student's account is deleted</h2>
      <fieldset className="form-grid" disabled={save.isPending}>
        <legend className="muted">A parent, the student or you can delete an account. Their submissions in this class:</legend>
        {CHOICES.map((c) => (
          <label key={c.value}>
            <input type="radio" name={`${titleId}-erased-work`} value={c.value} checked={chosen === c.value} onChange={() => pick(c.value)} /> {c.label}
          </label>
        ))}
      </fieldset>
      <p className="sr-only" role="status">
        {status}
      </p>
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
