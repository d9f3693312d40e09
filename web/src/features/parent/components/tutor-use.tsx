import type { TutorFigures } from '@mathquest/contracts';
import { useI18n } from '../../../i18n/use-i18n';

/**
 * The step-by-step tutor's use in a parent's report (docs/product/practice.md, the tutor):
 * walkthroughs, steps seen and blanks filled in right, over the last 7 and 30 days.
 */
export function TutorUse({ last7, last30 }: { last7: TutorFigures | undefined; last30: TutorFigures | undefined }) {
  const intl = useI18n('parent');
  const t = (id: string) => intl.formatMessage({ id });
  if (!last7 || !last30) return null;
  const line = (f: TutorFigures) =>
    f.walkthroughs === 0 ? t('parent.tutor.notUsed') : intl.formatMessage({ id: 'parent.tutor.line' }, { walkthroughs: f.walkthroughs, seen: f.stepsSeen, right: f.stepsRight });
  return (
    <dl className="stat-list" aria-label={t('parent.tutor.label')} data-testid="tutor-use">
      <div>
        <dt>{t('parent.tutor.last7')}</dt>
        <dd>{line(last7)}</dd>
      </div>
      <div>
        <dt>{t('parent.tutor.last30')}</dt>
        <dd>{line(last30)}</dd>
      </div>
    </dl>
  );
}
