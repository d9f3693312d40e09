import type { RosterStudent } from '@mathquest/contracts';

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) starts with a quote mark instead. */
export function neutralizeCell(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

const quoted = (cell: string) => `"${neutralizeCell(cell).replace(/"/g, '""')}"`;

/** The roster as a CSV file in the OneRoster column names (so it can be uploaded again), formula-looking cells neutralised. */
export function rosterCsv(students: readonly RosterStudent[]): string {
  const header = ['givenName', 'familyName', 'grades', 'username', 'secret'];
  const rows = students.map((s) => [s.givenName, s.familyName, String(s.grade), s.username, s.secret].map(quoted).join(','));
  return [header.join(','), ...rows].join('\r\n') + '\r\n';
}
