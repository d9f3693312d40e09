import type { StudentAssignment } from '@mathquest/contracts';
import { PanelBoundary } from '../../../components/panel-boundary';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { useChildAssignments } from '../api/get-child-assignments';

const STATUS_NAMES: Record<StudentAssignment['submission']['status'], string> = {
  NOT_STARTED: 'Not started',
  IN_PROGRESS: 'In progress',
  SUBMITTED: 'Submitted',
  GRADED: 'Graded',
};

/**
 * A child's class assignments for their parent (docs/product/web.md#parent-dashboard), with loading,
 * empty and failure states; a failed read shows in this panel alone, with 'Try again' (docs/adr/0190).
 */
export function ChildAssignments({ childId, name }: { childId: string; name: string }) {
  return (
    <section aria-label={`${name}'s class assignments`} data-testid={`assignments-${childId}`}>
      <h3>Class assignments</h3>
      <PanelBoundary message={`We could not load ${name}'s class assignments right now. Please try again later.`} log="Failed to load the class assignments">
        <AssignmentsTable childId={childId} />
      </PanelBoundary>
    </section>
  );
}

function AssignmentsTable({ childId }: { childId: string }) {
  const { data: assignments } = useChildAssignments(childId, { throwOnError: true });
  if (!assignments) {
    return <InlineLoading message="Loading class assignments..." />;
  }
  if (assignments.length === 0) {
    return <p className="muted">No class assignments</p>;
  }
  return (
    <table className="data-table" aria-label="Class assignments">
      <thead>
        <tr>
          <th scope="col">Assignment</th>
          <th scope="col">Class</th>
          <th scope="col">Due</th>
          <th scope="col">Status</th>
          <th scope="col">Score</th>
        </tr>
      </thead>
      <tbody>
        {assignments.map((a) => (
          <tr key={a.id}>
            <th scope="row">{a.title}</th>
            <td>{a.classroom.name}</td>
            <td>{a.dueDate ? new Date(a.dueDate).toLocaleDateString() : 'No due date'}</td>
            <td>{STATUS_NAMES[a.submission.status]}</td>
            <td>{a.submission.score === null ? '-' : `${a.submission.score}%`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
