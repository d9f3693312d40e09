import { MASTERY_LEVEL_LABELS, standardsByDomain } from '@mathquest/contracts';
import { useChildReport } from '../api/get-child-report';
import '../../../styles/mastery-levels.css';

/**
 * The standards a child has practised and their level on each, as the teacher's standards report
 * shows them (docs/product/accounts.md#parents). Part of the child's report; its loading and
 * failure are the report's (ChildActivity says them).
 */
export function ChildStandards({ childId, name }: { childId: string; name: string }) {
  const { data: report } = useChildReport(childId);
  if (!report) return null;
  return (
    <section className="child-standards" aria-labelledby={`standards-${childId}`} data-testid={`standards-${childId}`}>
      <h2 id={`standards-${childId}`} className="panel__title">
        Standards
      </h2>
      {report.standards.length === 0 ? (
        <p className="empty-state">{name} has not practised any standard yet.</p>
      ) : (
        standardsByDomain(report.standards).map((group) => (
          <table key={group.key} className="standards-table">
            <caption>{group.label}</caption>
            <thead>
              <tr>
                <th scope="col">Standard</th>
                <th scope="col">Skills</th>
                <th scope="col">Level</th>
                <th scope="col">Problems</th>
              </tr>
            </thead>
            <tbody>
              {group.standards.map((s) => (
                <tr key={s.code}>
                  <th scope="row">{s.code}</th>
                  <td>{s.skills.map((k) => k.name).join(', ')}</td>
                  <td>
                    <span className={`mastery-cell mastery-level--${s.level.toLowerCase()}`}>{MASTERY_LEVEL_LABELS[s.level]}</span>
                  </td>
                  <td>{s.problems}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))
      )}
    </section>
  );
}
