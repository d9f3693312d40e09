/**
 * Reading a class list for the roster preview (docs/product/teacher.md#class-roster-and-login-cards--built,
 * docs/adr/0200). The bytes must be UTF-8 (checked strictly, TextDecoder with `fatal`); the text is
 * parsed by csv-parse (quoted fields, embedded commas and line breaks, a byte-order mark, any line
 * ending: the corners a hand-written split gets wrong). With a header naming `givenName` the columns
 * are those of a OneRoster users file (`givenName`, `familyName`, `grades`, optional `username`,
 * `email`, in any order, other columns ignored), or their Spanish names as the teacher's roster
 * download writes them in Spanish (`nombre`, `apellido`, `grado`, `usuario`, `correo`); without
 * one, a pasted list: first name, last name,
 * grade, optional username. Each row gets the list of its problems; nothing is created here.
 */
import { GRADE_MAX, GRADE_MIN, ROSTER_ROWS_MAX, RosterMessages, RosterRowSchema, type RosterRow } from '@mathquest/contracts';
import { parse } from 'csv-parse/sync';

/** A row as read, before its account is looked up. */
export interface ReadRow {
  line: number;
  givenName: string;
  familyName: string;
  grade: string;
  username: string;
  problems: string[];
  row: RosterRow | null;
}

export interface ReadList {
  rows: ReadRow[];
  fileProblems: string[];
}

/** A cell a spreadsheet would run as a formula (CWE-1236): =, +, - or @ first, or a tab or carriage return. */
export function looksLikeFormula(cell: string): boolean {
  return /^[=+\-@\t\r]/.test(cell);
}

/** A cell made safe for a CSV a spreadsheet opens: a formula-looking one starts with a quote mark. */
export function neutralizeCell(cell: string): string {
  return looksLikeFormula(cell) ? `'${cell}` : cell;
}

/** The identity a re-upload is matched by: the username when the row has one, else the names. */
export function rowKey(row: Pick<RosterRow, 'givenName' | 'familyName' | 'username'>): string {
  if (row.username) return `u:${row.username}`;
  const fold = (s: string) => s.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
  return `n:${fold(row.givenName)}|${fold(row.familyName)}`;
}

/** OneRoster grades ("04", "4", "Grade 4"); several grades or anything outside 4 to 8 is unknown. */
function gradeOf(raw: string): number | null {
  const m = /^(?:grade\s*)?0*(\d{1,2})$/i.exec(raw.trim());
  if (!m) return null;
  const n = Number(m[1]);
  return n >= GRADE_MIN && n <= GRADE_MAX ? n : null;
}

const HEADERS = {
  givenname: 'givenName',
  familyname: 'familyName',
  grades: 'grades',
  grade: 'grades',
  username: 'username',
  email: 'email',
  nombre: 'givenName',
  apellido: 'familyName',
  grado: 'grades',
  usuario: 'username',
  correo: 'email',
} as const;
type Column = (typeof HEADERS)[keyof typeof HEADERS];

function columnsOf(header: readonly string[]): Map<Column, number> | null {
  const columns = new Map<Column, number>();
  header.forEach((h, i) => {
    const column = HEADERS[h.trim().toLowerCase() as keyof typeof HEADERS];
    if (column && !columns.has(column)) columns.set(column, i);
  });
  return columns.has('givenName') ? columns : null;
}

/** Read the file's bytes into rows, each with its problems. */
export function readRosterList(bytes: Uint8Array): ReadList {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { rows: [], fileProblems: [RosterMessages.NOT_UTF8] };
  }
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info: true` each record comes with where it was read; the typings do not follow the option.
    records = parse(text, { bom: true, info: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, skip_records_with_empty_values: true, trim: true }) as unknown as typeof records;
  } catch (err) {
    return { rows: [], fileProblems: [`The list could not be read as CSV: ${(err as Error).message}`] };
  }
  const header = records[0] ? columnsOf(records[0].record) : null;
  const body = header ? records.slice(1) : records;
  if (body.length === 0) return { rows: [], fileProblems: [RosterMessages.NO_ROWS] };
  if (body.length > ROSTER_ROWS_MAX) return { rows: [], fileProblems: [`The list has ${body.length} students: at most ${ROSTER_ROWS_MAX} at once`] };
  const cellOf = (record: string[], column: Column, position: number) => (header ? (header.has(column) ? (record[header.get(column)!] ?? '') : '') : (record[position] ?? ''));

  const seen = new Map<string, number>();
  const rows = body.map(({ record, info }) => {
    const read = { line: info.lines, givenName: cellOf(record, 'givenName', 0), familyName: cellOf(record, 'familyName', 1), grade: cellOf(record, 'grades', 2), username: cellOf(record, 'username', 3) };
    const problems: string[] = [];
    if (!read.givenName) problems.push('First name is missing');
    if (!read.familyName) problems.push('Last name is missing');
    for (const cell of record) if (looksLikeFormula(cell)) problems.push(`"${neutralizeCell(cell).slice(0, 30)}" looks like a spreadsheet formula (starts with =, +, - or @)`);
    const grade = gradeOf(read.grade);
    if (grade === null) problems.push(read.grade ? `Unknown grade "${neutralizeCell(read.grade).slice(0, 12)}": use ${GRADE_MIN} to ${GRADE_MAX}` : 'Grade is missing');
    let row: RosterRow | null = null;
    if (problems.length === 0) {
      const parsed = RosterRowSchema.safeParse({ givenName: read.givenName, familyName: read.familyName, grade, username: read.username || null });
      if (parsed.success) row = parsed.data;
      else problems.push(...parsed.error.issues.map((i) => i.message));
    }
    if (row) {
      const key = rowKey(row);
      const first = seen.get(key);
      if (first !== undefined) {
        problems.push(`Same student as line ${first}`);
        row = null;
      } else seen.set(key, read.line);
    }
    return { ...read, problems: [...new Set(problems)], row };
  });
  return { rows, fileProblems: [] };
}
