import { MASTERY_LEVEL_LABELS, type ClassroomMastery, type MasteryLevel, type Standard, type StandardMastery } from '@mathquest/contracts';
import { neutralizeCell } from '../roster/roster-csv-export';

/** The report's filters: a grade (or all) and a domain code (or all). */
export interface MasteryFilter {
  grade: number | 'all';
  domain: string | 'all';
}

/** One row of the report: a member named as the class list names them, and their cell per standard. */
export interface MasteryRow {
  studentId: string;
  name: string;
  username: string;
  cells: ReadonlyMap<string, StandardMastery>;
}

/** The standards the filter keeps, in catalogue order. */
export function filterStandards(standards: readonly Standard[], filter: MasteryFilter): Standard[] {
  return standards.filter((s) => (filter.grade === 'all' || s.grade === filter.grade) && (filter.domain === 'all' || s.domain === filter.domain));
}

/** The domains of a grade's standards (all grades: every domain), in catalogue order. */
export function domainsOf(standards: readonly Standard[], grade: number | 'all'): string[] {
  return [...new Set(standards.filter((s) => grade === 'all' || s.grade === grade).map((s) => s.domain))];
}

/** The report's rows named from the class list and sorted by name (a member the list does not name yet shows as "Student"). */
export function masteryRows(report: ClassroomMastery, names: ReadonlyMap<string, { name: string; username: string }>): MasteryRow[] {
  return report.students
    .map((s) => ({ studentId: s.studentId, ...(names.get(s.studentId) ?? { name: 'Student', username: '' }), cells: new Map(s.cells.map((c) => [c.standard, c])) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export function cellOf(row: MasteryRow, code: string): StandardMastery {
  return row.cells.get(code) ?? { standard: code, level: 'NOT_STARTED', problems: 0 };
}

/** A cell as its text reads: "Proficient (14)", or "Not started". */
export function cellText(cell: Pick<StandardMastery, 'level' | 'problems'>): string {
  return cell.level === 'NOT_STARTED' ? MASTERY_LEVEL_LABELS.NOT_STARTED : `${MASTERY_LEVEL_LABELS[cell.level]} (${cell.problems})`;
}

/** The level's short mark in a cell, beside its colour, so the level never rests on colour alone. */
export const LEVEL_MARKS: Record<MasteryLevel, string> = { NOT_STARTED: '–', PRACTISING: 'P', PROFICIENT: 'Pr', MASTERED: 'M' };

const quoted = (cell: string) => `"${neutralizeCell(cell).replace(/"/g, '""')}"`;

/** The report as shown (the filter's standards), one row per student: the level and the number of problems behind it. */
export function masteryCsv(rows: readonly MasteryRow[], standards: readonly Standard[]): string {
  const header = ['Student', 'Username', ...standards.map((s) => s.code)];
  const lines = rows.map((row) => [row.name, row.username, ...standards.map((s) => cellText(cellOf(row, s.code)))].map(quoted).join(','));
  return [header.map(quoted).join(','), ...lines].join('\r\n') + '\r\n';
}
