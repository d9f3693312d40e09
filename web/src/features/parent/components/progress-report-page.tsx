import { useParams } from 'react-router-dom';
import { BarChartFigure } from '../../../components/charts/bar-chart-figure';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { useI18n } from '../../../i18n/use-i18n';
import { paths } from '../../../config/paths';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { useChildren } from '../api/get-children';
import { figuresOf, timeSpentText } from '../utils/child-figures';
import { ChildActivity } from './child-activity';
import { ChildStandards } from './child-standards';
import { ChildAssignments } from './child-assignments';
import '../../../styles/areas.css';

/**
 * /parent/report/{childId}: one child's progress on one printable page (the Family plan's progress
 * reports). The recent practice, standards and class assignments are panels with their own reads.
 */
export default function ProgressReportPage() {
  const { childId = '' } = useParams();
  const intl = useI18n('parent');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // The children list the parent's home reads too (one query): a report opened from the home shows at once.
  const { data: children, error } = useChildren();
  const failed = error !== null && children === undefined;
  useLoggedFailure(failed ? error : null, 'Failed to load the progress report');
  const child = children === undefined ? undefined : (children.find((c) => c.id === childId) ?? null);

  const back = { to: paths.dashboard.getHref(), label: t('parent.report.back') };
  if (failed) {
    return (
      <PageShell header={<UserHeader />} back={back} narrow>
        <p className="empty-state" role="alert">
          {t('parent.report.failed')}
        </p>
      </PageShell>
    );
  }
  if (child === undefined) {
    return (
      <PageShell header={<UserHeader />} back={back} narrow>
        <InlineLoading message={t('parent.report.loading')} />
      </PageShell>
    );
  }
  if (child === null) {
    return (
      <PageShell header={<UserHeader />} back={back} narrow>
        <p className="empty-state">{t('parent.report.notLinked')}</p>
      </PageShell>
    );
  }

  const f = figuresOf(child);
  const rows: Array<[string, string]> = [
    [t('parent.report.grade'), String(f.gradeLevel)],
    [t('parent.level'), String(f.level)],
    [t('parent.report.totalXp'), intl.formatNumber(f.totalXp)],
    [t('parent.report.xpToNext'), intl.formatNumber(f.xpToGo)],
    [t('parent.report.streak'), t('parent.days', { count: f.streak })],
    [t('parent.report.longestStreak'), t('parent.days', { count: f.longestStreak })],
    [t('parent.problemsAnswered'), intl.formatNumber(f.problems)],
    [t('parent.report.problemsCorrect'), intl.formatNumber(f.correct)],
    [t('parent.accuracy'), t('parent.percent', { value: f.accuracy })],
    [t('parent.timeSpent'), timeSpentText(intl, f.minutes)],
  ];

  return (
    <PageShell header={<UserHeader />} back={back} narrow>
      <article className="report" aria-labelledby="report-title">
        <div className="panel__head">
          <h1 id="report-title" className="page-title">
            {t('parent.report.title', { name: f.name })}
          </h1>
          <button type="button" className="btn btn--primary no-print" onClick={() => window.print()}>
            {t('parent.report.print')}
          </button>
        </div>
        <p className="muted">
          @{f.username} • {t('parent.report.prepared', { when: intl.formatDate(new Date()) })}
        </p>
        <table className="data-table" aria-label={t('parent.report.progress')}>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <BarChartFigure
          title={t('parent.problemsAnswered')}
          description={t('parent.report.chartText', { name: f.name, problems: f.problems, correct: f.correct })}
          data={[
            { label: t('parent.activity.answered'), value: f.problems, color: '#5b3ee8' },
            { label: t('parent.activity.correct'), value: f.correct, color: '#14804a' },
          ]}
          labelHeader={t('parent.standards.problems')}
          valueHeader={t('parent.report.count')}
          height={180}
          testId="chart-problems"
        />
        <ChildActivity childId={child.id} name={f.name} />
        <ChildStandards childId={child.id} name={f.name} />
        <ChildAssignments childId={child.id} name={f.name} />
      </article>
    </PageShell>
  );
}
