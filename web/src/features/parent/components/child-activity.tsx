import type { GameMode, TopicAccuracy } from '@mathquest/contracts';
import { TopicAccuracyFigure } from '../../../components/charts/topic-accuracy-figure';
import { PanelBoundary } from '../../../components/panel-boundary';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { useChildReport } from '../api/get-child-report';
import { timeSpentText } from '../utils/child-figures';
import { TutorUse } from './tutor-use';

const MODE_NAMES: Record<GameMode, string> = {
  SOLO_PRACTICE: 'Practice',
  BOSS_BATTLE: 'Boss battle',
  ASSIGNMENT: 'Assignment',
  SPEED: 'Speed Challenge',
  CHALLENGE: 'Challenge',
};

/** Seconds as the dashboard writes time spent ('1 h 35 min'), in whole minutes. */
// Whole minutes, rounded down as every time spent is (the profile's total too): a week never shows more than the total.
const secondsText = (seconds: number) => timeSpentText(Math.floor(seconds / 60));

function TopicWindow({ name, days, topics }: { name: string; days: number; topics: TopicAccuracy[] }) {
  return (
    <TopicAccuracyFigure
      topics={topics}
      title={`Accuracy by topic, last ${days} days`}
      description={`${name}'s share of correct answers in each topic practised in the last ${days} days.`}
      tableLabel={`Topics, last ${days} days`}
      emptyText={`No practice in the last ${days} days`}
      formatAccuracy={(v) => `${v}%`}
      height={180}
      testId={`chart-topics-${days}`}
    />
  );
}

/**
 * A child's recent practice for their parent (docs/product/web.md#parent-dashboard): time spent
 * and accuracy by topic over the last 7 and 30 days, and the recent sessions. A failed read shows
 * in this panel alone, with 'Try again' (docs/adr/0190).
 */
export function ChildActivity({ childId, name }: { childId: string; name: string }) {
  return (
    <PanelBoundary message={`We could not load ${name}'s recent practice right now. Please try again later.`} log="Failed to load the recent practice">
      <RecentPractice childId={childId} name={name} />
    </PanelBoundary>
  );
}

function RecentPractice({ childId, name }: { childId: string; name: string }) {
  const { data: report } = useChildReport(childId, { throwOnError: true });
  if (!report) return <InlineLoading message="Loading recent practice..." />;

  return (
    <section className="child-activity" aria-label={`${name}'s recent practice`} data-testid={`activity-${childId}`}>
      <h2 className="panel__title">Recent practice</h2>
      <dl className="stat-list">
        <div>
          <dt>Time spent, last 7 days</dt>
          <dd>{secondsText(report.timeSpent7)}</dd>
        </div>
        <div>
          <dt>Time spent, last 30 days</dt>
          <dd>{secondsText(report.timeSpent30)}</dd>
        </div>
      </dl>
      <TutorUse last7={report.tutor7} last30={report.tutor30} />
      <h3>Last 7 days</h3>
      <TopicWindow name={name} days={7} topics={report.topics7} />
      <h3>Last 30 days</h3>
      <TopicWindow name={name} days={30} topics={report.topics30} />
      <h3>Recent sessions</h3>
      {report.recentSessions.length === 0 ? (
        <p className="muted">No sessions yet</p>
      ) : (
        <table className="data-table" aria-label="Recent sessions">
          <thead>
            <tr>
              <th scope="col">Started</th>
              <th scope="col">Mode</th>
              <th scope="col">Answered</th>
              <th scope="col">Correct</th>
              <th scope="col">XP</th>
            </tr>
          </thead>
          <tbody>
            {report.recentSessions.map((s) => (
              <tr key={s.id}>
                <th scope="row">{new Date(s.startedAt).toLocaleString()}</th>
                <td>{MODE_NAMES[s.mode]}</td>
                <td>{s.problemsAnswered}</td>
                <td>{s.correctAnswers}</td>
                <td>{s.xpEarned}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
