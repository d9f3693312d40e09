import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormError } from '../../../components/ui/form-field';
import { teacherPaths } from '../../../config/area-paths';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { useCreateClassroom } from '../api/create-classroom';
import { dialogs } from '../utils/dialogs';
import { checkClassroomForm, checkProblemText, EMPTY_CLASSROOM_FORM, type ClassroomForm } from '../utils/validation';
import { ClassroomFormFields } from './classroom-form-fields';
import { TeacherLayout } from './teacher-layout';

/** /teacher/classrooms/new: name, description, grade, subject, optional student limit, the language of the class. */
export default function ClassroomNewPage() {
  const intl = useI18n('teacher');
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [form, setForm] = useState<ClassroomForm>(EMPTY_CLASSROOM_FORM);
  const [error, setError] = useState<string | null>(null);
  const createClassroom = useCreateClassroom();
  const saving = createClassroom.isPending;
  const set = (field: keyof ClassroomForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = checkClassroomForm(form);
    if (!checked.ok) {
      setError(checkProblemText(intl, checked.problem));
      return;
    }
    setError(null);
    try {
      const created = await createClassroom.mutateAsync(checked.body);
      navigate(teacherPaths.classroom.getHref(created.id));
    } catch (err) {
      dialogs.alert(wordError(intl, errorFactsOf(err), 'teacher.newClassroom.failed'));
    }
  }

  return (
    <TeacherLayout back={{ to: teacherPaths.classrooms.getHref(), label: t('teacher.backToClassrooms') }}>
      <h1 className="page-title">{t('teacher.newClassroom.title')}</h1>
      <form className="panel form-grid" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('teacher.newClassroom.label')}>
        <ClassroomFormFields form={form} set={set} />
        <p className="muted">{t('teacher.newClassroom.codeNote')}</p>
        <FormError message={error} testId="classroom-form-error" />
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saving ? t('teacher.newClassroom.creating') : t('teacher.createClassroom')}
          </button>
          <Link className="btn btn--ghost" to={teacherPaths.classrooms.getHref()}>
            {t('teacher.cancel')}
          </Link>
        </div>
      </form>
    </TeacherLayout>
  );
}
