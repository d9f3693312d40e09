import type { Classroom } from '@mathquest/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { useI18n } from '../../../i18n/use-i18n';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { useDeleteClassroom } from '../api/delete-classroom';
import { useClassrooms } from '../api/get-classrooms';
import { useSetClassroomActive } from '../api/update-classroom';
import { dialogs } from '../utils/dialogs';
import { subjectName } from '../utils/format';
import { StatusBadge, TeacherLayout } from './teacher-layout';

type Filter = 'all' | 'active' | 'archived';
const FILTERS: Filter[] = ['all', 'active', 'archived'];

const matches = (filter: Filter) => (c: Classroom) => filter === 'all' || (filter === 'active' ? c.isActive : !c.isActive);

/** /teacher/classrooms: every classroom, filtered, with archive/activate and delete. */
export default function ClassroomListPage() {
  const intl = useI18n('teacher');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
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
      dialogs.alert(t('teacher.classrooms.statusFailed'));
    } finally {
      setBusy(null);
    }
  }

  async function remove(c: Classroom) {
    if (!dialogs.confirm(t('teacher.classrooms.deleteConfirm', { name: c.name }))) return;
    setBusy(c.id);
    try {
      await deleteClassroom.mutateAsync(c);
    } catch (err) {
      console.error('Failed to delete classroom', err);
      dialogs.alert(t('teacher.classrooms.deleteFailed'));
    } finally {
      setBusy(null);
    }
  }

  const shown = classrooms?.filter(matches(filter)) ?? [];

  return (
    <TeacherLayout>
      <div className="panel__head">
        <h1 className="page-title">{t('teacher.classrooms.title')}</h1>
        <Link className="btn btn--primary" to={teacherPaths.newClassroom.getHref()}>
          {t('teacher.newClass')}
        </Link>
      </div>
      {classrooms === null ? (
        <InlineLoading message={t('teacher.classrooms.loading')} />
      ) : (
        <>
          <div className="tabs" role="group" aria-label={t('teacher.classrooms.show')}>
            {FILTERS.map((f) => (
              <button key={f} type="button" className="btn btn--secondary btn--small" aria-pressed={filter === f} onClick={() => setFilter(f)}>
                {t('teacher.classrooms.filter', { filter: f, count: classrooms.filter(matches(f)).length })}
              </button>
            ))}
          </div>
          {shown.length === 0 ? (
            filter === 'all' ? (
              <div className="panel empty-state">
                <p>{t('teacher.classrooms.none')}</p>
                <p className="muted">{t('teacher.noClassrooms.hint')}</p>
                <Link className="btn btn--primary" to={teacherPaths.newClassroom.getHref()}>
                  {t('teacher.createClassroom')}
                </Link>
              </div>
            ) : (
              <p className="panel empty-state">{t('teacher.classrooms.noneFiltered', { filter })}</p>
            )
          ) : (
            <ul className="card-grid" aria-label={t('teacher.nav.classrooms')}>
              {shown.map((c) => (
                <li key={c.id} className={c.isActive ? 'class-card' : 'class-card class-card--archived'} data-testid={`classroom-${c.id}`} aria-label={c.name}>
                  <div>
                    <StatusBadge status={c.isActive ? 'active' : 'archived'} label={t('teacher.classrooms.state', { active: String(c.isActive) })} />
                  </div>
                  <h2>{c.name}</h2>
                  <p className="muted">{c.description || t('teacher.classrooms.noDescription')}</p>
                  <dl className="stat-list">
                    <div>
                      <dt>{t('teacher.grade')}</dt>
                      <dd>{c.gradeLevel}</dd>
                    </div>
                    <div>
                      <dt>{t('teacher.subject')}</dt>
                      <dd>{subjectName(intl, c.subject)}</dd>
                    </div>
                    <div>
                      <dt>{t('teacher.classCode')}</dt>
                      <dd className="class-code">{c.classCode}</dd>
                    </div>
                    <div>
                      <dt>{t('teacher.studentsTitle')}</dt>
                      <dd>{c.studentLimit !== null ? `${c.currentStudents} / ${c.studentLimit}` : c.currentStudents}</dd>
                    </div>
                    <div>
                      <dt>{t('teacher.classroom.language')}</dt>
                      <dd data-testid="classroom-language">{t(`language.name.${c.language}`)}</dd>
                    </div>
                  </dl>
                  <div className="button-row">
                    <Link className="btn btn--primary btn--small" to={teacherPaths.classroom.getHref(c.id)}>
                      {t('teacher.classrooms.viewDetails')}
                    </Link>
                    <button type="button" className="btn btn--secondary btn--small" disabled={busy === c.id} onClick={() => void toggle(c)}>
                      {c.isActive ? t('teacher.classrooms.archive') : t('teacher.classrooms.activate')}
                    </button>
                    <button type="button" className="btn btn--ghost btn--small" disabled={busy === c.id} onClick={() => void remove(c)} aria-label={t('teacher.classrooms.deleteLabel', { name: c.name })}>
                      {t('teacher.classrooms.delete')}
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
