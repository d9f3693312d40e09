import type { Assignment, Classroom } from '@mathquest/contracts';
import { plural } from '@mathquest/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { useSession } from '../../../stores/session';
import { teacherApi } from '../api/teacher-api';
import { dateOf, STATUS_LABEL } from '../utils/format';
import { Counter, StatusBadge, TeacherLayout } from './teacher-layout';

/** Classrooms the dashboard lists, and the assignments it asks for (docs/product/teacher.md, constants). */
export const DASHBOARD_CLASSROOMS = 5;
export const DASHBOARD_ASSIGNMENTS = 5;

/** /teacher/dashboard: counters, the first classrooms, recent assignments and quick actions. */
export default function TeacherDashboardPage() {
  const user = useSession((s) => s.user);
  const [data, setData] = useState<{ classrooms: Classroom[]; assignments: Assignment[] } | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([teacherApi.listClassrooms(), teacherApi.listAssignments(DASHBOARD_ASSIGNMENTS)])
      .then(([classrooms, assignments]) => live && setData({ classrooms, assignments }))
      .catch((err: unknown) => {
        // The product only logs this failure; the dashboard then shows its empty lists.
        console.error('Failed to load dashboard data', err);
        if (live) setData({ classrooms: [], assignments: [] });
      });
    return () => {
      live = false;
    };
  }, []);

  const name = user?.profile.displayName || user?.profile.username || 'Teacher';

  return (
    <TeacherLayout>
      {data === null ? (
        <InlineLoading message="Loading dashboard..." />
      ) : (
        <>
          <h1 className="page-title">Welcome back, {name}!</h1>
          <p className="muted">Here&apos;s what&apos;s happening with your classes today.</p>
          <section className="counter-grid" aria-label="Your numbers">
            <Counter label="Active Classrooms" value={data.classrooms.filter((c) => c.isActive).length} testId="count-active-classrooms" />
            <Counter label="Total Students" value={data.classrooms.reduce((sum, c) => sum + c.currentStudents, 0)} testId="count-total-students" />
            <Counter label="Active Assignments" value={data.assignments.filter((a) => a.status === 'PUBLISHED').length} testId="count-active-assignments" />
          </section>
          <div className="two-col">
            <div>
              <section className="panel" aria-labelledby="my-classrooms">
                <div className="panel__head">
                  <h2 id="my-classrooms">My Classrooms</h2>
                  <Link className="btn btn--secondary btn--small" to={teacherPaths.newClassroom.getHref()}>
                    + New Class
                  </Link>
                </div>
                {data.classrooms.length === 0 ? (
                  <div className="empty-state">
                    <p>No classrooms yet</p>
                    <p className="muted">Create your first classroom to get started!</p>
                  </div>
                ) : (
                  <>
                    <ul className="item-list" data-testid="dashboard-classrooms">
                      {data.classrooms.slice(0, DASHBOARD_CLASSROOMS).map((c) => (
                        <li key={c.id}>
                          <div>
                            <Link to={teacherPaths.classroom.getHref(c.id)}>
                              <strong>{c.name}</strong>
                            </Link>
                            <div className="muted">
                              Grade {c.gradeLevel} • {c.subject}
                            </div>
                          </div>
                          <div>
                            <span className="class-code" aria-label={`Class code ${c.classCode}`}>
                              {c.classCode}
                            </span>{' '}
                            <span className="muted">{plural(c.currentStudents, 'student')}</span>
                          </div>
                        </li>
                      ))}
                    </ul>
                    {data.classrooms.length > DASHBOARD_CLASSROOMS ? (
                      <p>
                        <Link to={teacherPaths.classrooms.getHref()}>View all classrooms →</Link>
                      </p>
                    ) : null}
                  </>
                )}
              </section>
              <section className="panel" aria-labelledby="recent-assignments">
                <div className="panel__head">
                  <h2 id="recent-assignments">Recent Assignments</h2>
                  <Link className="btn btn--secondary btn--small" to={teacherPaths.newAssignment.getHref()}>
                    + New Assignment
                  </Link>
                </div>
                {data.assignments.length === 0 ? (
                  <div className="empty-state">
                    <p>No assignments yet</p>
                    <p className="muted">Create assignments to track student progress!</p>
                  </div>
                ) : (
                  <ul className="item-list" data-testid="dashboard-assignments">
                    {data.assignments.map((a) => (
                      <li key={a.id}>
                        <div>
                          <Link to={teacherPaths.assignment.getHref(a.id)}>
                            <strong>{a.title}</strong>
                          </Link>
                          <div className="muted">{a.classroom.name}</div>
                        </div>
                        <div>
                          <StatusBadge status={a.status} label={STATUS_LABEL[a.status] ?? a.status} />
                          {a.dueDate ? <span className="muted"> Due {dateOf(a.dueDate)}</span> : null}
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
            <section className="panel" aria-labelledby="quick-actions">
              <h2 id="quick-actions">Quick Actions</h2>
              <div className="form-grid">
                <Link className="btn btn--primary" to={teacherPaths.newClassroom.getHref()}>
                  Create Classroom
                </Link>
                <Link className="btn btn--secondary" to={teacherPaths.newAssignment.getHref()}>
                  New Assignment
                </Link>
                <Link className="btn btn--secondary" to={teacherPaths.analytics.getHref()}>
                  View Analytics
                </Link>
              </div>
            </section>
          </div>
        </>
      )}
    </TeacherLayout>
  );
}
