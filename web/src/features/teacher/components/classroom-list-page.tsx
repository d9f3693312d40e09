import type { Classroom } from '@mathquest/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { useDeleteClassroom } from '../api/delete-classroom';
import { useClassrooms } from '../api/get-classrooms';
import { useSetClassroomActive } from '../api/update-classroom';
import { dialogs } from '../utils/dialogs';
import { StatusBadge, TeacherLayout } from './teacher-layout';

type Filter = 'all' | 'active' | 'archived';
const FILTERS: Array<{ id: Filter; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'active', label: 'Active' },
  { id: 'archived', label: 'Archived' },
];

const matches = (filter: Filter) => (c: Classroom) => filter === 'all' || (filter === 'active' ? c.isActive : !c.isActive);

/** /teacher/classrooms: every classroom, filtered, with archive/activate and delete. */
export default function ClassroomListPage() {
  const query = useClassrooms();
  const setActive = useSetClassroomActive();
  const deleteClassroom = useDeleteClassroom();
  const [filter, setFilter] = useState<Filter>('all');
  const [busy, setBusy] = useState<string | null>(null);

  // Logged only (docs/product/teacher.md, messages); the list shows as empty.
  useLoggedFailure(query.error, 'Failed to load classrooms');
  const classrooms: Classroom[] | null = query.error ? [] : (query.data ?? null);

  async function toggle(c: Classroom) {
    setBusy(c.id);
    try {
      await setActive.mutateAsync({ classroom: c, isActive: !c.isActive });
    } catch (err) {
      console.error('Failed to update classroom status', err);
      dialogs.alert('Failed to update classroom status.');
    } finally {
      setBusy(null);
    }
  }

  async function remove(c: Classroom) {
    if (!dialogs.confirm(`Are you sure you want to delete "${c.name}"? This action cannot be undone.`)) return;
    setBusy(c.id);
    try {
      await deleteClassroom.mutateAsync(c);
    } catch (err) {
      console.error('Failed to delete classroom', err);
      dialogs.alert('Failed to delete classroom. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  const shown = classrooms?.filter(matches(filter)) ?? [];

  return (
    <TeacherLayout>
      <div className="panel__head">
        <h1 className="page-title">My Classrooms</h1>
        <Link className="btn btn--primary" to={teacherPaths.newClassroom.getHref()}>
          + New Class
        </Link>
      </div>
      {classrooms === null ? (
        <InlineLoading message="Loading classrooms..." />
      ) : (
        <>
          <div className="tabs" role="group" aria-label="Show classrooms">
            {FILTERS.map((f) => (
              <button key={f.id} type="button" className="btn btn--secondary btn--small" aria-pressed={filter === f.id} onClick={() => setFilter(f.id)}>
                {f.label} ({classrooms.filter(matches(f.id)).length})
              </button>
            ))}
          </div>
          {shown.length === 0 ? (
            filter === 'all' ? (
              <div className="panel empty-state">
                <p>No classrooms found</p>
                <p className="muted">Create your first classroom to get started!</p>
                <Link className="btn btn--primary" to={teacherPaths.newClassroom.getHref()}>
                  Create Classroom
                </Link>
              </div>
            ) : (
              <p className="panel empty-state">No {filter} classrooms yet.</p>
            )
          ) : (
            <ul className="card-grid" aria-label="Classrooms">
              {shown.map((c) => (
                <li key={c.id} className={c.isActive ? 'class-card' : 'class-card class-card--archived'} data-testid={`classroom-${c.id}`} aria-label={c.name}>
                  <div>
                    <StatusBadge status={c.isActive ? 'active' : 'archived'} label={c.isActive ? 'Active' : 'Archived'} />
                  </div>
                  <h2>{c.name}</h2>
                  <p className="muted">{c.description || 'No description provided'}</p>
                  <dl className="stat-list">
                    <div>
                      <dt>Grade</dt>
                      <dd>{c.gradeLevel}</dd>
                    </div>
                    <div>
                      <dt>Subject</dt>
                      <dd>{c.subject}</dd>
                    </div>
                    <div>
                      <dt>Class code</dt>
                      <dd className="class-code">{c.classCode}</dd>
                    </div>
                    <div>
                      <dt>Students</dt>
                      <dd>{c.studentLimit !== null ? `${c.currentStudents} / ${c.studentLimit}` : c.currentStudents}</dd>
                    </div>
                  </dl>
                  <div className="button-row">
                    <Link className="btn btn--primary btn--small" to={teacherPaths.classroom.getHref(c.id)}>
                      View Details
                    </Link>
                    <button type="button" className="btn btn--secondary btn--small" disabled={busy === c.id} onClick={() => void toggle(c)}>
                      {c.isActive ? 'Archive' : 'Activate'}
                    </button>
                    <button type="button" className="btn btn--ghost btn--small" disabled={busy === c.id} onClick={() => void remove(c)} aria-label={`Delete ${c.name}`}>
                      Delete
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </TeacherLayout>
  );
}
