import type { RosterPreviewRow } from '@mathquest/contracts';

const ACTION_TEXT = { CREATE: 'New account', UPDATE: 'Updates the account', UNCHANGED: 'Already on the roster' } as const;

/** The preview of a list: every row as read, with its problems or what confirming it does. */
export function RosterPreviewTable({ rows }: { rows: readonly RosterPreviewRow[] }) {
  const bad = rows.filter((r) => r.problems.length > 0);
  return (
    <>
      {bad.length > 0 ? (
        <p className="roster__problems-summary" data-testid="roster-problem-count">
          {bad.length === 1 ? '1 row has a problem and will not be added:' : `${bad.length} rows have problems and will not be added:`} lines {bad.map((r) => r.line).join(', ')}.
        </p>
      ) : null}
      <table className="roster__table">
        <caption className="sr-only">The list as read, line by line</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">First name</th>
            <th scope="col">Last name</th>
            <th scope="col">Grade</th>
            <th scope="col">Username</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.line} className={r.problems.length > 0 ? 'roster__row--bad' : undefined} data-testid={r.problems.length > 0 ? 'roster-bad-row' : 'roster-good-row'}>
              <th scope="row">{r.line}</th>
              <td>{r.givenName}</td>
              <td>{r.familyName}</td>
              <td>{r.grade}</td>
              <td>{r.username}</td>
              <td>
                {r.problems.length > 0 ? (
                  <ul className="roster__problems">
                    {r.problems.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                ) : r.action ? (
                  ACTION_TEXT[r.action]
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
