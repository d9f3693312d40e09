import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/ui/form-field';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { usePageReads } from '../../../lib/page-reads';
import { useCreateAssignment } from '../api/create-assignment';
import { useClassrooms } from '../api/get-classrooms';
import { useProblemBank } from '../api/get-problem-bank';
import { usePublishAssignment } from '../api/publish-assignment';
import { dialogs } from '../utils/dialogs';
import { checkAssignmentForm, checkProblemText, emptyAssignmentForm, type AssignmentForm } from '../utils/validation';
import { ProblemBankPanel, type BankFilters } from './problem-bank-panel';
import { TeacherLayout } from './teacher-layout';

/**
 * /teacher/assignments/new (?classroom= preselects): the form on the left, the problem bank on the
 * right (problem-bank-panel.tsx). The classrooms, the whole bank and each filtered page are queries;
 * creating and publishing are mutations that read the assignment lists and the classroom again.
 */
export default function AssignmentNewPage() {
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<BankFilters>({ difficulty: '', topic: '', grade: '' });
  const [form, setForm] = useState<AssignmentForm>(() => emptyAssignmentForm(params.get('classroom') ?? ''));
  const [error, setError] = useState<string | null>(null);
  const createAssignment = useCreateAssignment();
  const publishAssignment = usePublishAssignment();
  const saving = createAssignment.isPending || publishAssignment.isPending;

  // Classrooms and the whole bank first (the topic filter lists the bank's topics).
  const classroomsRead = useClassrooms();
  const bankRead = useProblemBank({});
  const { failed: loadFailed, ready } = usePageReads([classroomsRead, bankRead], 'classrooms and problems');
  useEffect(() => {
    if (loadFailed) dialogs.alert(intl.formatMessage({ id: 'teacher.newAssignment.loadFailed' }));
  }, [loadFailed, intl]);
  const classrooms = ready || loadFailed ? (classroomsRead.data ?? []).filter((c) => c.isActive) : null;
  const problems = ready || loadFailed ? (bankRead.data?.problems ?? []) : null;
  // Only active classrooms are offered: a preselected archived or unknown one is not chosen.
  const classroomId = classrooms?.some((c) => c.id === form.classroomId) ? form.classroomId : '';

  // Choosing a classroom shows its grade's problems first (the teacher can widen the grade again).
  const chosenGrade = classrooms?.find((c) => c.id === classroomId)?.gradeLevel;
  useEffect(() => {
    if (chosenGrade !== undefined) setFilters((f) => ({ ...f, grade: String(chosenGrade) }));
  }, [chosenGrade]);

  // The filters ask the bank again (it filters by band, topic and grade on the server).
  const { difficulty, topic, grade } = filters;
  const filtering = Boolean(difficulty || topic || grade);
  const filteredRead = useProblemBank(
    { difficulty: difficulty || undefined, topic: topic || undefined, grade: grade ? Number(grade) : undefined },
    { enabled: filtering },
  );
  useLoggedFailure(filtering ? filteredRead.error : null, 'Failed to filter problems');
  // Until the first filtered page answers the whole bank stays on show; a failed filter shows none.
  const shown = filtering ? (filteredRead.data?.problems ?? (filteredRead.isError ? [] : (problems ?? []))) : (problems ?? []);
  // A grade's page can hold topics the first page did not; the chosen topic stays listed.
  const topics = [...new Set([...(problems ?? []), ...(filtering ? (filteredRead.data?.problems ?? []) : [])].map((p) => p.topic).concat(topic ? [topic] : []))].sort();

  const set = <K extends keyof AssignmentForm>(field: K, value: AssignmentForm[K]) => setForm((f) => ({ ...f, [field]: value }));
  const toggleProblem = (id: string) =>
    setForm((f) => ({ ...f, problemIds: f.problemIds.includes(id) ? f.problemIds.filter((x) => x !== id) : [...f.problemIds, id] }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = checkAssignmentForm({ ...form, classroomId });
    if (!checked.ok) {
      setError(checkProblemText(intl, checked.problem));
      return;
    }
    setError(null);
    let createdId: string;
    try {
      createdId = (await createAssignment.mutateAsync({ classroomId: checked.body.classroomId, body: checked.body.body })).id;
    } catch (err) {
      dialogs.alert(wordError(intl, errorFactsOf(err), 'teacher.newAssignment.failed'));
      return;
    }
    if (dialogs.confirm(t('teacher.newAssignment.publishNow'))) {
      try {
        await publishAssignment.mutateAsync(createdId);
        dialogs.success(t('teacher.assignment.published'));
      } catch (err) {
        console.error('Failed to publish assignment', err);
        dialogs.alert(t('teacher.assignment.publishFailed'));
      }
    }
    navigate(teacherPaths.assignment.getHref(createdId));
  }

  const n = form.problemIds.length;

  return (
    <TeacherLayout back={{ to: teacherPaths.dashboard.getHref(), label: t('teacher.backToDashboard') }}>
      <h1 className="page-title">{t('teacher.newAssignment.title')}</h1>
      {classrooms === null || problems === null ? (
        <InlineLoading message={t('teacher.newAssignment.loading')} />
      ) : (
        <form className="two-col" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('teacher.newAssignment.label')}>
          <section className="panel form-grid" aria-labelledby="assignment-details">
            <h2 id="assignment-details">{t('teacher.newAssignment.details')}</h2>
            {loadFailed ? <p className="muted">{t('teacher.newAssignment.loadFailedNote')}</p> : null}
            <div className="field">
              <label htmlFor="assignment-classroom">{t('teacher.newAssignment.classroom')}</label>
              <select id="assignment-classroom" value={classroomId} onChange={(e) => set('classroomId', e.target.value)} required>
                <option value="">{t('teacher.newAssignment.selectClassroom')}</option>
                {classrooms.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="assignment-title">{t('teacher.newAssignment.titleField')}</label>
              <input id="assignment-title" value={form.title} onChange={(e) => set('title', e.target.value)} required maxLength={200} />
            </div>
            <div className="field">
              <label htmlFor="assignment-description">{t('teacher.form.description')}</label>
              <textarea id="assignment-description" rows={3} value={form.description} onChange={(e) => set('description', e.target.value)} maxLength={1000} />
            </div>
            <div className="field">
              <label htmlFor="assignment-due">{t('teacher.newAssignment.due')}</label>
              <input id="assignment-due" type="datetime-local" value={form.dueDate} onChange={(e) => set('dueDate', e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor="assignment-passing">{t('teacher.newAssignment.passing')}</label>
              <input id="assignment-passing" inputMode="numeric" value={form.passingScore} onChange={(e) => set('passingScore', e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor="assignment-points">{t('teacher.newAssignment.points')}</label>
              <input id="assignment-points" inputMode="numeric" value={form.pointsWorth} onChange={(e) => set('pointsWorth', e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor="assignment-time">{t('teacher.newAssignment.time')}</label>
              <input id="assignment-time" inputMode="numeric" value={form.timeLimit} onChange={(e) => set('timeLimit', e.target.value)} aria-describedby="assignment-time-help" />
              <small id="assignment-time-help">{t('teacher.newAssignment.timeHelp')}</small>
            </div>
            <div className="checkbox-row">
              <input id="assignment-late" type="checkbox" checked={form.allowLateSubmissions} onChange={(e) => set('allowLateSubmissions', e.target.checked)} />
              <label htmlFor="assignment-late">{t('teacher.newAssignment.late')}</label>
            </div>
            <FormError message={error} testId="assignment-form-error" />
            <div className="button-row">
              <button type="submit" className="btn btn--primary" disabled={n === 0 || saving} data-testid="create-assignment">
                {saving ? t('teacher.newClassroom.creating') : t('teacher.newAssignment.create', { count: n })}
              </button>
              <Link className="btn btn--ghost" to={teacherPaths.dashboard.getHref()}>
                {t('teacher.cancel')}
              </Link>
            </div>
            {n === 0 ? <p className="muted">{t('teacher.check.SELECT_A_PROBLEM')}</p> : null}
          </section>
          <ProblemBankPanel filters={filters} onFilters={setFilters} topics={topics} shown={shown} picked={form.problemIds} onToggle={toggleProblem} />
        </form>
      )}
    </TeacherLayout>
  );
}
