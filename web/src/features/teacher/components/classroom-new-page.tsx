import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormError } from '../../../components/ui/form-field';
import { teacherPaths } from '../../../config/area-paths';
import { messageOf } from '../../../lib/api-client';
import { useCreateClassroom } from '../api/create-classroom';
import { dialogs } from '../utils/dialogs';
import { checkClassroomForm, EMPTY_CLASSROOM_FORM, GRADE_CHOICES, SUBJECT_CHOICES, type ClassroomForm } from '../utils/validation';
import { TeacherLayout } from './teacher-layout';

/** /teacher/classrooms/new: name, description, grade, subject, optional student limit. */
export default function ClassroomNewPage() {
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
      setError(checked.message);
      return;
    }
    setError(null);
    try {
      const created = await createClassroom.mutateAsync(checked.body);
      navigate(teacherPaths.classroom.getHref(created.id));
    } catch (err) {
      dialogs.alert(messageOf(err, 'Failed to create classroom'));
    }
  }

  return (
    <TeacherLayout back={{ to: teacherPaths.classrooms.getHref(), label: 'Back to classrooms' }}>
      <h1 className="page-title">Create a Classroom</h1>
      <form className="panel form-grid" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Create classroom">
        <div className="field">
          <label htmlFor="classroom-name">Classroom name</label>
          <input id="classroom-name" value={form.name} onChange={(e) => set('name')(e.target.value)} required maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor="classroom-description">Description (optional)</label>
          <textarea id="classroom-description" value={form.description} onChange={(e) => set('description')(e.target.value)} maxLength={1000} rows={3} />
        </div>
        <div className="field">
          <label htmlFor="classroom-grade">Grade level</label>
          <select id="classroom-grade" value={form.gradeLevel} onChange={(e) => set('gradeLevel')(e.target.value)} required>
            {GRADE_CHOICES.map((g) => (
              <option key={g} value={String(g)}>
                Grade {g}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="classroom-subject">Subject</label>
          <select id="classroom-subject" value={form.subject} onChange={(e) => set('subject')(e.target.value)} required>
            {SUBJECT_CHOICES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="classroom-limit">Student limit (optional)</label>
          <input id="classroom-limit" inputMode="numeric" value={form.studentLimit} onChange={(e) => set('studentLimit')(e.target.value)} aria-describedby="classroom-limit-help" />
          <small id="classroom-limit-help">1 to 100; leave blank for no limit.</small>
        </div>
        <p className="muted">A unique class code will be generated after creation. Share it with your students so they can join.</p>
        <FormError message={error} testId="classroom-form-error" />
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saving ? 'Creating...' : 'Create Classroom'}
          </button>
          <Link className="btn btn--ghost" to={teacherPaths.classrooms.getHref()}>
            Cancel
          </Link>
        </div>
      </form>
    </TeacherLayout>
  );
}
