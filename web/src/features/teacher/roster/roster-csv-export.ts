import type { RosterStudent } from '@mathquest/contracts';
import type { IntlShape } from 'react-intl';

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) starts with a quote mark instead. */
export function neutralizeCell(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

const quoted = (cell: string) => `"${neutralizeCell(cell).replace(/"/g, '""')}"`;

/**
 * The roster as a CSV file, formula-looking cells neutralised. The column headers are in the
 * reader's language; in English they are the OneRoster column names, so the file can be uploaded
 * again as it is (the roster's upload reads those names).
 */
export function rosterCsv(students: readonly RosterStudent[], intl: IntlShape): string {
  const header = ['givenName', 'familyName', 'grades', 'username', 'secret'].map((column) => intl.formatMessage({ id: 'teacher.roster.csvHeader' }, { column }));
  const rows = students.map((s) => [s.givenName, s.familyName, String(s.grade), s.username, s.secret].map(quoted).join(','));
  return [header.map(quoted).join(','), ...rows].join('\r\n') + '\r\n';
}
