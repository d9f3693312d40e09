import type { ErasedStudentWork } from '@mathquest/contracts';
import { useId, useState } from 'react';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { useSetErasedStudentWork } from '../api/set-erased-student-work';

/** Each choice with its catalogue words (`teacher.erasedWork.<word>.label` and `.saved`). */
const CHOICES: ReadonlyArray<{ value: ErasedStudentWork; word: string }> = [
  { value: 'ANONYMISE', word: 'anonymise' },
  { value: 'REMOVE', word: 'remove' },
];

/**
 * What becomes of a student's submissions in this classroom when their account is deleted
 * (docs/adr/0232, docs/product/privacy.md): kept as anonymous records (the default) or removed.
 * The choice is saved as soon as it is picked; a failure puts the previous one back.
 */
export function ErasedWorkSetting({ classroomId, value }: { classroomId: string; value: ErasedStudentWork }) {
  const intl = useI18n('teacher');
  const t = (id: string) => intl.formatMessage({ id });
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
        const saved = CHOICES.find((c) => c.value === updated.erasedStudentWork);
        setStatus(saved ? t(`teacher.erasedWork.${saved.word}.saved`) : '');
      },
      onError: (err) => {
        setChosen(before);
        setError(wordError(intl, errorFactsOf(err), 'teacher.erasedWork.failed'));
      },
    });
  };

  return (
    <section className="panel" aria-labelledby={titleId} data-testid="erased-work-setting">
      <h2 id={titleId}>{t('teacher.erasedWork.title')}</h2>
      <fieldset className="form-grid" disabled={save.isPending}>
        <legend className="muted">{t('teacher.erasedWork.legend')}</legend>
        {CHOICES.map((c) => (
          <label key={c.value}>
            <input type="radio" name={`${titleId}-erased-work`} value={c.value} checked={chosen === c.value} onChange={() => pick(c.value)} /> {t(`teacher.erasedWork.${c.word}.label`)}
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
