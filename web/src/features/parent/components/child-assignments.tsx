import type { StudentAssignment } from '@mathquest/contracts';
import { PanelBoundary } from '../../../components/panel-boundary';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { useI18n } from '../../../i18n/use-i18n';
import { useChildAssignments } from '../api/get-child-assignments';

/** A submission's status as a value of the `parent.assignments.status` message's select. */
const STATUS_WORD: Record<StudentAssignment['submission']['status'], string> = {
  NOT_STARTED: 'notStarted',
  IN_PROGRESS: 'inProgress',
  SUBMITTED: 'submitted',
  GRADED: 'graded',
};

/**
 * A child's class assignments for their parent (docs/product/web.md#parent-dashboard), with loading,
 * empty and failure states; a failed read shows in this panel alone, with 'Try again' (docs/adr/0190).
 */
export function ChildAssignments({ childId, name }: { childId: string; name: string }) {
  const intl = useI18n('parent');
  return (
    <section aria-label={intl.formatMessage({ id: 'parent.assignments.label' }, { name })} data-testid={`assignments-${childId}`}>
      <h3>{intl.formatMessage({ id: 'parent.assignments.title' })}</h3>
      <PanelBoundary message={intl.formatMessage({ id: 'parent.assignments.failed' }, { name })} log="Failed to load the class assignments">
        <AssignmentsTable childId={childId} />
      </PanelBoundary>
    </section>
  );
}

function AssignmentsTable({ childId }: { childId: string }) {
  const intl = useI18n('parent');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data: assignments } = useChildAssignments(childId, { throwOnError: true });
  if (!assignments) {
    return <InlineLoading message={t('parent.assignments.loading')} />;
  }
  if (assignments.length === 0) {
    return <p className="muted">{t('parent.assignments.none')}</p>;
  }
  return (
    <table className="data-table" aria-label={t('parent.assignments.title')}>
      <thead>
        <tr>
          <th scope="col">{t('parent.assignments.assignment')}</th>
          <th scope="col">{t('parent.assignments.class')}</th>
          <th scope="col">{t('parent.assignments.due')}</th>
          <th scope="col">{t('parent.assignments.statusHeader')}</th>
          <th scope="col">{t('parent.assignments.score')}</th>
        </tr>
      </thead>
      <tbody>
        {assignments.map((a) => (
          <tr key={a.id}>
            <th scope="row">{a.title}</th>
            <td>{a.classroom.name}</td>
            <td>{a.dueDate ? intl.formatDate(a.dueDate) : t('parent.assignments.noDueDate')}</td>
            <td>{t('parent.assignments.status', { status: STATUS_WORD[a.submission.status] })}</td>
            <td>{a.submission.score === null ? '-' : t('parent.percent', { value: a.submission.score })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
