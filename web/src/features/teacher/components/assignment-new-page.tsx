import type { BankProblem, Classroom, DifficultyBand } from '@mathquest/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/ui/form-field';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { messageOf } from '../../../lib/api-client';
import { teacherApi } from '../api/teacher-api';
import { dialogs } from '../utils/dialogs';
import { checkAssignmentForm, emptyAssignmentForm, GRADE_CHOICES, type AssignmentForm } from '../utils/validation';
import { TeacherLayout } from './teacher-layout';

const DIFFICULTIES: DifficultyBand[] = ['EASY', 'MEDIUM', 'HARD'];

/** /teacher/assignments/new (?classroom= preselects): the form on the left, the problem bank on the right. */
export default function AssignmentNewPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [classrooms, setClassrooms] = useState<Classroom[] | null>(null);
  const [problems, setProblems] = useState<BankProblem[] | null>(null);
  const [topics, setTopics] = useState<string[]>([]);
  const [difficulty, setDifficulty] = useState<DifficultyBand | ''>('');
  const [topic, setTopic] = useState('');
  /** '' for every grade; set to the chosen classroom's grade when one is chosen. */
  const [grade, setGrade] = useState('');
  const [form, setForm] = useState<AssignmentForm>(() => emptyAssignmentForm(params.get('classroom') ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  // Classrooms and the whole bank first (the topic filter lists the bank's topics).
  useEffect(() => {
    let live = true;
    Promise.all([teacherApi.listClassrooms(), teacherApi.problemBank({})])
      .then(([list, bank]) => {
        if (!live) return;
        const active = list.filter((c) => c.isActive);
        setClassrooms(active);
        setProblems(bank.problems);
        setTopics([...new Set(bank.problems.map((p) => p.topic))].sort());
        // Only active classrooms are offered: a preselected archived or unknown one is dropped.
        setForm((f) => (f.classroomId && !active.some((c) => c.id === f.classroomId) ? { ...f, classroomId: '' } : f));
      })
      .catch((err: unknown) => {
        console.error('Failed to load classrooms and problems', err);
        if (!live) return;
        setLoadFailed(true);
        setClassrooms([]);
        setProblems([]);
        dialogs.alert('Failed to load classrooms and problems');
      });
    return () => {
      live = false;
    };
  }, []);

  // Choosing a classroom shows its grade's problems first (the teacher can widen the grade again).
  const chosenGrade = classrooms?.find((c) => c.id === form.classroomId)?.gradeLevel;
  useEffect(() => {
    if (chosenGrade !== undefined) setGrade(String(chosenGrade));
  }, [chosenGrade]);

  // The filters ask the bank again (it filters by band, topic and grade on the server).
  const [filtered, setFiltered] = useState<BankProblem[] | null>(null);
  useEffect(() => {
    if (!difficulty && !topic && !grade) {
      setFiltered(null);
      return;
    }
    let live = true;
    setFiltered([]);
    teacherApi
      .problemBank({ difficulty: difficulty || undefined, topic: topic || undefined, grade: grade ? Number(grade) : undefined })
      .then((bank) => {
        if (!live) return;
        setFiltered(bank.problems);
        // A grade's page can hold topics the first page did not.
        setTopics((known) => [...new Set([...known, ...bank.problems.map((p) => p.topic)])].sort());
      })
      .catch((err: unknown) => {
        console.error('Failed to filter problems', err);
        if (live) setFiltered([]);
      });
    return () => {
      live = false;
    };
  }, [difficulty, topic, grade]);

  const shown = filtered ?? problems ?? [];
  const set = <K extends keyof AssignmentForm>(field: K, value: AssignmentForm[K]) => setForm((f) => ({ ...f, [field]: value }));
  const toggleProblem = (id: string) =>
    setForm((f) => ({ ...f, problemIds: f.problemIds.includes(id) ? f.problemIds.filter((x) => x !== id) : [...f.problemIds, id] }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = checkAssignmentForm(form);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setSaving(true);
    let createdId: string;
    try {
      createdId = (await teacherApi.createAssignment(checked.body.classroomId, checked.body.body)).id;
    } catch (err) {
      dialogs.alert(messageOf(err, 'Failed to create assignment'));
      setSaving(false);
      return;
    }
    if (dialogs.confirm('Assignment created! Would you like to publish it now to students?')) {
      try {
        await teacherApi.publishAssignment(createdId);
        dialogs.success('Assignment published successfully!');
      } catch (err) {
        console.error('Failed to publish assignment', err);
        dialogs.alert('Failed to publish assignment');
      }
    }
    navigate(teacherPaths.assignment.getHref(createdId));
  }

  const n = form.problemIds.length;

  return (
    <TeacherLayout back={{ to: teacherPaths.dashboard.getHref(), label: 'Back to dashboard' }}>
      <h1 className="page-title">Create an Assignment</h1>
      {classrooms === null || problems === null ? (
        <InlineLoading message="Loading classrooms and problems..." />
      ) : (
        <form className="two-col" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Create assignment">
          <section className="panel form-grid" aria-labelledby="assignment-details">
            <h2 id="assignment-details">Details</h2>
            {loadFailed ? <p className="muted">The classrooms and problems could not be loaded. Reload the page to try again.</p> : null}
            <div className="field">
              <label htmlFor="assignment-classroom">Classroom</label>
              <select id="assignment-classroom" value={form.classroomId} onChange={(e) => set('classroomId', e.target.value)} required>
                <option value="">Select a classroom</option>
                {classrooms.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="assignment-title">Title</label>
              <input id="assignment-title" value={form.title} onChange={(e) => set('title', e.target.value)} required maxLength={200} />
            </div>
            <div className="field">
              <label htmlFor="assignment-description">Description (optional)</label>
              <textarea id="assignment-description" rows={3} value={form.description} onChange={(e) => set('description', e.target.value)} maxLength={1000} />
            </div>
            <div className="field">
              <label htmlFor="assignment-due">Due date (optional)</label>
              <input id="assignment-due" type="datetime-local" value={form.dueDate} onChange={(e) => set('dueDate', e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor="assignment-passing">Passing score (%)</label>
              <input id="assignment-passing" inputMode="numeric" value={form.passingScore} onChange={(e) => set('passingScore', e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor="assignment-points">Points worth</label>
              <input id="assignment-points" inputMode="numeric" value={form.pointsWorth} onChange={(e) => set('pointsWorth', e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor="assignment-time">Time limit in minutes (optional)</label>
              <input id="assignment-time" inputMode="numeric" value={form.timeLimit} onChange={(e) => set('timeLimit', e.target.value)} aria-describedby="assignment-time-help" />
              <small id="assignment-time-help">Leave blank for no limit.</small>
            </div>
            <div className="checkbox-row">
              <input id="assignment-late" type="checkbox" checked={form.allowLateSubmissions} onChange={(e) => set('allowLateSubmissions', e.target.checked)} />
              <label htmlFor="assignment-late">Allow late submissions</label>
            </div>
            <FormError message={error} testId="assignment-form-error" />
            <div className="button-row">
              <button type="submit" className="btn btn--primary" disabled={n === 0 || saving} data-testid="create-assignment">
                {saving ? 'Creating...' : `Create Assignment (${n} problems)`}
              </button>
              <Link className="btn btn--ghost" to={teacherPaths.dashboard.getHref()}>
                Cancel
              </Link>
            </div>
            {n === 0 ? <p className="muted">Please select at least one problem</p> : null}
          </section>
          <section className="panel" aria-labelledby="problem-bank">
            <h2 id="problem-bank">Problem Bank</h2>
            <div className="button-row">
              <label htmlFor="bank-difficulty">Difficulty</label>
              <select id="bank-difficulty" value={difficulty} onChange={(e) => setDifficulty(e.target.value as DifficultyBand | '')}>
                <option value="">All difficulties</option>
                {DIFFICULTIES.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </select>
              <label htmlFor="bank-grade">Grade</label>
              <select id="bank-grade" value={grade} onChange={(e) => setGrade(e.target.value)}>
                <option value="">All grades</option>
                {GRADE_CHOICES.map((g) => (
                  <option key={g} value={String(g)}>
                    Grade {g}
                  </option>
                ))}
              </select>
              <label htmlFor="bank-topic">Topic</label>
              <select id="bank-topic" value={topic} onChange={(e) => setTopic(e.target.value)}>
                <option value="">All topics</option>
                {topics.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </div>
            <p className="muted" aria-live="polite">
              {n} selected
            </p>
            {shown.length === 0 ? (
              <p className="empty-state">No problems match these filters.</p>
            ) : (
              <ul className="bank-list" aria-label="Problems">
                {shown.map((p) => {
                  const picked = form.problemIds.includes(p.id);
                  const checkId = `bank-${p.id}`;
                  return (
                    <li key={p.id} className={picked ? 'is-selected' : undefined} onClick={() => toggleProblem(p.id)}>
                      <input
                        id={checkId}
                        type="checkbox"
                        checked={picked}
                        onClick={(e) => e.stopPropagation()}
                        onChange={() => toggleProblem(p.id)}
                        aria-label={p.question}
                      />
                      <div>
                        <div>{p.question}</div>
                        <small className="muted">
                          {p.difficulty} • {p.topic} • {p.subtopic}
                        </small>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </form>
      )}
    </TeacherLayout>
  );
}
