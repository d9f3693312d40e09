import { useParams } from 'react-router-dom';
import { BarChartFigure } from '../../../components/charts/bar-chart-figure';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { useChildren } from '../api/get-children';
import { figuresOf, timeSpentText } from '../utils/child-figures';
import { ChildActivity } from './child-activity';
import { ChildStandards } from './child-standards';
import { ChildAssignments } from './child-assignments';
import '../../../styles/areas.css';
import { daysText } from '../../../utils/words';

/**
 * /parent/report/{childId}: one child's progress on one printable page (the Family plan's progress
 * reports). The recent practice, standards and class assignments are panels with their own reads.
 */
export default function ProgressReportPage() {
  const { childId = '' } = useParams();
  // The children list the parent's home reads too (one query): a report opened from the home shows at once.
  const { data: children, error } = useChildren();
  const failed = error !== null && children === undefined;
  useLoggedFailure(failed ? error : null, 'Failed to load the progress report');
  const child = children === undefined ? undefined : (children.find((c) => c.id === childId) ?? null);

  const back = { to: paths.dashboard.getHref(), label: 'Back to dashboard' };
  if (failed) {
    return (
      <PageShell header={<UserHeader />} back={back} narrow>
        <p className="empty-state" role="alert">
          We could not load this report right now. Please try again later.
        </p>
      </PageShell>
    );
  }
  if (child === undefined) {
    return (
      <PageShell header={<UserHeader />} back={back} narrow>
        <InlineLoading message="Loading the report..." />
      </PageShell>
    );
  }
  if (child === null) {
    return (
      <PageShell header={<UserHeader />} back={back} narrow>
        <p className="empty-state">This student is not linked to your account.</p>
      </PageShell>
    );
  }

  const f = figuresOf(child);
  const rows: Array<[string, string]> = [
    ['Grade', String(f.gradeLevel)],
    ['Level', String(f.level)],
    ['Total XP', f.totalXp.toLocaleString()],
    ['XP to next level', f.xpToGo.toLocaleString()],
    ['Current streak', daysText(f.streak)],
    ['Longest streak', daysText(f.longestStreak)],
    ['Problems answered', f.problems.toLocaleString()],
    ['Problems correct', f.correct.toLocaleString()],
    ['Accuracy', `${f.accuracy}%`],
    ['Time spent', timeSpentText(f.minutes)],
  ];

  return (
    <PageShell header={<UserHeader />} back={back} narrow>
      <article className="report" aria-labelledby="report-title">
        <div className="panel__head">
          <h1 id="report-title" className="page-title">
            Progress report: {f.name}
          </h1>
          <button type="button" className="btn btn--primary no-print" onClick={() => window.print()}>
            Print
          </button>
        </div>
        <p className="muted">
          @{f.username} • Prepared {new Date().toLocaleDateString()}
        </p>
        <table className="data-table" aria-label="Progress">
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
          title="Problems answered"
          description={`${f.name} has answered ${f.problems} problems, ${f.correct} of them correctly.`}
          data={[
            { label: 'Answered', value: f.problems, color: '#5b3ee8' },
            { label: 'Correct', value: f.correct, color: '#14804a' },
          ]}
          labelHeader="Problems"
          valueHeader="Count"
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
