import type { Classroom, ClassroomAnalytics, ClassroomTutorUse, TopicAccuracy } from '@mathquest/contracts';
import { performanceBand, plural, quickInsights } from '@mathquest/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { BarChartFigure } from '../../../components/charts/bar-chart-figure';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { teacherApi } from '../api/teacher-api';
import { BAND_COLOR } from '../utils/chart-data';
import { percentOneDecimal, percentWhole } from '../utils/format';
import { Counter, TeacherLayout } from './teacher-layout';
import { classTutorLine } from './class-tutor-use';
import { ClassTopicAccuracy } from './topic-accuracy-figure';

interface ClassFigures {
  classroom: Classroom;
  totalStudents: number;
  activeStudents: number;
  assignmentCount: number;
  averageScore: number | null;
  completionRate: number;
  topics: TopicAccuracy[];
  /** Null when the class's analytics failed to load. */
  tutor: ClassroomTutorUse | null;
}

/** A classroom whose analytics failed shows with zero values and no average (docs/product/teacher.md, messages). */
function figuresOf(classroom: Classroom, a: ClassroomAnalytics | null): ClassFigures {
  return a
    ? { classroom, totalStudents: a.totalStudents, activeStudents: a.activeStudents, assignmentCount: a.assignmentCount, averageScore: a.averageScore, completionRate: a.completionRate, topics: a.topics, tutor: a.tutor }
    : { classroom, totalStudents: 0, activeStudents: 0, assignmentCount: 0, averageScore: null, completionRate: 0, topics: [], tutor: null };
}

/** /teacher/analytics: totals, one card per classroom, Quick Insights, two charts and the chosen class's accuracy by topic. */
export default function AnalyticsPage() {
  const [rows, setRows] = useState<ClassFigures[] | null>(null);
  const [topicClassId, setTopicClassId] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    teacherApi
      .listClassrooms()
      .then((classrooms) =>
        Promise.all(
          classrooms.map((c) =>
            teacherApi.getAnalytics(c.id).then(
              (a) => figuresOf(c, a),
              (err: unknown) => {
                console.error(`Failed to load analytics of ${c.id}`, err);
                return figuresOf(c, null);
              },
            ),
          ),
        ),
      )
      .then((list) => live && setRows(list))
      .catch((err: unknown) => {
        console.error('Failed to load analytics', err);
        if (live) setRows([]);
      });
    return () => {
      live = false;
    };
  }, []);

  if (rows === null) {
    return (
      <TeacherLayout>
        <h1 className="page-title">Class Analytics</h1>
        <InlineLoading message="Loading analytics..." />
      </TeacherLayout>
    );
  }

  const insights = quickInsights(
    rows.map((r) => ({ id: r.classroom.id, name: r.classroom.name, totalStudents: r.totalStudents, activeStudents: r.activeStudents, averageScore: r.averageScore })),
  );

  return (
    <TeacherLayout>
      <h1 className="page-title">Class Analytics</h1>
      <section className="counter-grid" aria-label="Totals">
        <Counter label="Total Classrooms" value={rows.length} testId="total-classrooms" />
        <Counter label="Total Students" value={rows.reduce((n, r) => n + r.totalStudents, 0)} testId="total-students" />
        <Counter label="Total Assignments" value={rows.reduce((n, r) => n + r.assignmentCount, 0)} testId="total-assignments" />
        <Counter label="Overall Average" value={percentOneDecimal(insights.overallAverage)} testId="overall-average" />
      </section>
      {rows.length === 0 ? (
        <div className="panel empty-state">
          <p>No classrooms yet</p>
          <p className="muted">Create a classroom to see how your classes are doing.</p>
          <Link className="btn btn--primary" to={teacherPaths.newClassroom.getHref()}>
            Create Classroom
          </Link>
        </div>
      ) : (
        <>
          <section className="panel" aria-labelledby="quick-insights">
            <h2 id="quick-insights">Quick Insights</h2>
            <ul data-testid="quick-insights">
              <li>
                Best performing class:{' '}
                {insights.bestPerforming ? `${insights.bestPerforming.name} (${percentOneDecimal(insights.bestPerforming.averageScore)})` : 'No data yet'}
              </li>
              <li>Largest class: {insights.largest ? `${insights.largest.name} (${plural(insights.largest.totalStudents, 'student')})` : 'No data yet'}</li>
              <li>
                Most active class: {insights.mostActive ? `${insights.mostActive.name} (${plural(insights.mostActive.activeStudents, 'active student')})` : 'No data yet'}
              </li>
            </ul>
          </section>
          <BarChartFigure
            title="Average score by class"
            description="The mean score of each class's handed-in submissions, coloured by performance band; classes without submissions show no bar."
            data={rows.map((r) => ({ label: r.classroom.name, value: r.averageScore, color: BAND_COLOR[performanceBand(r.averageScore)] }))}
            format={(v) => `${v.toFixed(1)}%`}
            max={100}
            labelHeader="Class"
            valueHeader="Average score"
            testId="chart-class-averages"
          />
          <BarChartFigure
            title="Completion by class"
            description="Percent of each class's published assignment work that has been handed in."
            data={rows.map((r) => ({ label: r.classroom.name, value: r.completionRate }))}
            format={(v) => `${Math.round(v)}%`}
            max={100}
            labelHeader="Class"
            valueHeader="Completion"
            testId="chart-class-completion"
          />
          <TopicsByClass rows={rows} selectedId={topicClassId ?? rows[0]!.classroom.id} onSelect={setTopicClassId} />
          <ul className="card-grid" aria-label="Classrooms">
            {rows.map((r) => {
              const band = performanceBand(r.averageScore);
              return (
                <li key={r.classroom.id} className="class-card" aria-label={r.classroom.name} data-testid={`analytics-${r.classroom.id}`}>
                  <h2>
                    <Link to={teacherPaths.classroom.getHref(r.classroom.id)}>{r.classroom.name}</Link>
                  </h2>
                  <dl className="stat-list">
                    <div>
                      <dt>Students</dt>
                      <dd>{r.totalStudents}</dd>
                    </div>
                    <div>
                      <dt>Active</dt>
                      <dd>{r.activeStudents}</dd>
                    </div>
                    <div>
                      <dt>Assignments</dt>
                      <dd>{r.assignmentCount}</dd>
                    </div>
                    <div>
                      <dt>Avg Score</dt>
                      <dd>{percentOneDecimal(r.averageScore)}</dd>
                    </div>
                    <div>
                      <dt>Completion</dt>
                      <dd>{percentWhole(r.completionRate)}</dd>
                    </div>
                    {r.tutor ? (
                      <>
                        <div>
                          <dt>Tutor, last 7 days</dt>
                          <dd data-testid="tutor-7">{classTutorLine(r.tutor.last7)}</dd>
                        </div>
                        <div>
                          <dt>Tutor, last 30 days</dt>
                          <dd data-testid="tutor-30">{classTutorLine(r.tutor.last30)}</dd>
                        </div>
                      </>
                    ) : null}
                  </dl>
                  <div
                    className="bar-track"
                    role="progressbar"
                    aria-label={`${r.classroom.name} performance`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={r.averageScore ?? 0}
                  >
                    <div className="bar-fill" style={{ width: `${r.averageScore ?? 0}%`, background: BAND_COLOR[band] }} />
                  </div>
                  <p data-testid="performance-label">{band}</p>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </TeacherLayout>
  );
}

/** Accuracy by topic of one class, chosen in a list (the first class until the teacher picks another). */
function TopicsByClass({ rows, selectedId, onSelect }: { rows: ClassFigures[]; selectedId: string; onSelect: (id: string) => void }) {
  const selected = rows.find((r) => r.classroom.id === selectedId) ?? rows[0]!;
  return (
    <section className="panel" aria-labelledby="topics-by-class">
      <h2 id="topics-by-class">Accuracy by topic</h2>
      <label htmlFor="topic-class">Class</label>{' '}
      <select id="topic-class" value={selected.classroom.id} onChange={(e) => onSelect(e.target.value)}>
        {rows.map((r) => (
          <option key={r.classroom.id} value={r.classroom.id}>
            {r.classroom.name}
          </option>
        ))}
      </select>
      <ClassTopicAccuracy topics={selected.topics} whose={`${selected.classroom.name}'s`} />
    </section>
  );
}
