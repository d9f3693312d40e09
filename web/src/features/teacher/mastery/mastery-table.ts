import type { ClassroomMastery, MasteryLevel, Standard, StandardMastery } from '@mathquest/contracts';
import type { IntlShape } from 'react-intl';
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

/** The report's rows named from the class list and sorted by name in the reader's language (a member the list does not name yet shows as "Student"). */
export function masteryRows(report: ClassroomMastery, names: ReadonlyMap<string, { name: string; username: string }>, intl: IntlShape): MasteryRow[] {
  const unnamed = { name: intl.formatMessage({ id: 'teacher.tutor.student' }), username: '' };
  return report.students
    .map((s) => ({ studentId: s.studentId, ...(names.get(s.studentId) ?? unnamed), cells: new Map(s.cells.map((c) => [c.standard, c])) }))
    .sort((a, b) => a.name.localeCompare(b.name, intl.locale));
}

export function cellOf(row: MasteryRow, code: string): StandardMastery {
  return row.cells.get(code) ?? { standard: code, level: 'NOT_STARTED', problems: 0 };
}

/** A mastery level's name in the reader's language ("Proficient"). */
export function levelName(intl: IntlShape, level: MasteryLevel): string {
  return intl.formatMessage({ id: 'teacher.mastery.level' }, { level });
}

/** A cell as its text reads: "Proficient (14)", or "Not started". */
export function cellText(intl: IntlShape, cell: Pick<StandardMastery, 'level' | 'problems'>): string {
  return cell.level === 'NOT_STARTED' ? levelName(intl, cell.level) : intl.formatMessage({ id: 'teacher.mastery.cell' }, { level: levelName(intl, cell.level), problems: cell.problems });
}

/** The level's short mark in a cell, beside its colour, so the level never rests on colour alone (the initials of the level's name in the reader's language). */
export function levelMark(intl: IntlShape, level: MasteryLevel): string {
  return intl.formatMessage({ id: 'teacher.mastery.mark' }, { level });
}

const quoted = (cell: string) => `"${neutralizeCell(cell).replace(/"/g, '""')}"`;

/** The report as shown (the filter's standards), one row per student: the level and the number of problems behind it, headers and levels in the reader's language. */
export function masteryCsv(rows: readonly MasteryRow[], standards: readonly Standard[], intl: IntlShape): string {
  const header = [intl.formatMessage({ id: 'teacher.tutor.student' }), intl.formatMessage({ id: 'teacher.roster.username' }), ...standards.map((s) => s.code)];
  const lines = rows.map((row) => [row.name, row.username, ...standards.map((s) => cellText(intl, cellOf(row, s.code)))].map(quoted).join(','));
  return [header.map(quoted).join(','), ...lines].join('\r\n') + '\r\n';
}
