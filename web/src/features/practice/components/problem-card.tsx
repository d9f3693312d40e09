import type { ServedProblem } from '@mathquest/contracts';
import { useI18n } from '../../../i18n/use-i18n';
import { topicNames } from '../../../i18n/topic-names';
import { Diagram } from '../../../components/diagram/diagram';
import { MathText } from '../../../components/math/math-text';

export function DifficultyStars({ difficulty }: { difficulty: number }) {
  const intl = useI18n('practice');
  const d = Math.max(1, Math.min(5, Math.round(difficulty)));
  return (
    // 'Difficulty', never 'Level': the player's level is shown beside it (docs/product/web.md, wording).
    <span className="stars" role="img" aria-label={intl.formatMessage({ id: 'practice.difficulty.label' }, { level: d, max: 5 })} data-testid="difficulty">
      <span aria-hidden="true">
        {'★'.repeat(d)}
        <span className="stars__off">{'★'.repeat(5 - d)}</span>
      </span>
      <span className="stars__level" aria-hidden="true">
        {intl.formatMessage({ id: 'practice.difficulty.short' }, { level: d })}
      </span>
    </span>
  );
}

/**
 * `timeLimit` (seconds) when the mode gives each problem a fixed time (a challenge): the time chip
 * then counts against it, so the chip and the mode's rule say the same number.
 */
export function ProblemCard({ problem, elapsed, timeLimit }: { problem: ServedProblem; elapsed: number; timeLimit?: number }) {
  const intl = useI18n('practice');
  const names = topicNames(intl);
  return (
    <section
      className="problem-card"
      aria-labelledby="problem-question"
      data-testid="problem-card"
      data-served-id={problem.id}
    >
      <div className="problem-card__meta">
        {problem.placement ? (
          <span className="chip chip--warmup" data-testid="problem-warmup" title={intl.formatMessage({ id: 'practice.warmup.title' })}>
            <span aria-hidden="true">🧭 </span>
            {intl.formatMessage({ id: 'practice.warmup.chip' })}
          </span>
        ) : null}
        <span className="chip chip--topic" data-testid="problem-topic">
          {names.topic(problem.topic)}
          {problem.subtopic ? <span className="chip__sub"> · {names.subtopic(problem.subtopic)}</span> : null}
        </span>
        <DifficultyStars difficulty={problem.difficulty} />
        <span className="chip chip--time" title={intl.formatMessage({ id: 'practice.time.title' }, { limited: String(Boolean(timeLimit)) })} data-testid="problem-time">
          <span aria-hidden="true">⏱ </span>
          <span className="sr-only">{intl.formatMessage({ id: 'practice.time.sr' })} </span>
          {timeLimit ? intl.formatMessage({ id: 'practice.time.limit' }, { elapsed, limit: timeLimit }) : intl.formatMessage({ id: 'practice.time.estimate' }, { elapsed, estimate: problem.estimatedTime })}
        </span>
      </div>
      <h1 id="problem-question" className="problem-card__question" data-testid="problem-question">
        <MathText text={problem.question} />
      </h1>
      {problem.altText && !problem.diagram ? <p className="problem-card__alt">{problem.altText}</p> : null}
      {problem.diagram ? <Diagram diagram={problem.diagram} question={problem.question} /> : null}
    </section>
  );
}
