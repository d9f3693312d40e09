import type { QuickInsights } from '@mathquest/contracts';
import { performanceBand, plural } from '@mathquest/contracts';
import { Link } from 'react-router-dom';
import { PanelBoundary } from '../../../components/panel-boundary';
import { teacherPaths } from '../../../config/area-paths';
import { BAND_COLOR } from '../utils/chart-data';
import type { ClassFigures } from '../utils/class-figures';
import { percentOneDecimal, percentWhole } from '../utils/format';
import { classTutorLine } from './class-tutor-use';
import { ClassTopicAccuracy } from './topic-accuracy-figure';

/** The analytics page's Quick Insights: the best performing, largest and most active class. */
export function QuickInsightsPanel({ insights }: { insights: QuickInsights }) {
  return (
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
  );
}

/** One classroom's card on the analytics page, its own error boundary: a card that cannot be shown leaves the others. */
export function ClassAnalyticsCard({ row }: { row: ClassFigures }) {
  return (
    <li className="class-card" aria-label={row.classroom.name} data-testid={`analytics-${row.classroom.id}`}>
      <PanelBoundary message={`${row.classroom.name} could not be shown.`} log={`Failed to show the analytics of ${row.classroom.id}`}>
        <ClassCardBody row={row} />
      </PanelBoundary>
    </li>
  );
}

/** A classroom's figures, tutor use and performance band. */
function ClassCardBody({ row: r }: { row: ClassFigures }) {
  const band = performanceBand(r.averageScore);
  return (
    <>
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
    </>
  );
}

/** Accuracy by topic of one class, chosen in a list (the first class until the teacher picks another). */
export function TopicsByClass({ rows, selectedId, onSelect }: { rows: ClassFigures[]; selectedId: string; onSelect: (id: string) => void }) {
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
