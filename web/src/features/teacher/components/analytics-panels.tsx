import type { QuickInsights } from '@mathquest/contracts';
import { performanceBand } from '@mathquest/contracts';
import { Link } from 'react-router-dom';
import { PanelBoundary } from '../../../components/panel-boundary';
import { teacherPaths } from '../../../config/area-paths';
import { useI18n } from '../../../i18n/use-i18n';
import { BAND_COLOR } from '../utils/chart-data';
import type { ClassFigures } from '../utils/class-figures';
import { bandLabel, percentOneDecimal, percentWhole } from '../utils/format';
import { classTutorLine } from './class-tutor-use';
import { ClassTopicAccuracy } from './topic-accuracy-figure';

/** The analytics page's Quick Insights: the best performing, largest and most active class. */
export function QuickInsightsPanel({ insights }: { insights: QuickInsights }) {
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const none = t('teacher.band', { band: 'none' });
  return (
    <section className="panel" aria-labelledby="quick-insights">
      <h2 id="quick-insights">{t('teacher.insights.title')}</h2>
      <ul data-testid="quick-insights">
        <li>
          {t('teacher.insights.best', {
            which: insights.bestPerforming ? t('teacher.insights.withFigure', { name: insights.bestPerforming.name, figure: percentOneDecimal(intl, insights.bestPerforming.averageScore) }) : none,
          })}
        </li>
        <li>
          {t('teacher.insights.largest', {
            which: insights.largest ? t('teacher.insights.withFigure', { name: insights.largest.name, figure: t('teacher.students', { count: insights.largest.totalStudents }) }) : none,
          })}
        </li>
        <li>
          {t('teacher.insights.mostActive', {
            which: insights.mostActive ? t('teacher.insights.withFigure', { name: insights.mostActive.name, figure: t('teacher.insights.activeStudents', { count: insights.mostActive.activeStudents }) }) : none,
          })}
        </li>
      </ul>
    </section>
  );
}

/** One classroom's card on the analytics page, its own error boundary: a card that cannot be shown leaves the others. */
export function ClassAnalyticsCard({ row }: { row: ClassFigures }) {
  const intl = useI18n('teacher');
  return (
    <li className="class-card" aria-label={row.classroom.name} data-testid={`analytics-${row.classroom.id}`}>
      <PanelBoundary message={intl.formatMessage({ id: 'teacher.analytics.cardFailed' }, { name: row.classroom.name })} log={`Failed to show the analytics of ${row.classroom.id}`}>
        <ClassCardBody row={row} />
      </PanelBoundary>
    </li>
  );
}

/** A classroom's figures, tutor use and performance band. */
function ClassCardBody({ row: r }: { row: ClassFigures }) {
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const band = performanceBand(r.averageScore);
  return (
    <>
      <h2>
        <Link to={teacherPaths.classroom.getHref(r.classroom.id)}>{r.classroom.name}</Link>
      </h2>
      <dl className="stat-list">
        <div>
          <dt>{t('teacher.studentsTitle')}</dt>
          <dd>{r.totalStudents}</dd>
        </div>
        <div>
          <dt>{t('teacher.analytics.active')}</dt>
          <dd>{r.activeStudents}</dd>
        </div>
        <div>
          <dt>{t('teacher.assignments.title')}</dt>
          <dd>{r.assignmentCount}</dd>
        </div>
        <div>
          <dt>{t('teacher.analytics.avgScore')}</dt>
          <dd>{percentOneDecimal(intl, r.averageScore)}</dd>
        </div>
        <div>
          <dt>{t('teacher.analytics.completion')}</dt>
          <dd>{percentWhole(intl, r.completionRate)}</dd>
        </div>
        {r.tutor ? (
          <>
            <div>
              <dt>{t('teacher.analytics.tutor7')}</dt>
              <dd data-testid="tutor-7">{classTutorLine(intl, r.tutor.last7)}</dd>
            </div>
            <div>
              <dt>{t('teacher.analytics.tutor30')}</dt>
              <dd data-testid="tutor-30">{classTutorLine(intl, r.tutor.last30)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <div
        className="bar-track"
        role="progressbar"
        aria-label={t('teacher.analytics.performance', { name: r.classroom.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={r.averageScore ?? 0}
      >
        <div className="bar-fill" style={{ width: `${r.averageScore ?? 0}%`, background: BAND_COLOR[band] }} />
      </div>
      <p data-testid="performance-label">{bandLabel(intl, band)}</p>
    </>
  );
}

/** Accuracy by topic of one class, chosen in a list (the first class until the teacher picks another). */
export function TopicsByClass({ rows, selectedId, onSelect }: { rows: ClassFigures[]; selectedId: string; onSelect: (id: string) => void }) {
  const intl = useI18n('teacher');
  const selected = rows.find((r) => r.classroom.id === selectedId) ?? rows[0]!;
  return (
    <section className="panel" aria-labelledby="topics-by-class">
      <h2 id="topics-by-class">{intl.formatMessage({ id: 'teacher.topics.title' })}</h2>
      <label htmlFor="topic-class">{intl.formatMessage({ id: 'teacher.analytics.class' })}</label>{' '}
      <select id="topic-class" value={selected.classroom.id} onChange={(e) => onSelect(e.target.value)}>
        {rows.map((r) => (
          <option key={r.classroom.id} value={r.classroom.id}>
            {r.classroom.name}
          </option>
        ))}
      </select>
      <ClassTopicAccuracy topics={selected.topics} className={selected.classroom.name} />
    </section>
  );
}
