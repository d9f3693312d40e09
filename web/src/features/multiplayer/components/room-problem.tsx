import type { RoomProblem } from '@mathquest/contracts';
import { Diagram } from '../../../components/diagram/diagram';
import { MathText } from '../../../components/math/math-text';

/**
 * The round's problem as every player sees it: topic, question, and the problem's picture drawn as
 * on /solo (docs/maths/diagrams.md); the text alternative only for a problem without one.
 */
export function RoomProblemView({ problem }: { problem: RoomProblem }) {
  return (
    <div className="room-problem">
      <p className="muted">
        {problem.topic} · {problem.subtopic}
      </p>
      <p className="room-problem__question" data-testid="room-question">
        <MathText text={problem.question} />
      </p>
      {problem.altText && !problem.diagram ? <p className="muted">{problem.altText}</p> : null}
      {problem.diagram ? <Diagram diagram={problem.diagram} question={problem.question} /> : null}
    </div>
  );
}
