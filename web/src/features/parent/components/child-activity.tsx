import type { GameMode, TopicAccuracy } from '@mathquest/contracts';
import { TopicAccuracyFigure } from '../../../components/charts/topic-accuracy-figure';
import { PanelBoundary } from '../../../components/panel-boundary';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { useI18n } from '../../../i18n/use-i18n';
import { useChildReport } from '../api/get-child-report';
import { timeSpentText } from '../utils/child-figures';
import { TutorUse } from './tutor-use';

/** A game mode as a value of the `parent.activity.mode` message's select. */
const MODE_WORD: Record<GameMode, string> = {
  SOLO_PRACTICE: 'practice',
  BOSS_BATTLE: 'boss',
  ASSIGNMENT: 'assignment',
  SPEED: 'speed',
  CHALLENGE: 'challenge',
};

function TopicWindow({ name, days, topics }: { name: string; days: number; topics: TopicAccuracy[] }) {
  const intl = useI18n('parent');
  const t = (id: string) => intl.formatMessage({ id }, { name, days });
  return (
    <TopicAccuracyFigure
      topics={topics}
      title={t('parent.activity.topicsTitle')}
      description={t('parent.activity.topicsText')}
      tableLabel={t('parent.activity.topicsTable')}
      emptyText={t('parent.activity.topicsEmpty')}
      formatAccuracy={(v) => intl.formatMessage({ id: 'parent.percent' }, { value: v })}
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
  const intl = useI18n('parent');
  return (
    <PanelBoundary message={intl.formatMessage({ id: 'parent.activity.failed' }, { name })} log="Failed to load the recent practice">
      <RecentPractice childId={childId} name={name} />
    </PanelBoundary>
  );
}

function RecentPractice({ childId, name }: { childId: string; name: string }) {
  const intl = useI18n('parent');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // Whole minutes, rounded down as every time spent is (the profile's total too): a week never shows more than the total.
  const secondsText = (seconds: number) => timeSpentText(intl, Math.floor(seconds / 60));
  const { data: report } = useChildReport(childId, { throwOnError: true });
  if (!report) return <InlineLoading message={t('parent.activity.loading')} />;

  return (
    <section className="child-activity" aria-label={t('parent.activity.label', { name })} data-testid={`activity-${childId}`}>
      <h2 className="panel__title">{t('parent.activity.title')}</h2>
      <dl className="stat-list">
        <div>
          <dt>{t('parent.activity.time7')}</dt>
          <dd>{secondsText(report.timeSpent7)}</dd>
        </div>
        <div>
          <dt>{t('parent.activity.time30')}</dt>
          <dd>{secondsText(report.timeSpent30)}</dd>
        </div>
      </dl>
      <TutorUse last7={report.tutor7} last30={report.tutor30} />
      <h3>{t('parent.activity.last7')}</h3>
      <TopicWindow name={name} days={7} topics={report.topics7} />
      <h3>{t('parent.activity.last30')}</h3>
      <TopicWindow name={name} days={30} topics={report.topics30} />
      <h3>{t('parent.activity.sessions')}</h3>
      {report.recentSessions.length === 0 ? (
        <p className="muted">{t('parent.activity.noSessions')}</p>
      ) : (
        <table className="data-table" aria-label={t('parent.activity.sessions')}>
          <thead>
            <tr>
              <th scope="col">{t('parent.activity.started')}</th>
              <th scope="col">{t('parent.activity.modeHeader')}</th>
              <th scope="col">{t('parent.activity.answered')}</th>
              <th scope="col">{t('parent.activity.correct')}</th>
              <th scope="col">XP</th>
            </tr>
          </thead>
          <tbody>
            {report.recentSessions.map((s) => (
              <tr key={s.id}>
                <th scope="row">{intl.formatDate(s.startedAt, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit' })}</th>
                <td>{t('parent.activity.mode', { mode: MODE_WORD[s.mode] })}</td>
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
