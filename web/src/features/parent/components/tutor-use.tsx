import type { TutorFigures } from '@mathquest/contracts';

/**
 * The step-by-step tutor's use in a parent's report (docs/product/practice.md, the tutor):
 * walkthroughs, steps seen and blanks filled in right, over the last 7 and 30 days.
 */
export function TutorUse({ last7, last30 }: { last7: TutorFigures | undefined; last30: TutorFigures | undefined }) {
  if (!last7 || !last30) return null;
  const line = (f: TutorFigures) =>
    f.walkthroughs === 0 ? 'Not used' : `${f.walkthroughs} ${f.walkthroughs === 1 ? 'walkthrough' : 'walkthroughs'}, ${f.stepsSeen} steps seen, ${f.stepsRight} filled in right`;
  return (
    <dl className="stat-list" aria-label="Step-by-step tutor" data-testid="tutor-use">
      <div>
        <dt>Step-by-step tutor, last 7 days</dt>
        <dd>{line(last7)}</dd>
      </div>
      <div>
        <dt>Step-by-step tutor, last 30 days</dt>
        <dd>{line(last30)}</dd>
      </div>
    </dl>
  );
}
