import type { RoomProblem } from '@mathquest/contracts';
import { Diagram } from '../../../components/diagram/diagram';
import { MathText } from '../../../components/math/math-text';
import { topicNames } from '../../../i18n/topic-names';
import { useI18n } from '../../../i18n/use-i18n';

/**
 * The round's problem as this player sees it (in their language): topic, question, and the problem's picture drawn as
 * on /solo (docs/maths/diagrams.md); the text alternative only for a problem without one.
 */
export function RoomProblemView({ problem }: { problem: RoomProblem }) {
  // Only the language on show is read (no message of the scope): the core formatter says it.
  const names = topicNames(useI18n());
  return (
    <div className="room-problem">
      <p className="muted">
        {names.topic(problem.topic)} · {names.subtopic(problem.subtopic)}
      </p>
      <p className="room-problem__question" data-testid="room-question">
        <MathText text={problem.question} />
      </p>
      {problem.altText && !problem.diagram ? <p className="muted">{problem.altText}</p> : null}
      {problem.diagram ? <Diagram diagram={problem.diagram} question={problem.question} /> : null}
    </div>
  );
}
