import type { ClassroomDetail } from '@mathquest/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FormError } from '../../../components/ui/form-field';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { useClassroom } from '../api/get-classroom';
import { useUpdateClassroom } from '../api/update-classroom';
import { dialogs } from '../utils/dialogs';
import { checkClassroomForm, checkProblemText, type ClassroomForm } from '../utils/validation';
import { ClassroomFormFields } from './classroom-form-fields';
import { TeacherLayout } from './teacher-layout';

const formOf = (c: ClassroomDetail): ClassroomForm => ({
  name: c.name,
  description: c.description ?? '',
  gradeLevel: String(c.gradeLevel),
  subject: c.subject,
  studentLimit: c.studentLimit === null ? '' : String(c.studentLimit),
  language: c.language,
});

/**
 * /teacher/classrooms/{id}/edit: the classroom's name, description, grade, subject, student limit
 * and language, saved with PUT /api/teacher/classrooms/{id}; a blank limit is no limit.
 */
export default function ClassroomEditPage() {
  const { id = '' } = useParams();
  const intl = useI18n('teacher');
  const { data, error } = useClassroom(id);
  return (
    <TeacherLayout back={{ to: teacherPaths.classroom.getHref(id), label: intl.formatMessage({ id: 'teacher.backToClassroom' }) }}>
      <h1 className="page-title">{intl.formatMessage({ id: 'teacher.editClassroom.title' })}</h1>
      {data ? (
        <EditForm classroom={data} />
      ) : error ? (
        <p role="alert" className="panel">
          {wordError(intl, errorFactsOf(error), 'teacher.editClassroom.loadFailed')}
        </p>
      ) : (
        <InlineLoading message={intl.formatMessage({ id: 'teacher.classroom.loading' })} />
      )}
    </TeacherLayout>
  );
}

function EditForm({ classroom }: { classroom: ClassroomDetail }) {
  const intl = useI18n('teacher');
  const t = (key: string) => intl.formatMessage({ id: key });
  const navigate = useNavigate();
  const [form, setForm] = useState<ClassroomForm>(() => formOf(classroom));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateClassroom(classroom.id);
  const set = (field: keyof ClassroomForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = checkClassroomForm(form);
    if (!checked.ok) {
      setError(checkProblemText(intl, checked.problem));
      return;
    }
    setError(null);
    const { studentLimit, ...rest } = checked.body;
    try {
      // A cleared limit is sent as null (no limit): absent would leave it unchanged.
      await update.mutateAsync({ ...rest, studentLimit: studentLimit ?? null });
      dialogs.success(t('teacher.editClassroom.saved'));
      navigate(teacherPaths.classroom.getHref(classroom.id));
    } catch (err) {
      setError(wordError(intl, errorFactsOf(err), 'teacher.editClassroom.failed'));
    }
  }

  return (
    <form className="panel form-grid" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('teacher.editClassroom.title')}>
      <ClassroomFormFields form={form} set={set} />
      <FormError message={error} testId="classroom-form-error" />
      <div className="button-row">
        <button type="submit" className="btn btn--primary" disabled={update.isPending}>
          {update.isPending ? t('teacher.saving') : t('teacher.editClassroom.save')}
        </button>
        <Link className="btn btn--ghost" to={teacherPaths.classroom.getHref(classroom.id)}>
          {t('teacher.cancel')}
        </Link>
      </div>
    </form>
  );
}
